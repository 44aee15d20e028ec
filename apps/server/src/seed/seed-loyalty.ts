import { randomUUID } from 'node:crypto';
import type { GoodsUpsert } from '@goldline/contract/points';
import type { VipLevel } from '@goldline/contract/vip';
import { sql } from 'kysely';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { DEFAULT_POINTS_CONFIG } from '../modules/points/points-rules.ts';
import { goodsTexts, levelNames } from './loyalty-text.ts';
import { DEMO_PAYMENT_PASSWORD } from './seed-wallet.ts';

/**
 * Demo VIP levels, points and points mall (issue 16; decisions 099, 100), written through the
 * services like an operator's: a five-level ladder, the points rates, five goods, then the demo
 * member's play folded in by the real jobs (VIP level with progress to the next, points history by
 * type), and three redemptions: one in process, one approved, one rejected (its points refunded).
 * A fresh demo only (server.ts), after the other seeds, so their bets and deposits count too.
 */

const LEVELS: VipLevel[] = [
  {
    level: 1,
    name: 'Bronze',
    validBet: '100.00',
    deposit: '100.00',
    upgradeBonus: '5.00',
    monthlyBonus: '2.00',
    keepValidBet: '0.00',
  },
  {
    level: 2,
    name: 'Silver',
    validBet: '1000.00',
    deposit: '500.00',
    upgradeBonus: '20.00',
    monthlyBonus: '10.00',
    keepValidBet: '500.00',
  },
  {
    level: 3,
    name: 'Gold',
    validBet: '10000.00',
    deposit: '2000.00',
    upgradeBonus: '88.00',
    monthlyBonus: '38.00',
    keepValidBet: '3000.00',
  },
  {
    level: 4,
    name: 'Platinum',
    validBet: '50000.00',
    deposit: '10000.00',
    upgradeBonus: '288.00',
    monthlyBonus: '128.00',
    keepValidBet: '15000.00',
  },
  {
    level: 5,
    name: 'Diamond',
    validBet: '200000.00',
    deposit: '50000.00',
    upgradeBonus: '888.00',
    monthlyBonus: '388.00',
    keepValidBet: '60000.00',
  },
];

/** English texts here; the other languages come from loyalty-text.ts in the same order. */
const GOODS: Omit<GoodsUpsert, 'nameTranslations' | 'descriptionTranslations'>[] = [
  {
    name: 'Goldline coffee mug',
    description: 'A gold-rimmed ceramic mug, 350 ml.',
    imageUrl: '/points/mug.svg',
    points: '10',
    amount: '12.00',
    amountRequirement: '0.00',
    stock: 40,
    enabled: true,
    sort: 1,
  },
  {
    name: 'Bluetooth earbuds',
    description: 'Wireless earbuds with a charging case.',
    imageUrl: '/points/earbuds.svg',
    points: '25',
    amount: '45.00',
    amountRequirement: '0.00',
    stock: 12,
    enabled: true,
    sort: 2,
  },
  {
    name: 'Gift card 50.00',
    description: 'A shopping gift card sent to your address.',
    imageUrl: '/points/gift-card.svg',
    points: '60',
    amount: '50.00',
    amountRequirement: '100.00',
    stock: 25,
    enabled: true,
    sort: 3,
  },
  {
    name: 'Smart watch',
    description: 'Fitness tracking, notifications and a week of battery.',
    imageUrl: '/points/watch.svg',
    points: '400',
    amount: '180.00',
    amountRequirement: '2000.00',
    stock: 5,
    enabled: true,
    sort: 4,
  },
  {
    name: 'Tablet 10"',
    description: 'A 10-inch tablet, 64 GB.',
    imageUrl: '/points/tablet.svg',
    points: '1500',
    amount: '320.00',
    amountRequirement: '5000.00',
    stock: 0,
    enabled: true,
    sort: 5,
  },
];

const ADDRESS = { name: 'Demo Player', phone: '+95 9 555 0100', address: '12 Golden Road, Yangon' };

export async function seedLoyaltyDemo(
  db: Db,
  s: Pick<AppServices, 'vip' | 'points' | 'memberRecords' | 'originals'>,
): Promise<void> {
  await s.vip.adminSaveLevels(null, {
    levels: LEVELS.map((l, i) => ({ ...l, nameTranslations: levelNames(i) })),
  });
  await s.points.adminSaveConfig(null, DEFAULT_POINTS_CONFIG);
  const goods: string[] = [];
  for (const [i, g] of GOODS.entries())
    goods.push((await s.points.adminCreateGoods(null, { ...g, ...goodsTexts(i) })).id);
  const demo = await s.memberRecords.findByUsername('demo');
  if (!demo) return;
  // 30 more dice rounds of 20.00 on top of the promotions seed's play: points by type, VIP progress.
  for (let i = 0; i < 30; i++) {
    try {
      await s.originals.dice(
        { memberId: demo.id, trial: false },
        { amount: '20.00', idempotencyKey: `seed-${randomUUID()}`, target: 50, direction: 'under' },
      );
    } catch {
      break;
    }
  }
  // The jobs themselves, up to now rather than a minute ago: the demo's history is all settled.
  const now = new Date();
  await s.points.earn(now);
  await s.vip.recompute(now);
  await s.vip.payMonthly();
  // No service looks operators up by name (as seed-lottery.ts does).
  const op = await sql<{ id: string }>`SELECT id FROM operators WHERE username = 'operator'`.execute(db);
  const operatorId = op.rows[0]?.id;
  const redeem = (goodsId: string) =>
    s.points.redeem(demo.id, {
      goodsId,
      address: ADDRESS,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
      idempotencyKey: `seed-${randomUUID()}`,
    });
  const approved = await redeem(goods[0]!);
  const rejected = await redeem(goods[0]!);
  await redeem(goods[1]!);
  if (operatorId) {
    await s.points.approve(operatorId, approved.id, 'Shipped by courier, tracking GL-20261126.');
    await s.points.reject(operatorId, rejected.id, 'Duplicate request: points returned.');
  }
}
