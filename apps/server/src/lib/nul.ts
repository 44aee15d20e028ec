/**
 * PostgreSQL text cannot hold U+0000: a NUL reaching a query fails the whole statement (a 500). Input
 * is checked for it once, at the edge (plugins/nul-guard.ts; the vendor wallet's own parser).
 */

/**
 * Where the first NUL is in a parsed input (strings, object keys, nested arrays and objects), as a
 * dotted path (`channels.0.name`; `''` for a top-level string), or null when there is none.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(input: unknown): string | null {
  const stack: Array<[value: unknown, path: string]> = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], join(path, String(i))]);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const at = join(path, key);
        if (key.includes('\u0000')) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
