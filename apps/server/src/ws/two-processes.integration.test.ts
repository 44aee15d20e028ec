import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { TOKEN_HEADER } from '@goldline/contract/encryption';
import type { WsServerMessage } from '@goldline/contract/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createTestDatabase, seedTestDatabase } from '../../test/helpers.ts';
import { loginWithPaymentPassword, postSealed } from '../../test/http-client.ts';
import { killNow, startTwoServers } from '../../test/server-process.ts';
import { recordingSocket } from '../../test/ws-client.ts';
import { createDb, type Db } from '../db/database.ts';

/**
 * The wallet issue's requirement, literally: "Two server processes on one database: a movement made
 * through one reaches a socket held by the other". Two REAL servers (apps/server/src/server.ts, each
 * its own node process on its own port) share one fresh seeded database. player01 holds a socket on
 * B; the agent transfers to player01 through A; the only way the event can reach B's socket is
 * A's commit -> outbox_events + NOTIFY -> B's relay (docs/decisions/031-realtime-outbox.md).
 * realtime.integration.test.ts proves the same with two apps inside one process.
 */
const PAY = 'Pay#2026';

let db: Db | undefined;
let serverA: ChildProcess | undefined;
let serverB: ChildProcess | undefined;
let baseA: string;
let baseB: string;
let agentToken: string;
let playerToken: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  const { url } = await createTestDatabase();
  db = createDb(url, 1);
  // Seeded here, before either process starts (both would otherwise race to seed), with cheap
  // argon2: hashes carry their parameters, so the servers' logins stay fast.
  await seedTestDatabase(db);
  const started = await startTwoServers({ DATABASE_URL: url, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' }, 20_000);
  [serverA, serverB] = started.children;
  [baseA, baseB] = started.bases;

  const login = await postSealed(baseB, '/wps/session/login', {
    type: 'username',
    username: 'player01',
    password: 'PlayDemo#2026',
  });
  expect(login.status).toBe(200);
  playerToken = ((await login.json()) as { value: { token: string } }).value.token;
  agentToken = await loginWithPaymentPassword(baseA, 'agent', 'AgentDemo#2026', PAY);
});

afterAll(async () => {
  for (const s of sockets) s.terminate();
  // Our own children, by their handles (their PIDs): never a kill by name.
  await Promise.all([serverA, serverB].map((c) => (c ? killNow(c) : undefined)));
  await db?.destroy();
});

/** A socket to process B that records every frame and can wait for a condition on them. */
async function connectToB() {
  const { socket, frames, until } = recordingSocket(`${baseB.replace('http', 'ws')}/ws?token=${playerToken}`);
  sockets.push(socket);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await until((f) => f.some((m) => m.type === 'hello'));
  const hello = frames.find((m) => m.type === 'hello')!;
  return { socket, frames, until, hello, closed };
}

/** agent -> player01 through process A; resolves once A answered (the movement is committed). */
async function transferThroughA(amount: string) {
  const res = await fetch(`${baseA}/wps/agent/transfer/downline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: agentToken },
    body: JSON.stringify({
      downline: 'player01',
      amount,
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const events = (f: WsServerMessage[]) => f.filter((m) => m.type === 'event');
const balances = (f: WsServerMessage[]) =>
  events(f)
    .filter((m) => m.event?.type === 'balance')
    .map((m) => m.event?.balance);
const messageAmounts = (f: WsServerMessage[]) =>
  events(f)
    .filter((m) => m.event?.type === 'message')
    .map((m) => (m.event?.params as { amount?: string } | undefined)?.amount);
const strictlyIncreasing = (seqs: number[]) => seqs.every((s, i) => i === 0 || s > seqs[i - 1]!);

describe('real-time over two server processes on one database', () => {
  it('delivers a transfer made through A to a socket on B, and replays what B missed on resume', async () => {
    expect(serverA?.pid).toBeTypeOf('number');
    expect(serverA?.pid).not.toBe(serverB?.pid);

    // 1. Live: a socket on B sees the movement made through A within 5 s.
    const live = await connectToB();
    const sentAt = Date.now();
    await transferThroughA('1.25');
    await live.until((f) => balances(f).includes('1.25') && messageAmounts(f).includes('1.25'));
    const latency = Date.now() - sentAt;
    expect(latency).toBeLessThan(5_000);
    const balance = events(live.frames).find((m) => m.event?.type === 'balance');
    expect(balance?.event).toMatchObject({
      type: 'balance',
      accountKind: 'cash',
      balance: '1.25',
      available: '1.25',
    });
    const message = events(live.frames).find((m) => m.event?.type === 'message');
    expect(message?.event).toMatchObject({ type: 'message', params: { name: 'agent', amount: '1.25' } });
    const liveSeqs = live.frames.map((m) => m.seq);
    expect(live.frames.map((m) => m.type)).toEqual(['hello', 'event', 'event']);
    expect(strictlyIncreasing(liveSeqs)).toBe(true);
    const lastSeen = liveSeqs.at(-1)!;

    // 2. Disconnected: a second transfer through A while no socket of player01 is open on B.
    live.socket.close();
    await live.closed;
    await transferThroughA('2.00');

    // 3. Reconnect to B and resume after the last seq seen: the missed events, in order, once.
    const again = await connectToB();
    expect(again.hello.seq).toBeGreaterThan(lastSeen);
    again.socket.send(JSON.stringify({ type: 'resume', afterSeq: lastSeen }));
    await again.until((f) => events(f).length >= 2);
    // ...then a live one behind the replay, so a duplicate or a late replay would show up before it.
    await transferThroughA('0.75');
    await again.until((f) => balances(f).includes('4.00') && messageAmounts(f).includes('0.75'));
    // A pong is sent after any frame B had already queued for this socket.
    again.socket.send(JSON.stringify({ type: 'ping' }));
    await again.until((f) => f.some((m) => m.type === 'pong'));

    const got = events(again.frames);
    expect(got.map((m) => m.event?.type)).toEqual(['balance', 'message', 'balance', 'message']);
    expect(balances(again.frames)).toEqual(['3.25', '4.00']);
    expect(messageAmounts(again.frames)).toEqual(['2.00', '0.75']);
    const seqs = got.map((m) => m.seq);
    expect(seqs[0]).toBeGreaterThan(lastSeen);
    expect(seqs[1]).toBe(again.hello.seq); // the replay ends where hello said the member stood
    expect(strictlyIncreasing(seqs)).toBe(true);
    expect(new Set(seqs).size).toBe(seqs.length);
    again.socket.close();
    await again.closed;
    console.log(`two processes: A -> B socket in ${latency} ms; resume replayed 2 missed events`);
  }, 20_000);
});
