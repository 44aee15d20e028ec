import type { WsServerMessage } from '@goldline/contract/ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from '../../test/helpers.ts';
import { recordingSocket } from '../../test/ws-client.ts';

// Two app instances on ONE database, as two server processes behind a load balancer would be.
let a: TestApp;
let b: TestApp;
let url: string;
let token: string;
let memberId: string;
let n = 0;

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp(() => {}, { database: a.databaseName });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = b.app.server.address() as { port: number };
  token = await loginToken(b, 'player01', 'PlayDemo#2026');
  url = `ws://127.0.0.1:${port}/ws?token=${token}`;
  const row = await a.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', 'player01')
    .executeTakeFirstOrThrow();
  memberId = row.id;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const connect = () => recordingSocket(url);

const deposit = (amount: bigint) =>
  a.services.ledger.move({
    scope: 'rt',
    key: `d${++n}`,
    kind: 'deposit',
    postings: [
      { from: { system: 'payment_clearing', currency: 'USD' }, to: { memberId, kind: 'cash' }, amount },
    ],
  });
const events = (f: WsServerMessage[]) => f.filter((m) => m.type === 'event');

describe('real-time balance over two processes', () => {
  it('pushes the balance of a movement made in app A to a socket on app B', async () => {
    const c = connect();
    await c.until((f) => f.some((m) => m.type === 'hello'));
    await deposit(1234n);
    await c.until((f) => events(f).length === 1);
    const [e] = events(c.frames);
    expect(e?.event).toMatchObject({
      type: 'balance',
      balance: '12.34',
      available: '12.34',
      currency: 'USD',
      accountKind: 'cash',
    });
    expect(e!.seq).toBeGreaterThan(c.frames[0]!.seq);
    c.socket.close();
  });

  it('replays missed events in order after a reconnect, then live ones', async () => {
    const first = connect();
    await first.until((f) => f.some((m) => m.type === 'hello'));
    const lastSeen = first.frames[0]!.seq;
    first.socket.close();
    for (const amount of [1n, 2n, 3n]) await deposit(amount);

    const again = connect();
    await again.until((f) => f.some((m) => m.type === 'hello'));
    again.socket.send(JSON.stringify({ type: 'resume', afterSeq: lastSeen }));
    await again.until((f) => events(f).length === 3);
    await deposit(4n);
    await again.until((f) => events(f).length === 4);
    const got = events(again.frames);
    expect(got.map((m) => String(m.event?.balance))).toEqual(['12.35', '12.37', '12.40', '12.44']);
    const seqs = got.map((m) => m.seq);
    expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(4);
    again.socket.close();
  });

  it('answers ping with pong', async () => {
    const c = connect();
    await c.until((f) => f.some((m) => m.type === 'hello'));
    c.socket.send(JSON.stringify({ type: 'ping' }));
    await c.until((f) => f.some((m) => m.type === 'pong'));
    c.socket.close();
  });
});
