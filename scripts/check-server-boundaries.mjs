// Server module boundaries (docs/decisions/063-server-module-boundaries.md), run by `npm run lint`.
// Reads the relative imports of apps/server/src (tests and test kits left out) and fails when:
//  1. a module imports another module's file other than its *.service.ts or *.types.ts;
//  2. db/, lib/, plugins/ or ws/ import anything under modules/;
//  3. there is a folder-level import cycle (units: each modules/<name>, each other top folder; each
//     root file is its own unit: app.ts and compose.ts are the composition root);
//  4. rows leak past a repository (issue 10): a module file other than a *.repository.ts reads a
//     snake_case property (`row.created_at`) or casts with `as unknown as` (jsonb is parsed with zod
//     in the repository instead). Comments and string literals are left out of this check.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(process.argv[2] ?? 'apps/server/src');
const BELOW_MODULES = new Set(['db', 'lib', 'plugins', 'ws']);
const PUBLIC_SURFACE = /\.(service|types)\.ts$/;

const files = [];
(function walk(d) {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|mts|tsx)$/.test(n) && !/\.(test|spec)\.ts$/.test(n) && !/test-kit/.test(n)) files.push(p);
  }
})(SRC);

const unitOf = (f) => {
  const parts = relative(SRC, f).split('/');
  if (parts.length === 1) return parts[0];
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
};
const resolveImport = (from, spec) => {
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
};

/**
 * The code without comments and string contents, line breaks kept so line numbers hold (crude, but
 * enough for the two patterns of rule 4).
 */
const blank = (m) => m.replace(/[^\n]/g, ' ');
const codeOnly = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/\/\/.*$/gm, blank)
    .replace(/`(?:\\.|[^`\\])*`/g, blank)
    .replace(/'(?:\\.|[^'\\\n])*'/g, blank)
    .replace(/"(?:\\.|[^"\\\n])*"/g, blank);
const SNAKE_PROPERTY = /[\w)\]?]\.([a-z][a-z0-9]*_[a-z0-9_]+)\b/g;

const problems = [];
const edges = new Map();
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const rel = relative(SRC, f);
  if (rel.startsWith('modules/') && !rel.endsWith('.repository.ts')) {
    const code = codeOnly(text);
    const lineOf = (i) => code.slice(0, i).split('\n').length;
    for (const m of code.matchAll(SNAKE_PROPERTY))
      problems.push(
        `a database row outside its repository (map it to a camelCase record there): ${rel}:${lineOf(m.index)} .${m[1]}`,
      );
    for (const m of code.matchAll(/\bas unknown as\b/g))
      problems.push(
        `'as unknown as' outside a repository (parse jsonb with zod in the repository): ${rel}:${lineOf(m.index)}`,
      );
  }
  for (const m of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  )) {
    const target = resolveImport(f, m[1] ?? m[2]);
    if (!target?.startsWith(SRC)) continue;
    const a = unitOf(f);
    const b = unitOf(target);
    if (a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a).add(b);
    const where = `${relative(SRC, f)} -> ${relative(SRC, target)}`;
    if (a.startsWith('modules/') && b.startsWith('modules/') && !PUBLIC_SURFACE.test(target))
      problems.push(`another module's internals (only *.service.ts / *.types.ts): ${where}`);
    if (BELOW_MODULES.has(a) && b.startsWith('modules/'))
      problems.push(`${a}/ imports a module (inject a small interface instead): ${where}`);
  }
}

// Folder cycles: Tarjan's strongly connected components over the units.
const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);
let index = 0;
const idx = new Map();
const low = new Map();
const on = new Set();
const stack = [];
function strong(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!idx.has(w)) {
      strong(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      c.push(w);
    } while (w !== v);
    if (c.length > 1) problems.push(`folder import cycle: ${c.sort().join(', ')}`);
  }
}
for (const v of nodes) if (!idx.has(v)) strong(v);

for (const p of problems) console.error(`server boundaries: ${p}`);
if (problems.length > 0) {
  console.error(
    `server boundaries: ${problems.length} problem(s); see docs/decisions/063-server-module-boundaries.md`,
  );
  process.exit(1);
}
console.log(
  `server boundaries: ${files.length} files, ${nodes.size} units, no cycle, modules meet only through services and types, rows stop at repositories`,
);
