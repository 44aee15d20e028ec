import { randomUUID } from 'node:crypto';
import { amountToMinor } from '@goldline/contract/money';
import { verifyJackpotReveal } from '@goldline/games/jackpot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginalsKit, type OriginalsKit } from '../originals/originals.test-kit.ts';

const minor = (amount: string) => amountToMinor(amount, 2);

async function poolBalance(k: OriginalsKit): Promise<bigint> {
  return (await k.t.services.ledger.balance({ system: 'jackpot_pool', currency: 'USD' })).balance;
}
async function poolRow(k: OriginalsKit) {
  return k.t.db
    .selectFrom('jackpot_pools')
    .selectAll()
    .where('code', '=', 'GOLDEN')
    .executeTakeFirstOrThrow();
}
async function shards(k: OriginalsKit): Promise<bigint[]> {
  const rows = await k.t.db
    .selectFrom('jackpot_meter_shards')
    .select('contributed_scaled')
    .where('pool_code', '=', 'GOLDEN')
    .execute();
  return rows.map((r) => BigInt(r.contributed_scaled));
}
/** The live meter (decision 073): the meter at the cycle's start + what the shards gained since. */
async function meter(k: OriginalsKit): Promise<bigint> {
  const row = await poolRow(k);
  const total = (await shards(k)).reduce((a, b) => a + b, 0n);
  return BigInt(row.meter_scaled) + total - BigInt(row.base_scaled);
}
/**
 * The ledger's pool account holds every seed the house funded, minus every hit paid, plus the
 * whole minor units of each shard; and the shards hold every contribution: what the paid cycles
 * took from the seed to their trigger, their overshoot (the reserve) and the running meter's gain.
 */
async function expectLedgerMatchesMeter(k: OriginalsKit): Promise<void> {
  const row = await poolRow(k);
  const hits = await k.t.db.selectFrom('jackpot_hits').select(['amount', 'trigger_minor']).execute();
  const paid = hits.reduce((sum, h) => sum + BigInt(h.amount), 0n);
  const seed = BigInt(row.seed_minor);
  const parts = await shards(k);
  const wholeUnits = parts.reduce((sum, s) => sum + s / 10_000n, 0n);
  expect(await poolBalance(k)).toBe(seed * BigInt(row.cycle) - paid + wholeUnits);
  const total = parts.reduce((a, b) => a + b, 0n);
  const cycles = hits.reduce((sum, h) => sum + (BigInt(h.trigger_minor) - seed) * 10_000n, 0n);
  expect(total).toBe(cycles + BigInt(row.reserve_scaled) + (await meter(k)) - seed * 10_000n);
}
const pools = async (k: OriginalsKit) => (await k.get('/wps/jackpot/pools')).json().value.pools;

describe('jackpot with the default pool', () => {
  let k: OriginalsKit;
  beforeAll(async () => {
    k = await createOriginalsKit();
  });
  afterAll(() => k.close());

  it('starts with the seed funded by the house and a committed trigger', async () => {
    const [pool] = await pools(k);
    expect(pool).toMatchObject({
      code: 'GOLDEN',
      currency: 'USD',
      amount: '1000.00',
      mustHitBy: '10000.00',
      lastHit: null,
    });
    expect(pool.triggerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await poolBalance(k)).toBe(100_000n);
    expect(JSON.stringify(await pools(k))).not.toContain((await poolRow(k)).draw_seed);
  });

  it('takes 0.5 % of every cash bet from the house, in whole minor units as the meter passes them', async () => {
    const moves = await k.movements('jackpot');
    const dice = (await k.dice(k.tokens.demo, { amount: '10.00' })).json().value;
    expect(dice.jackpotWin).toBeNull();
    expect((await pools(k))[0].amount).toBe('1000.05');
    expect(await poolBalance(k)).toBe(100_005n);
    expect((await k.movements('jackpot')) - moves).toBe(1);
    // 0.10 adds half a minor unit: the meter keeps the fraction, the ledger moves on the whole unit.
    await k.dice(k.tokens.demo, { amount: '0.10' });
    await expectLedgerMatchesMeter(k);
    expect(await poolBalance(k)).toBe(100_005n);
    await k.post('/wps/originals/slot/spin', k.tokens.demo, { amount: '2.00', idempotencyKey: randomUUID() });
    expect(await poolBalance(k)).toBe(100_006n);
    await expectLedgerMatchesMeter(k);
    const mines = (
      await k.post('/wps/originals/mines/start', k.tokens.demo, {
        amount: '2.00',
        idempotencyKey: randomUUID(),
        mines: 1,
      })
    ).json().value;
    expect(mines.jackpotWin).toBeNull();
    expect(await poolBalance(k)).toBe(100_007n);
    // 1,000.00 seed + 10.00 × 0.5 % + 0.10 × 0.5 % + 2 × 2.00 × 0.5 %, in 1/10,000 minor units.
    expect(await meter(k)).toBe(100_007n * 10_000n + 500n);
    await expectLedgerMatchesMeter(k);
  });

  it('a trial member plays with play money and never touches the jackpot', async () => {
    const trial = await k.trialToken();
    const trialId = await k.memberIdOf(trial);
    const play = await k.playBalance(trialId);
    const before = await meter(k);
    const moves = await k.movements('jackpot');
    const bet = (await k.dice(trial, { amount: '10.00', target: 50 })).json().value;
    expect(bet.jackpotWin).toBeNull();
    const spin = await k.post('/wps/originals/slot/spin', trial, {
      amount: '1.00',
      idempotencyKey: randomUUID(),
    });
    expect(spin.statusCode).toBe(200);
    const after = await k.playBalance(trialId);
    expect(after).toBe(play - 1100n + minor(bet.payout) + minor(spin.json().value.payout));
    expect(spin.json().value.balance).toBe((Number(after) / 100).toFixed(2));
    expect(await meter(k)).toBe(before);
    expect(await k.movements('jackpot')).toBe(moves);
    const accounts = await k.t.db
      .selectFrom('ledger_accounts')
      .select('kind')
      .where('member_id', '=', trialId)
      .execute();
    expect(accounts).toEqual([{ kind: 'play' }]);
    const money = await k.t.db
      .selectFrom('originals_rounds')
      .select('money')
      .where('member_id', '=', trialId)
      .execute();
    expect(money).toEqual([{ money: 'play' }, { money: 'play' }]);
  });
});

describe('jackpot hit (low trigger injected through the pool config)', () => {
  let k: OriginalsKit;
  const config = { seedMinor: 1_000n, capMinor: 1_010n, contributionBps: 100n };
  beforeAll(async () => {
    k = await createOriginalsKit();
    // Before the first read or bet: the first cycle starts with this config (10.00 to 10.10, 1 %).
    await k.t.db
      .updateTable('jackpot_pools')
      .set({ seed_minor: '1000', cap_minor: '1010', contribution_bps: 100 })
      .where('code', '=', 'GOLDEN')
      .execute();
    await k.fund(k.ids.player01, 500_000n);
  });
  afterAll(() => k.close());

  it('pays the trigger once to the bet that reaches it, reveals it and restarts with a new commitment', async () => {
    const [before] = await pools(k);
    expect(before).toMatchObject({ amount: '10.00', mustHitBy: '10.10' });
    const balance = (await k.balance(k.ids.demo)).balance;
    let net = 0n;
    let hit: { jackpotWin: string; roundId: string } | null = null;
    // Each 1.00 bet adds 1 minor unit and the trigger is at most 10 units above the seed.
    for (let i = 0; i < 12 && !hit; i += 1) {
      const v = (await k.dice(k.tokens.demo, { amount: '1.00', target: 50 })).json().value;
      net += minor(v.payout) - 100n;
      if (v.jackpotWin) hit = v;
      else await expectLedgerMatchesMeter(k);
    }
    expect(hit).not.toBeNull();
    const trigger = minor(hit!.jackpotWin);
    expect(trigger).toBeGreaterThanOrEqual(1_000n);
    expect(trigger).toBeLessThanOrEqual(1_010n);
    expect((await k.balance(k.ids.demo)).balance).toBe(balance + net + trigger);

    const [after] = await pools(k);
    expect(after.amount).toBe('10.00');
    expect(after.triggerHash).not.toBe(before.triggerHash);
    expect(after.lastHit).toMatchObject({
      amount: hit!.jackpotWin,
      trigger: hit!.jackpotWin,
      customerName: 'de***o',
    });
    const reveal = {
      jackpotId: 'GOLDEN:1',
      triggerMinor: trigger,
      drawSeed: after.lastHit.salt,
      commitment: before.triggerHash,
    };
    expect(await verifyJackpotReveal(reveal, config)).toBe(true);
    expect(await poolBalance(k)).toBe(1_000n);
    await expectLedgerMatchesMeter(k);
    const hits = await k.t.db.selectFrom('jackpot_hits').selectAll().execute();
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      cycle: 1,
      member_id: k.ids.demo,
      round_ref: hit!.roundId,
      amount: String(trigger),
    });
    const recall = (await k.get(`/wps/originals/rounds/${hit!.roundId}`, k.tokens.demo)).json().value;
    expect(recall.result.jackpotWin).toBe(hit!.jackpotWin);
  });

  it('under concurrent bets from several players every cycle pays exactly its trigger, once', async () => {
    const players = [
      { token: k.tokens.demo, id: k.ids.demo },
      { token: k.tokens.agent, id: k.ids.agent },
      { token: k.tokens.player01, id: k.ids.player01 },
    ];
    const hitsBefore = await k.t.db.selectFrom('jackpot_hits').select('id').execute();
    const before = await Promise.all(players.map(async (p) => (await k.balance(p.id)).balance));
    const cycle = (await poolRow(k)).cycle;
    const replies = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => k.dice(players[i % 3]!.token, { amount: '1.00', target: 50 })),
      )
    ).map((r) => r.json());
    expect(replies.filter((a) => !a.success)).toEqual([]);
    const answers = replies.map((r) => r.value);
    const hits = await k.t.db
      .selectFrom('jackpot_hits')
      .selectAll()
      .where('cycle', '>=', cycle)
      .orderBy('cycle')
      .execute();
    const wins = answers.filter((a) => a.jackpotWin !== null);
    expect(hits.length).toBe(wins.length);
    expect(hits.length).toBe((await poolRow(k)).cycle - cycle);
    expect(hits.length).toBeGreaterThan(0); // 30 units of meter, cycles of at most 11
    expect(hitsBefore.length + hits.length).toBe((await poolRow(k)).cycle - 1);
    for (const h of hits) expect(h.amount).toBe(h.trigger_minor);
    expect(wins.map((w) => minor(w.jackpotWin)).sort()).toEqual(hits.map((h) => BigInt(h.amount)).sort());
    // Every player's balance moved by exactly their game results plus their jackpot wins.
    for (const [i, p] of players.entries()) {
      const mine = answers.filter((_, j) => j % 3 === i);
      const expected = mine.reduce(
        (sum, a) => sum + minor(a.payout) - 100n + (a.jackpotWin ? minor(a.jackpotWin) : 0n),
        before[i]!,
      );
      expect((await k.balance(p.id)).balance).toBe(expected);
    }
    await expectLedgerMatchesMeter(k);
  });
});

describe('jackpot contributions from many transactions at once (decision 073)', () => {
  let k: OriginalsKit;
  beforeAll(async () => {
    k = await createOriginalsKit();
    // 10.00 to 10.40 at 1 %: every 1.00 contribution adds one minor unit, so 200 concurrent
    // contributions cross several triggers while others are still in flight.
    await k.t.db
      .updateTable('jackpot_pools')
      .set({ seed_minor: '1000', cap_minor: '1040', contribution_bps: 100 })
      .where('code', '=', 'GOLDEN')
      .execute();
  });
  afterAll(() => k.close());

  it('pays each cycle once, to one of its bets, and the shards account for every contribution', async () => {
    const { jackpot } = k.t.services;
    const members = [k.ids.demo, k.ids.agent, k.ids.player01];
    const wins = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        k.t.db.transaction().execute((trx) =>
          jackpot.contribute(trx, {
            memberId: members[i % members.length]!,
            amount: 100n,
            roundRef: `test-${i}`,
            currency: 'USD',
          }),
        ),
      ),
    );
    const row = await poolRow(k);
    const hits = await k.t.db.selectFrom('jackpot_hits').selectAll().orderBy('cycle').execute();
    const paid = wins.filter((w) => w !== null);
    // 200 units of meter, cycles of at most 41: at least four hits, one per finished cycle.
    expect(hits.length).toBeGreaterThanOrEqual(4);
    expect(hits.map((h) => h.cycle)).toEqual(Array.from({ length: hits.length }, (_, i) => i + 1));
    expect(row.cycle).toBe(hits.length + 1);
    expect(paid).toHaveLength(hits.length);
    for (const h of hits) expect(h.amount).toBe(h.trigger_minor);
    expect(paid.sort()).toEqual(hits.map((h) => BigInt(h.amount)).sort());
    // Every hit went to a distinct contribution, and each was at or past its trigger when paid.
    expect(new Set(hits.map((h) => h.round_ref)).size).toBe(hits.length);
    const total = (await shards(k)).reduce((a, b) => a + b, 0n);
    expect(total).toBe(200n * 100n * 100n);
    // Contributions spread over shards rather than queueing on one row.
    expect((await shards(k)).filter((s) => s > 0n).length).toBeGreaterThan(1);
    await expectLedgerMatchesMeter(k);
    const wallet = await k.t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('scope', '=', 'jackpot')
      .where('idem_key', 'like', 'hit:%')
      .executeTakeFirstOrThrow();
    expect(Number(wallet.n)).toBe(hits.length);
  });
});
