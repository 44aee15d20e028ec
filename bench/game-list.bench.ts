import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { freePort } from './lib/free-port.ts';
import { type LoadResult, load, row } from './lib/load.ts';
import { startAppServer, startProcess } from './lib/processes.ts';
import { postSealed } from './lib/seal.ts';

const LIST = '/wps/relay/GCSGAME_gameList?gameType=INHOUSE&language=EN&pageNo=1&pageSize=20';

/** Like load(), but each request gets its own keyword, so none is served from the cache. */
async function loadUncached(base: string): Promise<LoadResult> {
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: 8,
    requests: [
      {
        method: 'GET',
        // A keyword no game has: the full SQL path (filters, ILIKE over every name, count) every time.
        setupRequest: (req) => ({ ...req, path: `${LIST}&keyword=${randomBytes(4).toString('hex')}` }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Budgets (ratio to plain Fastify): cached 0.2 like the cached status call; a miss runs the SQL and a
 * FAV read also checks the session and the member, so theirs only catch a structural regression.
 *
 * The home page's hottest call, GCSGAME_gameList, on the real server next to the plain Fastify
 * baseline: served from the per-process cache (what nearly every visit gets), with a cache miss on
 * every request (the SQL path), and a member's FAV list (token check + SQL, never cached).
 */
export async function gameListBench(): Promise<string[]> {
  const [appPort, basePort] = [await freePort(), await freePort()];
  const app = await startAppServer(appPort);
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
    await load({ url: `${appBase}${LIST}`, seconds: 2 });
    await load({ url: `${baseBase}/plain`, seconds: 2 });

    const plain = await load({ url: `${baseBase}/plain` });
    lines.push(row('gameList (cached)', await load({ url: `${appBase}${LIST}` }), plain, 0.2));
    lines.push(row('gameList (cache miss)', await loadUncached(appBase), plain, 0.02));
    const fav = await load({
      url: `${appBase}/wps/relay/GCSGAME_gameList?selectType=FAV&language=EN`,
      headers: { 'x-session-token': token },
    });
    lines.push(row('gameList FAV (member)', fav, plain, 0.01));
  } finally {
    await baseline.stop();
    await app.stop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await gameListBench()) console.log(line);
}
