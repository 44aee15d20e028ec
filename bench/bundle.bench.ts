import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const BUDGET_KB = 150;

/**
 * Gzipped JavaScript the home route loads before it is interactive: the entry script of index.html
 * plus every chunk it modulepreloads. Lazy chunks (modals, other screens) are not counted.
 */
export function bundleBench(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ]
    .map((m) => m[1]!)
    .filter((file, index, all) => all.indexOf(file) === index);
  const sizes = scripts.map((file) => ({
    file,
    gz: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  }));
  const totalKb = sizes.reduce((sum, s) => sum + s.gz, 0) / 1024;
  const verdict = totalKb <= BUDGET_KB ? 'ok' : 'OVER BUDGET';
  return [
    `home route JS (gzip -9)      ${totalKb.toFixed(1)} KB in ${sizes.length} files  | budget ${BUDGET_KB} KB  ${verdict}`,
    ...sizes.map((s) => `    ${s.file.padEnd(48)} ${(s.gz / 1024).toFixed(1)} KB`),
  ];
}
