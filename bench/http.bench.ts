import { load, row } from './lib/load.ts';
import { startAppServer, startProcess } from './lib/processes.ts';
import { seal } from './lib/seal.ts';

const APP_PORT = 3299;
const BASELINE_PORT = 3298;

export async function httpBench(): Promise<string[]> {
  const app = await startAppServer(APP_PORT);
  const baseline = await startProcess('bench/baseline-server.ts', BASELINE_PORT, '/plain');
  const appBase = `http://127.0.0.1:${APP_PORT}`;
  const baseBase = `http://127.0.0.1:${BASELINE_PORT}`;
  const lines: string[] = [];
  try {
    // Warm both processes (JIT, connection pools) before measuring.
    await load({ url: `${appBase}/wps/system/status`, seconds: 2 });
    await load({ url: `${baseBase}/plain`, seconds: 2 });

    const plain = await load({ url: `${baseBase}/plain` });
    const status = await load({ url: `${appBase}/wps/system/status` });
    lines.push(row('GET /wps/system/status', status, plain, 0.2));

    const sealed = await seal(appBase, { type: 'username', username: 'demo', password: 'PlayDemo#2026' });
    const plainLogin = await load({
      url: `${baseBase}/plain-login`,
      method: 'POST',
      body: JSON.stringify({ password: 'PlayDemo#2026' }),
      headers: { 'content-type': 'application/json' },
      connections: 4,
    });
    const login = await load({
      url: `${appBase}/wps/session/login`,
      method: 'POST',
      body: sealed,
      headers: { 'content-type': 'application/jose' },
      connections: 4,
    });
    lines.push(row('POST /wps/session/login', login, plainLogin, 0.5));
  } finally {
    await baseline.stop();
    await app.stop();
  }
  return lines;
}
