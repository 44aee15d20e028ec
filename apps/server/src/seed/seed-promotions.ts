import { randomUUID } from 'node:crypto';
import type { PromotionUpsert } from '@goldline/contract/promotions';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { promotionText } from './promotion-text.ts';

/**
 * Demo promotions (issue 16), written through the promotions service like an operator's: six
 * promotions across the categories (one not started yet), and for the demo member one active
 * deposit-match bonus part-way through its wagering, one released free bet, one application
 * waiting for the operator and one cashback reward waiting in the reward centre. A fresh demo only
 * (server.ts), not the tests' seed: the demo's bets change its balance.
 */

const DAY_MS = 86_400_000;

/** Slots and in-house games count in full, live casino a tenth, lottery and sports half. */
const gameWeights = {
  weights: { RNG: 100, ARCADE: 100, INHOUSE: 100, CRASH: 100, LIVE: 10, LOTT: 50, SPORTS: 50 },
  otherGames: 100,
} satisfies PromotionUpsert['rules']['gameWeights'];

function demoPromotions(now: Date): (PromotionUpsert & { key: string })[] {
  const started = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const inAQuarter = new Date(now.getTime() + 90 * DAY_MS).toISOString();
  return [
    {
      key: 'match',
      category: 'DEPOSIT',
      ...promotionText.match,
      imageUrl: '/banners/welcome.svg',
      startsAt: started,
      endsAt: inAQuarter,
      enabled: true,
      sort: 1,
      rules: {
        reward: { type: 'DEPOSIT_MATCH', percent: 100, maxBonus: '200.00', minDeposit: '20.00' },
        mode: 'CLAIM',
        period: 'ONCE',
        wageringMultiple: 10,
        gameWeights,
        expiryDays: 30,
        forfeitOnWithdraw: true,
      },
    },
    {
      key: 'freebet',
      category: 'FREE_BET',
      ...promotionText.freebet,
      imageUrl: '/banners/originals.svg',
      startsAt: started,
      endsAt: null,
      enabled: true,
      sort: 2,
      rules: {
        reward: { type: 'FREE_BET', amount: '5.00' },
        mode: 'CLAIM',
        period: 'DAILY',
        wageringMultiple: 1,
        gameWeights,
        expiryDays: 1,
        forfeitOnWithdraw: false,
      },
    },
    {
      key: 'cashback',
      category: 'CASHBACK',
      ...promotionText.cashback,
      imageUrl: '/banners/fair.svg',
      startsAt: started,
      endsAt: null,
      enabled: true,
      sort: 3,
      rules: {
        reward: { type: 'CASHBACK', percent: 10, maxBonus: '500.00', minLoss: '10.00' },
        mode: 'CLAIM',
        period: 'DAILY',
        wageringMultiple: 3,
        gameWeights,
        expiryDays: 7,
        forfeitOnWithdraw: false,
      },
    },
    {
      key: 'loyalty',
      category: 'SPECIAL',
      ...promotionText.loyalty,
      imageUrl: '/banners/welcome.svg',
      startsAt: started,
      endsAt: null,
      enabled: true,
      sort: 4,
      rules: {
        reward: { type: 'FREE_BET', amount: '20.00' },
        mode: 'APPLY',
        period: 'WEEKLY',
        wageringMultiple: 5,
        gameWeights,
        expiryDays: 14,
        forfeitOnWithdraw: true,
      },
    },
    {
      key: 'signup',
      category: 'WELCOME',
      ...promotionText.signup,
      imageUrl: '/banners/originals.svg',
      startsAt: started,
      endsAt: null,
      enabled: true,
      sort: 5,
      rules: {
        reward: { type: 'SIGN_UP', amount: '8.00', withinDays: 7 },
        mode: 'CLAIM',
        period: 'ONCE',
        wageringMultiple: 5,
        gameWeights,
        expiryDays: 14,
        forfeitOnWithdraw: true,
      },
    },
    {
      key: 'festival',
      category: 'SPECIAL',
      ...promotionText.festival,
      imageUrl: '/banners/fair.svg',
      startsAt: new Date(now.getTime() + 5 * DAY_MS).toISOString(),
      endsAt: new Date(now.getTime() + 12 * DAY_MS).toISOString(),
      enabled: true,
      sort: 6,
      rules: {
        reward: { type: 'FREE_BET', amount: '10.00' },
        mode: 'CLAIM',
        period: 'ONCE',
        wageringMultiple: 3,
        gameWeights,
        expiryDays: 7,
        forfeitOnWithdraw: false,
      },
    },
  ];
}

export async function seedPromotionsDemo(
  _db: Db,
  s: Pick<AppServices, 'promotions' | 'bonuses' | 'memberRecords' | 'originals'>,
): Promise<void> {
  const now = new Date();
  const ids: Record<string, string> = {};
  for (const { key, ...p } of demoPromotions(now)) ids[key] = (await s.promotions.adminCreate(null, p)).id;
  const demo = await s.memberRecords.findByUsername('demo');
  if (!demo) return;
  // The opening deposit (seed-wallet.ts) qualifies for the match: 100% of 1,000.00 capped at 200.00.
  await s.promotions.claim(demo.id, ids.match!, 'EN');
  await s.promotions.claim(demo.id, ids.freebet!, 'EN');
  // 25 dice rounds of 10.00: the free bet's 5.00 wagering is done, the match's 2,000.00 is part-way.
  const player = { memberId: demo.id, trial: false };
  for (let i = 0; i < 25; i++) {
    try {
      await s.originals.dice(player, {
        amount: '10.00',
        idempotencyKey: `seed-${randomUUID()}`,
        target: 50,
        direction: 'under',
      });
    } catch {
      break;
    }
  }
  await s.bonuses.refresh(demo.id);
  await s.promotions.apply(
    demo.id,
    ids.loyalty!,
    {
      remark: 'Playing Crash and Dice every evening since launch. Love the provably fair checks!',
      images: [],
      idempotencyKey: `seed-${randomUUID()}`,
    },
    'EN',
  );
  await s.promotions.issueReward({
    memberId: demo.id,
    promotionId: ids.cashback!,
    amount: 1_250n,
  });
}
