import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's component styles are imported one file at a time, beside the chunk that uses them
 * (main.tsx for the first page, a route's styles file for a lazy one): the whole stylesheet would
 * weigh on the first page. A component whose stylesheet nobody imports renders unstyled and no
 * test notices (the points mall's cards had no padding: Card.css was never imported). This scan
 * finds every component imported from '@mantine/core' that has a stylesheet and asks that the
 * stylesheet is imported somewhere in the app.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const stylesDir = fileURLToPath(new URL('../node_modules/@mantine/core/styles', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('Mantine stylesheets', () => {
  it('are imported for every Mantine component the app uses', () => {
    const stylesheets = new Set(
      readdirSync(stylesDir)
        .filter((name) => name.endsWith('.css'))
        .map((name) => name.slice(0, -4)),
    );
    const usedBy = new Map<string, string>();
    const imported = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
        for (const name of (match[1] ?? '').split(','))
          usedBy.set(name.trim().replace(/^type\s+/, ''), file.slice(src.length));
      for (const match of text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)) imported.add(match[1] ?? '');
    }
    const missing = [...usedBy]
      .filter(([name]) => stylesheets.has(name) && !imported.has(name))
      .map(([name, file]) => `${name} (used in ${file})`);
    expect(usedBy.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
