/**
 * Text PostgreSQL cannot store: U+0000 (text refuses it, a whole statement fails: a 500) and lone
 * UTF-16 surrogates (jsonb refuses their escapes; a text column would silently get U+FFFD
 * instead). Input is checked for both once, at the edge (plugins/text-guard.ts; the vendor wallet's
 * and the payment gateways' own parsers).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string has a NUL or a lone surrogate. */
export const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where the first unstorable string is in a parsed input (strings, object keys, nested arrays and
 * objects), as a dotted path (`channels.0.name`; `''` for a top-level string), or null when there is
 * none. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(input: unknown): string | null {
  const stack: Array<[value: unknown, path: string]> = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push([value[i], join(path, String(i))]);
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const at = join(path, key);
        if (isUnstorable(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
