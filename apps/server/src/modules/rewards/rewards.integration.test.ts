import { randomUUID } from 'node:crypto';
import { splitHash, splitPool } from '@goldline/games/reward-draws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { createRafflesService } from './raffles.service.ts';

/**
 * Issue 16 (decision 101): the reward centre pays a reward once under 20 concurrent claims and
 * tells the member's sockets; a red-envelope rain's committed split sums to its pool and each
 * member grabs at most one share under concurrency; a raffle draws once. Real server, real
 * PostgreSQL.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const movements = async (scope: string, key: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE scope = ${scope} AND idem_key = ${key}`.execute(k.t.db)
  ).rows[0]!.n;
const audits = async (action: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`.execute(
      k.t.db,
    )
  ).rows[0]!.n;
const dice = async (token: string, amount: string) => {
  const res = await k.call('POST', '/wps/originals/dice/bet', token, {
    amount,
    target: 50,
    direction: 'under',
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the reward centre', () => {
  it('pays a reward claimed by 20 concurrent requests once, and the badge follows over the outbox', async () => {
    const memberId = k.ids.demo;
    const issued = await k.t.db.transaction().execute((trx) =>
      k.t.services.rewards.issue(trx, {
        memberId,
        source: 'MISSION',
        sourceKey: `test:${randomUUID()}`,
        title: { EN: 'Test mission' },
        currency: 'USD',
        amount: 1_234n,
      }),
    );
    expect(issued).toBe(true);
    const badges = (await k.call('GET', '/wps/rewards/badges', k.tokens.demo)).json().value;
    expect(badges).toMatchObject({ rewardCount: 1, missionCount: 1 });
    const list = (await k.call('GET', '/wps/rewards?status=CLAIMABLE', k.tokens.demo)).json().value;
    const reward = list.rows[0];
    expect(reward).toMatchObject({
      source: 'MISSION',
      title: 'Test mission',
      amount: '12.34',
      status: 'CLAIMABLE',
    });

    const before = (await k.balance(memberId)).balance;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => k.call('POST', `/wps/rewards/${reward.id}/claim`, k.tokens.demo)),
    );
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().value.reward).toMatchObject({ id: reward.id, status: 'CLAIMED' });
    }
    expect((await k.balance(memberId)).balance - before).toBe(1_234n);
    expect(await movements('rewards', `claim:${reward.id}`)).toBe(1);
    expect((await k.call('GET', '/wps/rewards/badges', k.tokens.demo)).json().value.rewardCount).toBe(0);
    // Another member cannot claim it.
    expect((await k.call('POST', `/wps/rewards/${reward.id}/claim`, k.tokens.player01)).statusCode).toBe(404);

    const events = await sql<{ status: string }>`
      SELECT payload->>'status' AS status FROM outbox_events
      WHERE member_id = ${memberId} AND type = 'reward' AND payload->>'rewardId' = ${reward.id} ORDER BY id`.execute(
      k.t.db,
    );
    expect(events.rows.map((e) => e.status)).toEqual(['CLAIMABLE', 'CLAIMED']);
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });
});

describe('red-envelope rains', () => {
  it('commits a split that sums to the pool and lets each member grab one share, first come', async () => {
    const res = await k.call('POST', '/admin/red-envelopes', k.tokens.op, {
      title: { EN: 'Test rain' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      minutes: 10,
      pool: '100.00',
      shares: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rain = res.json().value;
    expect(await audits('redEnvelopes.schedule')).toBeGreaterThanOrEqual(1);

    // The stored split: two shares summing to the pool, reproducible from the seed, as published.
    const row = (
      await sql<{ seed: string; shares: string[] }>`
        SELECT seed, shares::text[] AS shares FROM red_envelope_rains WHERE id = ${rain.id}`.execute(k.t.db)
    ).rows[0]!;
    const shares = row.shares.map(BigInt);
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(10_000n);
    expect(await splitPool(row.seed, 10_000n, 2)).toEqual(shares);
    expect(await splitHash(row.seed, shares)).toBe(rain.splitHash);
    // While it falls, members see the hash but neither the seed nor the split.
    const shown = (await k.call('GET', '/wps/red-envelopes', k.tokens.demo)).json().value.rains;
    expect(shown.find((r: { id: string }) => r.id === rain.id)).toMatchObject({
      splitHash: rain.splitHash,
      seed: null,
      split: null,
      shares: 2,
    });

    // Three members, five requests each, all at once: two shares, one per member at most.
    const members = [
      { id: k.ids.demo, token: k.tokens.demo },
      { id: k.ids.agent, token: k.tokens.agent },
      { id: k.ids.player01, token: k.tokens.player01 },
    ];
    const before = await Promise.all(members.map((m) => k.balance(m.id)));
    const answers = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 5 }, () => k.call('POST', `/wps/red-envelopes/${rain.id}/grab`, m.token)),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const gone = answers.filter((a) => a.statusCode === 409);
    expect(ok.length + gone.length).toBe(15);
    for (const g of gone) expect(g.json().code).toBe('RED_ENVELOPE_GONE');

    const grabs = (
      await sql<{ member_id: string; amount: string }>`
        SELECT member_id::text, amount::text FROM red_envelope_grabs WHERE rain_id = ${rain.id}`.execute(
        k.t.db,
      )
    ).rows;
    expect(grabs).toHaveLength(2);
    expect(new Set(grabs.map((g) => g.member_id)).size).toBe(2);
    expect(grabs.reduce((a, g) => a + BigInt(g.amount), 0n)).toBe(10_000n);
    for (const [i, m] of members.entries()) {
      const grab = grabs.find((g) => g.member_id === m.id);
      const paid = (await k.balance(m.id)).balance - before[i]!.balance;
      expect(paid).toBe(grab ? BigInt(grab.amount) : 0n);
      expect(await movements('red-envelope', `grab:${rain.id}:${m.id}`)).toBe(grab ? 1 : 0);
    }
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });

  it('refuses a grab outside the window', async () => {
    const res = await k.call('POST', '/admin/red-envelopes', k.tokens.op, {
      title: { EN: 'Later rain' },
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      minutes: 5,
      pool: '10.00',
      shares: 3,
    });
    const grab = await k.call('POST', `/wps/red-envelopes/${res.json().value.id}/grab`, k.tokens.demo);
    expect(grab.statusCode).toBe(409);
    expect(grab.json().code).toBe('RED_ENVELOPE_GONE');
  });
});

describe('raffles', () => {
  it('counts tickets for members who joined and draws once from the committed seed', async () => {
    const res = await k.call('POST', '/admin/raffles', k.tokens.op, {
      title: { EN: 'Test raffle' },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      depositPerTicket: '100.00',
      betPerTicket: '10.00',
      prizes: ['50.00', '20.00'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const raffle = res.json().value;
    expect(await audits('raffles.create')).toBeGreaterThanOrEqual(1);
    const joined = await k.call('POST', '/wps/relay/MCS2_claimRafflePromotion', k.tokens.player01, {
      raffleId: raffle.id,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await dice(k.tokens.player01, '25.00');
    const mine = (await k.call('GET', '/wps/raffles', k.tokens.player01)).json().value.raffles;
    expect(mine.find((r: { id: string }) => r.id === raffle.id)).toMatchObject({
      joined: true,
      myTickets: 2,
      seed: null,
    });

    // After its end: the draw places the one entrant's prize, and a second run changes nothing.
    const s = k.t.services;
    const later = createRafflesService({
      db: k.t.db,
      rewards: s.rewards,
      records: s.records,
      members: s.memberRecords,
      system: s.system,
      admin: s.admin,
      now: () => new Date(Date.now() + 2 * 3_600_000),
    });
    expect(await later.drawDue()).toBeGreaterThanOrEqual(1);
    expect(await later.drawDue()).toBe(0);
    const prizes = await sql<{ member_id: string; amount: string }>`
      SELECT member_id::text, amount::text FROM rewards WHERE source_key LIKE ${`raffle:${raffle.id}:%`}`.execute(
      k.t.db,
    );
    expect(prizes.rows).toEqual([{ member_id: k.ids.player01, amount: '5000' }]);
    const drawn = (await later.list(null, 'EN')).raffles.find((r) => r.id === raffle.id)!;
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.winners).toEqual([{ rank: 1, name: 'pl***', tickets: 2, prize: '50.00' }]);
  });
});
