import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { createOriginalsKit, type OriginalsKit } from './originals.test-kit.ts';

/**
 * The seed-state cache (decision 093) with two apps on one database, each with its own pool and
 * LISTEN connection, as two processes have: B answers GET /wps/originals/seeds from memory, and a
 * bet or a rotation made through A reaches B's answer with no wait but the NOTIFY's delivery.
 * Waits poll every 10 ms and give up after BOUND_MS.
 */
const BOUND_MS = 2_000;

let k: OriginalsKit;
let b: TestApp;
let tokenA: string;
let tokenB: string;
let memberId: string;

beforeAll(async () => {
  k = await createOriginalsKit();
  b = await createTestApp(() => {}, { database: k.t.databaseName });
  tokenA = k.tokens.demo;
  tokenB = await loginToken(b, 'demo', 'PlayDemo#2026');
  memberId = k.ids.demo;
  await k.fund(memberId, 1_000_000n);
});
afterAll(async () => {
  await b?.close();
  await k?.close();
});

interface State {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nextServerSeedHash: string;
}
const seedsOn = async (t: TestApp, token: string): Promise<State> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/originals/seeds',
    headers: { 'x-session-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

/** Polls `done` every 10 ms; fails after BOUND_MS. */
async function until(done: () => boolean): Promise<void> {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > BOUND_MS) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Polls B until `done` holds; fails after BOUND_MS. */
async function untilOnB(done: (s: State) => boolean): Promise<State> {
  const start = performance.now();
  for (;;) {
    const s = await seedsOn(b, tokenB);
    if (done(s)) return s;
    if (performance.now() - start > BOUND_MS) throw new Error(`B still answers ${JSON.stringify(s)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the seed-state cache across two processes', () => {
  it('serves B from memory: a nonce changed without an announcement is not seen by B', async () => {
    expect(b.services.seeds.caching).toBe(true);
    // The member's first pair: its creation is announced, and the notice reaches B's own listener
    // at a time of its own; a drop after B's next read would make that read look uncached. Wait for it.
    const noticed = b.services.seeds.noticesReceived;
    await b.services.seeds.ensureActive(b.db, memberId);
    await until(() => b.services.seeds.noticesReceived > noticed);
    const first = await seedsOn(b, tokenB);
    await sql`UPDATE player_seeds SET nonce = nonce + 100 WHERE member_id = ${memberId} AND active`.execute(
      k.t.db,
    );
    expect(await seedsOn(b, tokenB)).toEqual(first);
    // A never cached it: it reads the row.
    expect((await seedsOn(k.t, tokenA)).nonce).toBe(first.nonce + 100);
  });

  it("a bet through A moves B's nonce", async () => {
    const before = await seedsOn(k.t, tokenA);
    const bet = await k.dice(tokenA);
    expect(bet.json().success, bet.body).toBe(true);
    expect(bet.json().value.nonce).toBe(before.nonce);
    const onB = await untilOnB((s) => s.nonce === before.nonce + 1);
    expect(onB.serverSeedHash).toBe(before.serverSeedHash);
  });

  it("a bet through B shows on B's very next read, with no wait", async () => {
    const before = await seedsOn(b, tokenB);
    const bet = await b.app.inject({
      method: 'POST',
      url: '/wps/originals/dice/bet',
      headers: { 'x-session-token': tokenB },
      payload: { amount: '1.00', idempotencyKey: crypto.randomUUID(), target: 50, direction: 'under' },
    });
    expect(bet.json().success, bet.body).toBe(true);
    expect((await seedsOn(b, tokenB)).nonce).toBe(before.nonce + 1);
  });

  it("a rotation through A reaches B: the committed next seed becomes B's current one", async () => {
    const before = await untilOnB(() => true);
    const rotated = await k.post('/wps/originals/seeds/rotate', tokenA);
    expect(rotated.json().success, rotated.body).toBe(true);
    const onB = await untilOnB((s) => s.serverSeedHash !== before.serverSeedHash);
    expect(onB.serverSeedHash).toBe(before.nextServerSeedHash);
    expect(onB.nonce).toBe(0);
  });
});
