import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toNumber } from '@goldline/games/rational';
import { enumerateSlot } from '@goldline/games/slot/par-sheet';
import { slotFigures } from '@goldline/games/slot/rtp';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
import { databaseUrl, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { PROFILE, PROFILE_SETTINGS, startPgProfile } from './lib/pg-profile.ts';
import { startProcess } from './lib/processes.ts';
import { postSealed } from './lib/seal.ts';
import { createTpcbTables, ratioText, tpcbLine, tpcbLoop } from './lib/tpcb.ts';

const PLAYERS = 50;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.ORIGINALS_BENCH_SECONDS ?? 10);
/** Reference "reliability-and-security" 5.1 L7 (loopback): spread and hot-wallet bets. */
const BUDGET = { spreadPerSecond: 300, spreadP99Ms: 100, hotPerSecond: 100, slotEnumerationMs: 5_000 };
/**
 * Issue 11's bars against pgbench's tpcb-like loop on the same database in the same run (50 loops,
 * the server's pool size): spread bets/s >= 0.5 of it with p99 < 50 ms; the hot player p99 < 100 ms.
 */
const TPCB_BUDGET = { spreadRatio: 0.5, spreadP99Ms: 50, hotP99Ms: 100 };

interface Run {
  perSecond: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
}

/**
 * Dice bets of 0.10 at 50 % over autocannon, every request with a fresh idempotencyKey and the next
 * player's token; or, with `read`, the authenticated seed-state read as the same players (baseline).
 */
async function load(base: string, tokens: string[], seconds: number, read = false): Promise<Run> {
  let next = 0;
  const token = () => tokens[next++ % tokens.length]!;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      read
        ? {
            method: 'GET',
            path: '/wps/originals/seeds',
            setupRequest: (req: autocannon.Request) => ({ ...req, headers: { 'x-session-token': token() } }),
          }
        : {
            method: 'POST',
            path: '/wps/originals/dice/bet',
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              headers: { 'content-type': 'application/json', 'x-session-token': token() },
              body: JSON.stringify({
                amount: '0.10',
                idempotencyKey: randomUUID(),
                target: 50,
                direction: 'under',
              }),
            }),
          },
    ],
  });
  return {
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
const line = (name: string, r: Run, budget: string | null, ok: boolean, baseline?: Run) =>
  [
    name.padEnd(36),
    `${r.perSecond.toFixed(0).padStart(6)} req/s`,
    `p99 ${String(r.p99Ms).padStart(5)} ms`,
    baseline ? `ratio to reads ${(r.perSecond / baseline.perSecond).toFixed(3)}` : '',
    budget ? `| budget ${budget} ${verdict(ok)}` : '',
    r.non2xx + r.errors > 0 ? `(${r.non2xx} non-2xx, ${r.errors} errors)` : '',
  ].join('  ');

/** 50 members sharing the demo member's password, 1,000,000.00 each (the server seeded the demo). */
async function seedPlayers(db: ReturnType<typeof createDb>): Promise<void> {
  await sql`
    INSERT INTO members (username, password_hash, type)
    SELECT 'bench' || g, (SELECT password_hash FROM members WHERE username = 'demo'), 0
    FROM generate_series(1, ${PLAYERS}) g`.execute(db);
  await sql`
    INSERT INTO ledger_accounts (member_id, kind, currency)
    SELECT id, 'cash', 'USD' FROM members WHERE username LIKE 'bench%'`.execute(db);
  const ids = await db.selectFrom('members').select('id').where('username', 'like', 'bench%').execute();
  await createLedgerService({ db }).move({
    scope: 'bench',
    key: 'fund-players',
    kind: 'deposit',
    postings: ids.map(({ id }) => ({
      from: { system: 'payment_clearing', currency: 'USD' } as const,
      to: { memberId: id, kind: 'cash' } as const,
      amount: 100_000_000n,
    })),
  });
}

/**
 * In-house dice through the real server (decision 052): one game-wallet settle per bet, the nonce
 * under the seed pair's row lock, the jackpot's pool row locked by every cash bet until commit.
 * "Spread" is 50 funded cash players over 50 connections; "hot" is one player on all 50 (its bets
 * queue on its seed row). An authenticated read on the same server is the baseline, because this
 * machine is shared and noisy. Then the time of the slot's exact full-cycle RTP enumeration.
 */
export async function originalsBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'goldline-originals-bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'pg'), { persistent: false, settings: PROFILE_SETTINGS });
  const admin = createDb(pg.baseUrl, 1);
  await sql.raw('CREATE DATABASE goldline').execute(admin);
  await admin.destroy();
  const url = databaseUrl(pg.baseUrl, 'goldline');
  const db = createDb(url, 2);
  const lines: string[] = [];
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    // A free port: a fixed one may answer from someone else's server and fake readiness.
    const port = await freePort();
    server = await startProcess('apps/server/src/server.ts', port, '/wps/system/status', {
      DATABASE_URL: url,
      // The bench players borrow the demo member's password hash: the demo must be seeded.
      DEMO_DATA: 'on',
      RATE_LIMITS: 'off',
      // Benchmarks measure requests, not the job queue's own connections and polling.
      JOBS: 'off',
      CRASH_LOOP: 'off',
    });
    await seedPlayers(db);
    await createTpcbTables(url);
    const base = `http://127.0.0.1:${port}`;
    const tokens: string[] = [];
    for (let i = 1; i <= PLAYERS; i += 1) {
      const body = { type: 'username', username: `bench${i}`, password: 'PlayDemo#2026' };
      tokens.push((await postSealed<{ token: string }>(base, '/wps/session/login', body)).token);
    }
    await load(base, tokens, 2); // warm-up: JIT, pools, caches, seed pairs, the jackpot's first cycle
    const rounds = async () =>
      Number(
        (
          await db
            .selectFrom('originals_rounds')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const reads = await load(base, tokens, SECONDS, true);
    const tpcb = await tpcbLoop(url, { loops: CONNECTIONS, seconds: SECONDS });
    const before = await rounds();
    const profile = PROFILE ? await startPgProfile(db, server.child.pid!) : null;
    const spread = await load(base, tokens, SECONDS);
    const profiled = profile ? await profile(spread.ok, 'bet') : [];
    const hot = await load(base, tokens.slice(0, 1), SECONDS);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // bets in flight when the clock stopped
    const stored = (await rounds()) - before;
    const answered = spread.ok + hot.ok;
    lines.push(
      line(`GET /wps/originals/seeds (baseline)`, reads, null, true),
      tpcbLine(`tpcb-like (pgbench script, ${CONNECTIONS} loops, pool 20)`, tpcb),
      line(
        `dice bet, ${PLAYERS} players (spread)`,
        spread,
        `>= ${BUDGET.spreadPerSecond}/s, p99 < ${BUDGET.spreadP99Ms} ms`,
        spread.perSecond >= BUDGET.spreadPerSecond && spread.p99Ms < BUDGET.spreadP99Ms,
        reads,
      ),
      line(
        'dice bet, 1 player (hot)',
        hot,
        `>= ${BUDGET.hotPerSecond}/s`,
        hot.perSecond >= BUDGET.hotPerSecond,
        reads,
      ),
      `  spread vs tpcb-like: ${ratioText(spread.perSecond, tpcb.perSecond, TPCB_BUDGET.spreadRatio)}, ` +
        `p99 ${spread.p99Ms} ms (budget < ${TPCB_BUDGET.spreadP99Ms}) ${verdict(spread.p99Ms < TPCB_BUDGET.spreadP99Ms)}`,
      `  hot vs tpcb-like: ${ratioText(hot.perSecond, tpcb.perSecond, null)}, ` +
        `p99 ${hot.p99Ms} ms (budget < ${TPCB_BUDGET.hotP99Ms}) ${verdict(hot.p99Ms < TPCB_BUDGET.hotP99Ms)}`,
      `  ${CONNECTIONS} connections x ${SECONDS} s each, fresh idempotencyKey per bet; every answered bet stored: ` +
        `${stored >= answered ? 'ok' : 'LOST BETS'} (${answered} answered, ${stored} stored incl. those in flight at the end)`,
      ...(profiled.length
        ? ['  where the spread bets spent their time (BENCH_PG_PROFILE=1):', ...profiled]
        : []),
    );
  } finally {
    await server?.stop();
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const t0 = performance.now();
  const input = enumerateSlot();
  const figures = slotFigures(input.base, input.free);
  const ms = performance.now() - t0;
  lines.push(
    [
      'slot RTP, exact full-cycle enumeration'.padEnd(36),
      `${ms.toFixed(0).padStart(6)} ms`,
      `RTP ${(toNumber(figures.rtp) * 100).toFixed(4)} %`,
      `| budget < ${BUDGET.slotEnumerationMs} ms ${verdict(ms < BUDGET.slotEnumerationMs)}`,
    ].join('  '),
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) for (const l of await originalsBench()) console.log(l);
