import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';

/**
 * Seed rotations of one member at once (rotate and client-seed changes alike, with a few bets in
 * between): each answers success or a clear conflict, never a 500, and the member always ends with
 * exactly one active pair whose chain of revealed seeds has no gap or fork.
 */
let t: TestApp;
let token: string;
let memberId: string;
beforeAll(async () => {
  // A pool as large as the burst, so the calls really do meet in the database.
  t = await createTestApp(() => {}, { poolSize: 14 });
  token = await loginToken(t, 'demo', 'PlayDemo#2026');
  memberId = (
    await t.db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const CONFLICTS = ['ROUND_IN_PROGRESS', 'IDEMPOTENCY_CONFLICT', 'INVALID_STATE'];
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

/** Ten rotations (every other one a client-seed change) and two dice bets, all at once. */
async function burst() {
  const rotations = Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0
      ? post('/wps/originals/seeds/rotate', {})
      : post('/wps/originals/seeds/client', { clientSeed: `burst-${i}` }),
  );
  const bets = Array.from({ length: 2 }, () =>
    post('/wps/originals/dice/bet', {
      amount: '1.00',
      idempotencyKey: randomUUID(),
      target: 50,
      direction: 'under',
    }),
  );
  return { rotations: await Promise.all(rotations), bets: await Promise.all(bets) };
}

const pairs = () =>
  t.db
    .selectFrom('player_seeds')
    .select(['server_seed_hash', 'next_server_seed_hash', 'active'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();

describe('concurrent seed rotations for one member', () => {
  // The first burst meets the first use (no pair yet); the later ones an existing pair.
  for (let i = 0; i < 6; i += 1)
    it(`burst ${i + 1}${i === 0 ? ' (no pair yet)' : ''}: success or a conflict each, one active pair after`, async () => {
      const before = (await pairs()).length;
      const { rotations, bets } = await burst();
      let rotated = 0;
      for (const res of [...rotations, ...bets]) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        const body = res.json();
        if (!body.success) expect(CONFLICTS, res.body).toContain(body.code);
      }
      for (const res of rotations) if (res.json().success) rotated += 1;
      const rows = await pairs();
      expect(rows.filter((r) => r.active)).toHaveLength(1);
      // One new pair per successful rotation (plus the first one, created on first use).
      expect(rows.length - before).toBe(rotated + (before === 0 ? 1 : 0));
      // A chain: each pair's server seed is the one its predecessor committed to as next.
      for (let j = 1; j < rows.length; j += 1)
        expect(rows[j]!.server_seed_hash).toBe(rows[j - 1]!.next_server_seed_hash);
      expect(rows.at(-1)!.active).toBe(true);
    });
});
