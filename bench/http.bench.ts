import { freePort } from './lib/free-port.ts';
import { load, pairedLoad, row } from './lib/load.ts';
import { startAppServer, startProcess } from './lib/processes.ts';
import { postSealed, seal } from './lib/seal.ts';

/**
 * The real server against a plain Fastify process (bench/baseline-server.ts), measured in the same
 * run so the ratio means something on a shared machine. Budgets: issue 11 (system status >= 0.5;
 * an authenticated read >= 0.2, goal 0.5; docs/decisions/067-session-cache.md).
 */
export async function httpBench(): Promise<string[]> {
  // Free ports: a fixed one may answer from someone else's server (parallel benches, dev servers).
  const appPort = await freePort();
  const app = await startAppServer(appPort);
  const basePort = await freePort();
  const baseline = await startProcess('bench/baseline-server.ts', basePort, '/plain');
  const appBase = `http://127.0.0.1:${appPort}`;
  const baseBase = `http://127.0.0.1:${basePort}`;
  const lines: string[] = [];
  try {
    const { token } = await postSealed<{ token: string }>(appBase, '/wps/session/login', {
      type: 'username',
      username: 'demo',
      password: 'PlayDemo#2026',
    });
    const member = { 'x-session-token': token };
    // Warm both processes (JIT, connection pools, the member's seed pair) before measuring.
    await load({ url: `${appBase}/wps/system/status`, seconds: 2 });
    await load({ url: `${appBase}/wps/originals/seeds`, headers: member, seconds: 2 });
    await load({ url: `${baseBase}/plain`, seconds: 2 });

    const plain = { url: `${baseBase}/plain` };
    const status = await pairedLoad({ url: `${appBase}/wps/system/status` }, plain);
    lines.push(row('GET /wps/system/status', status.subject, status.baseline, 0.5, status.ratios));
    // The session check and member facts come from the per-process session cache; the seed pair
    // itself is one database read (docs/decisions/067-session-cache.md).
    const seeds = await pairedLoad({ url: `${appBase}/wps/originals/seeds`, headers: member }, plain);
    lines.push(row('GET /wps/originals/seeds (auth)', seeds.subject, seeds.baseline, 0.2, seeds.ratios));

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
