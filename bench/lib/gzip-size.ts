import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Bytes of a file after gzip -9: how the JS budget of docs/decisions/020 is counted. */
export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
