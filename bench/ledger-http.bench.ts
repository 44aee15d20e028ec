import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { DEMO_PAYMENT_PASSWORD } from '../apps/server/src/seed/seed-wallet.ts';
import { freePort } from './lib/free-port.ts';
import { startAppServer } from './lib/processes.ts';
import { postSealed } from './lib/seal.ts';

const CONNECTIONS = 50;
const SECONDS = 8;

interface Run {
  perSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run; `body` (when given) is rebuilt per request, so every transfer has a fresh key. */
async function run(base: string, path: string, token: string, body?: () => string): Promise<Run> {
  const method = body ? 'POST' : 'GET';
  const headers = { 'x-session-token': token, 'content-type': 'application/json' };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method,
        path,
        headers,
        ...(body ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: body() }) } : {}),
      },
    ],
  });
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const fmt = (name: string, r: Run, base?: Run) =>
  [
    name.padEnd(44),
    `${r.perSecond.toFixed(0).padStart(7)} req/s`,
    `p99 ${String(r.p99Ms).padStart(5)} ms`,
    base ? `ratio ${(r.perSecond / base.perSecond).toFixed(3)}` : '',
    r.non2xx + r.errors > 0 ? `(${r.non2xx} non-2xx, ${r.errors} errors)` : '',
  ].join('  ');

/**
 * The ledger through the real server: agent -> player01 transfers of 0.01 over HTTP, next to an
 * authenticated read on the same server and session, so the ratio is what a money movement costs
 * over a plain authenticated call (payment password, ledger transaction, messages, outbox).
 */
export async function ledgerHttpBench(): Promise<string[]> {
  // A free port: a fixed one may answer from someone else's server (parallel benches, dev servers).
  const port = await freePort();
  const app = await startAppServer(port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const { token } = await postSealed<{ token: string }>(base, '/wps/session/login', {
      type: 'username',
      username: 'agent',
      password: 'AgentDemo#2026',
    });
    // The demo seed gives the agent its payment password (seed-agent.ts); setting it again would
    // need the old one, so the bench uses the seeded one.
    const transfer = () =>
      JSON.stringify({
        downline: 'player01',
        amount: '0.01',
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        idempotencyKey: randomUUID(),
      });
    // Warm-up: JIT, pools, the ledger's account caches.
    await autocannon({
      url: `${base}/wps/v2/wallets/balance`,
      headers: { 'x-session-token': token },
      duration: 2,
    });
    const read = await run(base, '/wps/v2/wallets/balance', token);
    const moved = await run(base, '/wps/agent/transfer/downline', token, transfer);
    return [
      fmt('GET /wps/v2/wallets/balance (authenticated)', read),
      fmt('POST /wps/agent/transfer/downline 0.01', moved, read),
      `  ${CONNECTIONS} connections x ${SECONDS} s each, fresh UUID key per transfer; every transfer verifies`,
      '  the payment password with argon2id (production parameters: 19 MiB, t=2), which dominates its cost.',
    ];
  } finally {
    await app.stop();
  }
}
