import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, ledgerViolations, newMember } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/seed-wallet.ts';

/**
 * Issue 16 (decision 100): points in the ledger (kind 'points'), earned by the job from credited
 * deposits and settled bets, spent on goods and conversions with the payment password, refunded on
 * rejection; stock that never goes below zero. Real server, real PostgreSQL.
 */
let k: WalletKit;
const PASSWORD = 'Pay#Test1';
beforeAll(async () => {
  k = await createWalletKit();
  // 1 point per 1.00 deposited, 10 points = 1.00 of cash, conversions from 10 points.
  await k.t.services.points.adminSaveConfig(null, {
    rates: { LIVE: 100, LOTTERY: 100, CARD: 100, SLOTS: 100, SPORTS: 100, DEPOSIT: 100 },
    pointsPerUnit: 10,
    minConvert: 10,
  });
}, 120_000);
afterAll(() => k.close());

const s = () => k.t.services;
const pointsOf = async (memberId: string) => BigInt((await s().points.balance(memberId)).points);
const stockOf = async (goodsId: string) =>
  (await s().points.adminGoods()).rows.find((g) => g.id === goodsId)!.stock;

/** A member with a payment password and `points` points, earned by the job from a deposit. */
async function memberWithPoints(points: number): Promise<string> {
  const { memberId } = await newMember(k.t.db, s().ledger, 'cash', 'USD');
  await s().security.presetPaymentPassword(memberId, PASSWORD);
  if (points > 0) {
    const [channel] = await s().deposits.allChannels();
    await k.t.db.transaction().execute((trx) =>
      s().deposits.recordApprovedDeposit(trx, {
        memberId,
        channelId: channel!.id,
        amount: BigInt(points) * 100n,
        currency: 'USD',
        payerName: 'Test',
        reference: randomUUID(),
        memo: 'test deposit',
      }),
    );
    await s().points.earn(new Date());
  }
  return memberId;
}

async function goods(points: number, stock: number): Promise<string> {
  return (
    await s().points.adminCreateGoods(null, {
      name: `Goods ${randomUUID().slice(0, 6)}`,
      description: '',
      nameTranslations: {},
      descriptionTranslations: {},
      imageUrl: '/points/mug.svg',
      points: String(points),
      amount: '1.00',
      amountRequirement: '0.00',
      stock,
      enabled: true,
      sort: 0,
    })
  ).id;
}

const address = { name: 'Test Person', phone: '+95 9 555 0101', address: '1 Test Street, Yangon' };
const redeem = (memberId: string, goodsId: string, password = PASSWORD) =>
  s().points.redeem(memberId, { goodsId, address, paymentPassword: password, idempotencyKey: randomUUID() });
const convert = (memberId: string, points: number) =>
  s().points.convert(memberId, {
    points: String(points),
    paymentPassword: PASSWORD,
    idempotencyKey: randomUUID(),
  });

describe('earning', () => {
  it('earns deposit points once per window, by the job, whatever runs it twice', async () => {
    const memberId = await memberWithPoints(37);
    expect(await pointsOf(memberId)).toBe(37n);
    await s().points.earn(new Date());
    await Promise.all([s().points.earn(new Date()), s().points.earn(new Date())]);
    expect(await pointsOf(memberId)).toBe(37n);
    const history = await s().points.history(memberId, { page: 1, pageSize: 10 });
    expect(history.rows.map((r) => [r.type, r.points])).toEqual([['DEPOSIT', '37']]);
  });

  it('earns from settled bets by type (dice is slots) at the operator rate', async () => {
    const before = await pointsOf(k.ids.demo);
    const res = await k.call('POST', '/wps/originals/dice/bet', k.tokens.demo, {
      amount: '12.00',
      target: 50,
      direction: 'under',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(200);
    await s().points.earn(new Date());
    expect(await pointsOf(k.ids.demo)).toBe(before + 12n);
    const [latest] = (await s().points.history(k.ids.demo, { page: 1, pageSize: 1 })).rows;
    expect(latest).toMatchObject({ type: 'SLOTS', points: '12' });
  });
});

describe('redeeming', () => {
  it('refuses a wrong payment password over the encrypted call and moves nothing', async () => {
    const g = await goods(5, 4);
    const beforePoints = await pointsOf(k.ids.demo);
    const beforeRows = await k.count('ledger_transactions');
    const res = await k.t.sendEncrypted(
      'POST',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      { goodsId: g, address, paymentPassword: 'wrong-password', idempotencyKey: randomUUID() },
      k.tokens.demo,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await pointsOf(k.ids.demo)).toBe(beforePoints);
    expect(await stockOf(g)).toBe(4);
    expect(await k.count('ledger_transactions')).toBe(beforeRows);
    const mine = (await k.call('GET', '/wps/relay/getRedeemPointList', k.tokens.demo)).json().value;
    expect(mine.rows.some((r: { goodsId: string }) => r.goodsId === g)).toBe(false);
  });

  it('redeems with the right password over the encrypted call: In Process, points spent, once per key', async () => {
    const g = await goods(5, 4);
    const before = await pointsOf(k.ids.demo);
    const body = {
      goodsId: g,
      address,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      idempotencyKey: randomUUID(),
    };
    const path = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
    const first = await k.t.sendEncrypted('POST', path, body, k.tokens.demo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'IN_PROCESS', points: '5', address });
    const again = await k.t.sendEncrypted('POST', path, body, k.tokens.demo);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await pointsOf(k.ids.demo)).toBe(before - 5n);
    expect(await stockOf(g)).toBe(3);
    // Unencrypted, the same call is refused.
    const plain = await k.call('POST', path, k.tokens.demo, body);
    expect(plain.statusCode).toBe(415);
  });

  it('20 concurrent redeems of the last 3 items: 3 succeed, stock 0, the rest OUT_OF_STOCK', async () => {
    const g = await goods(10, 3);
    const members = await Promise.all(Array.from({ length: 20 }, () => memberWithPoints(10)));
    const codes = await Promise.all(members.map((m) => errorCode(redeem(m, g))));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c === 'OUT_OF_STOCK')).toHaveLength(17);
    expect(await stockOf(g)).toBe(0);
    const spent = await Promise.all(members.map(pointsOf));
    expect(spent.filter((p) => p === 0n)).toHaveLength(3);
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  }, 120_000);

  it('a rejection refunds the points and the stock once, with an audit row', async () => {
    const memberId = await memberWithPoints(30);
    const g = await goods(20, 2);
    const r = await redeem(memberId, g);
    const op = (
      await sql<{ id: string }>`SELECT id FROM operators WHERE username = 'operator'`.execute(k.t.db)
    ).rows[0]!.id;
    await s().points.reject(op, r.id, 'No stock in the warehouse');
    expect(await errorCode(s().points.reject(op, r.id))).toBe('INVALID_STATE');
    expect(await pointsOf(memberId)).toBe(30n);
    expect(await stockOf(g)).toBe(2);
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log
      WHERE action = 'points.redemption.reject' AND after->>'id' = ${r.id}`.execute(k.t.db);
    expect(audit.rows[0]!.n).toBe(1);
  });
});

describe('the points ledger under a model run', () => {
  const Command = fc.oneof(
    fc.record({ op: fc.constant('earn' as const), who: fc.nat(1), points: fc.integer({ min: 1, max: 60 }) }),
    fc.record({ op: fc.constant('redeem' as const), who: fc.nat(1), item: fc.nat(1) }),
    fc.record({ op: fc.constant('convert' as const), who: fc.nat(1), tens: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ op: fc.constant('reject' as const), pick: fc.nat(10) }),
    fc.record({
      op: fc.constant('burst' as const),
      who: fc.nat(1),
      items: fc.array(fc.constantFrom('redeem0' as const, 'redeem1' as const, 'convert' as const), {
        minLength: 2,
        maxLength: 5,
      }),
    }),
  );

  it('keeps points = model, stock = model, never below zero, every transaction balanced', async () => {
    const op = (
      await sql<{ id: string }>`SELECT id FROM operators WHERE username = 'operator'`.execute(k.t.db)
    ).rows[0]!.id;
    await fc.assert(
      fc.asyncProperty(fc.array(Command, { minLength: 4, maxLength: 14 }), async (cmds) => {
        const who = [await memberWithPoints(0), await memberWithPoints(0)];
        const price = [10, 25];
        const items = [await goods(price[0]!, 3), await goods(price[1]!, 2)];
        const model = { points: [0, 0], stock: [3, 2] };
        const open: { id: string; who: number; item: number }[] = [];
        const tryRedeem = async (w: number, item: number) => {
          const r = await redeem(who[w]!, items[item]!).catch((e: { code?: string }) => e.code ?? 'ERR');
          if (typeof r === 'string') return r;
          model.points[w]! -= price[item]!;
          model.stock[item]! -= 1;
          open.push({ id: r.id, who: w, item });
          return 'OK';
        };
        const tryConvert = async (w: number, points: number) => {
          const r = await convert(who[w]!, points).catch((e: { code?: string }) => e.code ?? 'ERR');
          if (typeof r === 'string') return r;
          model.points[w]! -= points;
          return 'OK';
        };
        for (const c of cmds) {
          if (c.op === 'earn') {
            const [channel] = await s().deposits.allChannels();
            await k.t.db.transaction().execute((trx) =>
              s().deposits.recordApprovedDeposit(trx, {
                memberId: who[c.who]!,
                channelId: channel!.id,
                amount: BigInt(c.points) * 100n,
                currency: 'USD',
                payerName: 'Model',
                reference: randomUUID(),
                memo: 'model deposit',
              }),
            );
            await s().points.earn(new Date());
            model.points[c.who]! += c.points;
          } else if (c.op === 'redeem') {
            const enough = model.points[c.who]! >= price[c.item]!;
            const inStock = model.stock[c.item]! > 0;
            const code = await tryRedeem(c.who, c.item);
            expect(code).toBe(!inStock ? 'OUT_OF_STOCK' : enough ? 'OK' : 'POINTS_INSUFFICIENT');
          } else if (c.op === 'convert') {
            const enough = model.points[c.who]! >= c.tens * 10;
            expect(await tryConvert(c.who, c.tens * 10)).toBe(enough ? 'OK' : 'POINTS_INSUFFICIENT');
          } else if (c.op === 'reject') {
            const r = open.splice(c.pick % Math.max(open.length, 1), 1)[0];
            if (!r) continue;
            await s().points.reject(op, r.id);
            model.points[r.who]! += price[r.item]!;
            model.stock[r.item]! += 1;
          } else {
            // Concurrent spends of one member: whichever win, the model follows the outcomes.
            await Promise.all(
              c.items.map((i) =>
                i === 'convert' ? tryConvert(c.who, 10) : tryRedeem(c.who, i === 'redeem0' ? 0 : 1),
              ),
            );
          }
          expect(model.points.every((p) => p >= 0)).toBe(true);
        }
        expect([await pointsOf(who[0]!), await pointsOf(who[1]!)]).toEqual(model.points.map(BigInt));
        expect([await stockOf(items[0]!), await stockOf(items[1]!)]).toEqual(model.stock);
        expect(await ledgerViolations(k.t.db)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  }, 600_000);
});
