import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CrashCashoutAck, CrashState } from '@goldline/contract/originals';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { databaseUrl, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { commitDesignedChain } from '../apps/server/src/modules/originals/crash/crash.test-kit.ts';
import { createTokenService } from '../apps/server/src/modules/session/tokens.service.ts';
import { startProcess } from './lib/processes.ts';
import { seedBenchDatabase } from './lib/seed.ts';

const PLAYERS = 200;
const BET_CONCURRENCY = 50;
/** The whole bench is cut off after this (set-up alone can take a minute on a crowded 2-CPU machine). */
const DEADLINE_MS = 120_000;
/**
 * Issue 11: 200 WebSocket cash-outs arriving in one tick are each acknowledged with p99 < 100 ms
 * (goal < 50 ms), measured from send to the socket's acknowledgement. The acknowledgement follows
 * the one statement that records the tick's cash-outs; the payouts are credited right after
 * (decision 066), and the bench reports when the last of them is in the ledger too.
 */
const BUDGET = { p99Ms: 100, goalP99Ms: 50 };

interface Player {
  token: string;
  socket: WebSocket;
  frames: { type: string; data?: unknown }[];
  waiters: (() => void)[];
}

function connect(url: string): Promise<Player> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const player: Player = { token: '', socket, frames: [], waiters: [] };
    socket.on('message', (raw) => {
      // Player lists are not needed here; skipping their parse keeps 200 sockets' worth of JSON off
      // this process, which shares the machine with the server.
      const text = String(raw);
      if (text.startsWith('{"type":"crash.players"')) return;
      player.frames.push(JSON.parse(text));
      for (const w of player.waiters.splice(0)) w();
    });
    socket.once('error', reject);
    const hello = () =>
      player.frames.some((f) => f.type === 'hello') ? resolve(player) : player.waiters.push(hello);
    player.waiters.push(hello);
  });
}

function until(p: Player, pred: (f: Player['frames']) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (pred(p.frames) ? resolve() : p.waiters.push(check));
    check();
  });
}

const crashFrame = (roundId: string, phase: CrashState['phase']) => (f: Player['frames']) =>
  f.some(
    (m) =>
      m.type === 'crash' &&
      (m.data as CrashState).roundId === roundId &&
      (m.data as CrashState).phase === phase,
  );

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;

/**
 * One crash round with 200 WebSocket players on loopback (decision 053): 200 funded members with
 * sessions written straight to a fresh database, the real server as a process, each member bets
 * 1.00 over HTTP while BETTING, then all 200 send `{type:'crash.cashout'}` on their sockets in the
 * same tick once the round runs. Figure: time from send to the socket's acknowledgement. The chain
 * is committed with a salt picked so that round 1 crashes between 1.30x and 1.60x (4.4-7.8 s), long
 * enough that no cash-out can be refused because the round was unlucky.
 */
export async function crashBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'goldline-crash-bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'pg'), { persistent: false });
  const admin = createDb(pg.baseUrl, 1);
  await sql.raw('CREATE DATABASE goldline').execute(admin);
  await admin.destroy();
  const url = databaseUrl(pg.baseUrl, 'goldline');
  const db = createDb(url, 4);
  const players: Player[] = [];
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`crash bench: over ${DEADLINE_MS / 1000} s`)), DEADLINE_MS);
    });
    return await Promise.race([deadline, run()]);
  } finally {
    clearTimeout(timer);
    for (const p of players) p.socket.terminate();
    await server?.stop();
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  async function run(): Promise<string[]> {
    const loadAtStart = loadavg();
    await migrateToLatest(db);
    await seedBenchDatabase(db);
    const designed = await commitDesignedChain(db, [[130n, 160n]]);
    await sql`INSERT INTO members (username, type) SELECT 'crash' || g, 0 FROM generate_series(1, ${PLAYERS}) g`.execute(
      db,
    );
    await sql`
      INSERT INTO ledger_accounts (member_id, kind, currency)
      SELECT id, 'cash', 'USD' FROM members WHERE username LIKE 'crash%'`.execute(db);
    const ids = (
      await db.selectFrom('members').select('id').where('username', 'like', 'crash%').execute()
    ).map((r) => r.id);
    await createLedgerService({ db }).move({
      scope: 'bench',
      key: 'fund-crash-players',
      kind: 'deposit',
      postings: ids.map((memberId) => ({
        from: { system: 'payment_clearing', currency: 'USD' } as const,
        to: { memberId, kind: 'cash' } as const,
        amount: 100_000n,
      })),
    });
    const tokenService = createTokenService({ db, config: loadConfig({}) });
    const tokens = await Promise.all(
      ids.map((id) => tokenService.issue(db, 'member', id, { ip: '127.0.0.1', userAgent: 'crash-bench' })),
    );

    const port = await freePort();
    server = await startProcess('apps/server/src/server.ts', port, '/wps/system/status', {
      DATABASE_URL: url,
      RATE_LIMITS: 'off',
      // Benchmarks measure requests, not the job queue's own connections and polling.
      JOBS: 'off',
      // Long enough to connect 200 sockets and place 200 bets in round 1 on a busy machine.
      CRASH_BETTING_MS: '15000',
    });
    const base = `http://127.0.0.1:${port}`;
    const connectStarted = performance.now();
    for (let i = 0; i < tokens.length; i += BET_CONCURRENCY) {
      const batch = tokens.slice(i, i + BET_CONCURRENCY);
      const opened = await Promise.all(batch.map((t) => connect(`ws://127.0.0.1:${port}/ws?token=${t}`)));
      opened.forEach((p, j) => {
        p.token = batch[j]!;
        players.push(p);
      });
    }
    const connectMs = performance.now() - connectStarted;

    const betsStarted = performance.now();
    let queued = 0;
    for (let i = 0; i < players.length; i += BET_CONCURRENCY) {
      await Promise.all(
        players.slice(i, i + BET_CONCURRENCY).map(async (p) => {
          const res = await fetch(`${base}/wps/originals/crash/bet`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-session-token': p.token },
            body: JSON.stringify({ amount: '1.00', idempotencyKey: randomUUID() }),
          });
          if (res.status !== 200) throw new Error(`bet: ${res.status} ${await res.text()}`);
          const { value } = (await res.json()) as { value: { roundId: string; queued: boolean } };
          if (value.queued || value.roundId !== 'crash-1') queued++;
        }),
      );
    }
    const betsMs = performance.now() - betsStarted;
    if (queued > 0) throw new Error(`${queued} bets missed round 1's betting phase`);

    // Same-run baseline: 200 WebSocket pings at once (transport and event loops, no database).
    const pingMs = (
      await Promise.all(
        players.map((p) => {
          const t0 = performance.now();
          const seen = p.frames.length;
          p.socket.send(JSON.stringify({ type: 'ping' }));
          return until(p, (f) => f.slice(seen).some((m) => m.type === 'pong')).then(
            () => performance.now() - t0,
          );
        }),
      )
    ).sort((a, b) => a - b);

    await Promise.all(players.map((p) => until(p, crashFrame('crash-1', 'RUNNING'))));
    // Past 1.01x, like players who wait a moment before cashing out.
    await new Promise((r) => setTimeout(r, 300));
    const sentAt = new Map<Player, number>();
    const acked = players.map(
      (p) =>
        new Promise<{ ms: number; ack: CrashCashoutAck }>((resolve) => {
          const check = () => {
            const frame = p.frames.find((f) => f.type === 'crash.cashout');
            if (frame)
              resolve({ ms: performance.now() - sentAt.get(p)!, ack: frame.data as CrashCashoutAck });
            else p.waiters.push(check);
          };
          p.waiters.push(check);
        }),
    );
    for (const p of players) {
      sentAt.set(p, performance.now());
      p.socket.send(JSON.stringify({ type: 'crash.cashout', roundId: 'crash-1' }));
    }
    const results = await Promise.all(acked);
    const allDoneMs = Math.max(...results.map((r) => r.ms));
    // Payouts credited (crash_bets.paid_at, set with the game-wallet win): when the last one landed.
    let creditedMs = Number.NaN;
    for (;;) {
      const owed = await db
        .selectFrom('crash_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('round_id', '=', '1')
        .where('status', '=', 'CASHED_OUT')
        .where('paid_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(owed.n) === 0) {
        const last = await sql<{ ms: number }>`
          SELECT extract(epoch FROM max(paid_at) - min(settled_at)) * 1000 AS ms
          FROM crash_bets WHERE round_id = 1 AND status = 'CASHED_OUT'`.execute(db);
        creditedMs = Number(last.rows[0]?.ms);
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const paid = results.filter((r) => r.ack.ok).length;
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const p50 = percentile(ms, 0.5);
    const p99 = percentile(ms, 0.99);
    await Promise.all(players.map((p) => until(p, crashFrame('crash-1', 'CRASHED'))));
    const stored = await db
      .selectFrom('crash_bets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('round_id', '=', '1')
      .where('status', '=', 'CASHED_OUT')
      .executeTakeFirstOrThrow();
    const ok = p99 < BUDGET.p99Ms && paid === PLAYERS;
    return [
      [
        `crash cash-out ack, ${PLAYERS} WS players at once`.padEnd(44),
        `p50 ${p50.toFixed(1).padStart(6)} ms`,
        `p99 ${p99.toFixed(1).padStart(6)} ms`,
        `max ${allDoneMs.toFixed(1).padStart(6)} ms`,
        `| budget p99 < ${BUDGET.p99Ms} ms (goal < ${BUDGET.goalP99Ms} ms)`,
        ok ? (p99 < BUDGET.goalP99Ms ? 'ok, goal met' : 'ok') : 'OVER BUDGET',
      ].join('  '),
      `  payouts: all ${PLAYERS} credited through the game wallet ${creditedMs.toFixed(0)} ms after the first cash-out was recorded`,
      `  baseline: ${PLAYERS} WS pings at once, pong p50 ${percentile(pingMs, 0.5).toFixed(1)} ms, p99 ${percentile(pingMs, 0.99).toFixed(1)} ms`,
      `  paid ${paid}/${PLAYERS} (stored CASHED_OUT ${stored.n}); round 1 crashed at ${Number(designed.crashCents[0]) / 100}x; ` +
        `${PLAYERS} sockets connected in ${connectMs.toFixed(0)} ms, ${PLAYERS} bets (${BET_CONCURRENCY} at a time) in ${betsMs.toFixed(0)} ms`,
      `  machine: ${cpus().length} CPUs, load average ${loadAtStart.map((l) => l.toFixed(1)).join(' / ')} at the start`,
    ];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) for (const l of await crashBench()) console.log(l);
