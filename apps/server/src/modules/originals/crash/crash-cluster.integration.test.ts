import type { ChildProcess } from 'node:child_process';
import type { CrashState } from '@goldline/contract/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestDatabase, seedTestDatabase } from '../../../../test/helpers.ts';
import { postSealed } from '../../../../test/http-client.ts';
import { freePort, killNow, startServer } from '../../../../test/server-process.ts';
import { recordingSocket } from '../../../../test/ws-client.ts';
import { createDb, type Db } from '../../../db/database.ts';
import { commitDesignedChain, eventually, leaderPids, roundPhase } from './crash.test-kit.ts';

/**
 * Two REAL server processes (apps/server/src/server.ts, CRASH_LOOP on by default) on one database:
 * exactly one holds the leadership lock and runs rounds; the other answers HTTP and broadcasts to
 * its sockets. Round 3 (1.08x-1.12x) carries two bets; the leader is SIGKILLed as it launches, and
 * the other process must take over within seconds, finish the round at its committed point and
 * settle each bet exactly once. Rounds 1-2 crash below 1.10x so the test stays short.
 */
let db: Db | undefined;
const servers: ChildProcess[] = [];
const bases = new Map<number, string>();
const sockets: WebSocket[] = [];

beforeAll(async () => {
  const { url } = await createTestDatabase();
  db = createDb(url, 2);
  // Seeded before either process starts (both would race to seed), with cheap argon2.
  await seedTestDatabase(db);
  await commitDesignedChain(db, [
    [101n, 110n],
    [101n, 110n],
    [108n, 112n],
  ]);
  const env = { DATABASE_URL: url, CRASH_BETTING_MS: '500', CRASH_CRASHED_MS: '100' };
  const ports = [await freePort(), await freePort()];
  while (ports[1] === ports[0]) ports[1] = await freePort();
  const started = await Promise.allSettled(ports.map((port) => startServer(env, port)));
  for (const [i, s] of started.entries()) {
    if (s.status === 'fulfilled') {
      servers.push(s.value);
      bases.set(s.value.pid!, `http://127.0.0.1:${ports[i]}`);
    }
  }
  for (const s of started) if (s.status === 'rejected') throw s.reason;
}, 150_000);

afterAll(async () => {
  for (const s of sockets) s.terminate();
  // Our own children, by their handles: never a kill by name.
  await Promise.all(servers.map((c) => killNow(c)));
  await db?.destroy();
});

async function login(base: string, username: string, password: string): Promise<string> {
  const res = await postSealed(base, '/wps/session/login', { type: 'username', username, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function post(base: string, path: string, token: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': token },
    body: JSON.stringify(body),
  });
}

describe('crash loop over two server processes on one database', () => {
  it('runs one loop; when the leader dies the other takes over and settles the open round once', async () => {
    const database = db!;
    const [first] = await eventually(async () => {
      const pids = await leaderPids(database);
      return pids.length === 1 ? pids : null;
    });
    const leader = servers.find((s) => s.pid === first)!;
    const follower = servers.find((s) => s.pid !== first)!;
    expect(leader).toBeDefined();
    expect(follower).toBeDefined();
    const base = bases.get(follower.pid!)!;

    // Everything the test does goes through the follower: HTTP, and a socket that can only hear
    // the leader's phase changes through NOTIFY.
    const demo = await login(base, 'demo', 'PlayDemo#2026');
    const agent = await login(base, 'agent', 'AgentDemo#2026');
    const ws = recordingSocket(`${base.replace('http', 'ws')}/ws?token=${demo}`);
    sockets.push(ws.socket);
    await ws.until((f) => f.some((m) => m.type === 'hello'));

    await eventually(async () => (await roundPhase(database, 3)) === 'BETTING', 20_000);
    for (const [token, body] of [
      [demo, { amount: '1.00', idempotencyKey: 'cluster-demo-3', autoCashout: '1.05' }],
      [agent, { amount: '1.00', idempotencyKey: 'cluster-agent-3' }],
    ] as const) {
      const res = await post(base, '/wps/originals/crash/bet', token, body);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { value: { roundId: string } }).value.roundId).toBe('crash-3');
    }
    await ws.until((f) =>
      f.some(
        (m) =>
          m.type === 'crash' &&
          (m.data as CrashState).roundId === 'crash-3' &&
          (m.data as CrashState).phase === 'RUNNING',
      ),
    );

    // The leader dies with round 3 running and both bets open.
    expect(await leaderPids(database)).toEqual([leader.pid]);
    await killNow(leader);
    const killedAt = Date.now();
    await eventually(async () => {
      const pids = await leaderPids(database);
      return pids.length === 1 && pids[0] === follower.pid;
    }, 10_000);
    const takeoverMs = Date.now() - killedAt;
    expect(takeoverMs).toBeLessThan(5_000);

    // Round 3 is finished by the new leader and the next rounds go on.
    await eventually(
      async () => (await roundPhase(database, 4)) === 'RUNNING' || (await roundPhase(database, 5)),
      15_000,
    );
    const bets = await database
      .selectFrom('crash_bets')
      .select(['request_id', 'status', 'cashout_cents', 'payout', 'tx_id'])
      .where('round_id', '=', '3')
      .orderBy('request_id')
      .execute();
    expect(bets.map(({ tx_id: _, ...b }) => b)).toEqual([
      { request_id: 'cluster-agent-3', status: 'LOST', cashout_cents: null, payout: '0' },
      { request_id: 'cluster-demo-3', status: 'CASHED_OUT', cashout_cents: '105', payout: '105' },
    ]);
    for (const b of bets) {
      const wins = await database
        .selectFrom('game_wallet_txs')
        .select(['kind', 'amount'])
        .where('tx_id', '=', `${b.tx_id}:win`)
        .execute();
      expect(wins).toEqual([{ kind: 'WIN', amount: b.payout }]);
    }

    // One loop: rounds numbered 1..n with their chain's games in order, never two at a time.
    const rounds = await database
      .selectFrom('crash_rounds')
      .select(['id', 'game_number', 'phase', 'starts_at', 'started_at', 'crashed_at'])
      .orderBy('id')
      .execute();
    expect(rounds.map((r) => Number(r.id))).toEqual(rounds.map((_, i) => i + 1));
    expect(rounds.every((r) => r.game_number === Number(r.id))).toBe(true);
    for (let i = 1; i < rounds.length; i++) {
      const previous = rounds[i - 1]!;
      const current = rounds[i]!;
      if (current.started_at)
        expect(current.started_at.getTime()).toBeGreaterThan(previous.crashed_at!.getTime());
    }
    // Each launch was announced once, through NOTIFY, to the follower's socket.
    const launches = ws.frames
      .filter((m) => m.type === 'crash' && (m.data as CrashState).phase === 'RUNNING')
      .map((m) => (m.data as CrashState).roundId);
    expect(launches.filter((id) => id === 'crash-3')).toHaveLength(1);
    expect(new Set(launches).size).toBe(launches.length);
    console.log(`crash cluster: leader ${leader.pid} killed, ${follower.pid} took over in ${takeoverMs} ms`);
  }, 60_000);
});
