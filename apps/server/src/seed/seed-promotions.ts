import { randomUUID } from 'node:crypto';
import type { PromotionUpsert } from '@goldline/contract/promotions';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';

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
      title: {
        EN: '100% deposit match up to 200.00',
        CN: '存款100%匹配，最高200.00',
        MY: 'ငွေသွင်း 100% တူညီဆုကြေး (အများဆုံး 200.00)',
      },
      summary: {
        EN: 'Deposit 20.00 or more and we match it in bonus money. Wager the bonus 10 times to make it cash.',
        CN: '存款20.00或以上即可获得等额红利。红利流水10倍后转为现金。',
        MY: '20.00 နှင့်အထက် ငွေသွင်းပါက ဘောနပ်စ်ငွေ တူညီပေးပါမည်။ ဘောနပ်စ်ကို ၁၀ ဆ လောင်းပြီးနောက် ငွေသားဖြစ်ပါမည်။',
      },
      content: {
        EN:
          '<p>Make a deposit of at least <b>20.00</b> and claim a <b>100%</b> bonus, up to <b>200.00</b>.</p>' +
          '<ul><li>Wager the bonus 10 times within 30 days: slots and Originals count in full, live casino 10%, lottery and sports 50%.</li>' +
          '<li>A withdrawal before the wagering is done forfeits the bonus.</li></ul>',
      },
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
      title: { EN: 'Daily free bet 5.00', CN: '每日免费投注5.00', MY: 'နေ့စဉ် အခမဲ့လောင်းကြေး 5.00' },
      summary: {
        EN: 'Claim 5.00 every day. Bet it once and it is yours.',
        CN: '每天领取5.00，完成1倍流水即归您所有。',
        MY: 'နေ့စဉ် 5.00 ရယူပါ။ တစ်ကြိမ်လောင်းပြီးလျှင် သင့်ငွေဖြစ်ပါပြီ။',
      },
      content: { EN: '<p>One free bet of <b>5.00</b> a day, wagered once before it turns into cash.</p>' },
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
      title: { EN: '10% daily cashback', CN: '每日10%返水', MY: 'နေ့စဉ် 10% ငွေပြန်အမ်း' },
      summary: {
        EN: 'Lost 10.00 or more yesterday? Get 10% back, up to 500.00, in your reward centre.',
        CN: '昨日净输10.00或以上？可在奖励中心领取10%返水，最高500.00。',
        MY: 'မနေ့က 10.00 နှင့်အထက် ရှုံးခဲ့ပါသလား။ 10% (အများဆုံး 500.00) ကို ဆုလာဘ်စင်တာတွင် ပြန်ရယူပါ။',
      },
      content: {
        EN: '<p>Every day at the start of the hour we work out your net loss of the day before. <b>10%</b> of it, up to <b>500.00</b>, waits for you in the reward centre for 7 days. Wager it 3 times.</p>',
      },
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
      title: {
        EN: 'Loyalty free bet 20.00: apply',
        CN: '忠诚会员免费投注20.00：申请',
        MY: 'သစ္စာရှိအဖွဲ့ဝင် အခမဲ့လောင်းကြေး 20.00 - လျှောက်ထားရန်',
      },
      summary: {
        EN: 'Tell us why you love Goldline (a screenshot helps) and our team adds 20.00 each week.',
        CN: '告诉我们您喜欢Goldline的原因（可附截图），审核通过后每周赠送20.00。',
        MY: 'Goldline ကို ဘာကြောင့်နှစ်သက်သည်ကို ပြောပြပါ (ဓာတ်ပုံ ပူးတွဲနိုင်သည်)၊ အပတ်စဉ် 20.00 ထည့်ပေးပါမည်။',
      },
      content: {
        EN: '<p>Apply with a short remark (up to 140 characters) and up to three screenshots. Approved applications receive <b>20.00</b>, wagered 5 times.</p>',
      },
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
      title: { EN: 'Welcome gift 8.00', CN: '新人礼8.00', MY: 'ကြိုဆိုလက်ဆောင် 8.00' },
      summary: {
        EN: 'New here? Claim 8.00 within 7 days of signing up.',
        CN: '新会员注册7天内可领取8.00。',
        MY: 'အသစ်လား။ စာရင်းသွင်းပြီး ၇ ရက်အတွင်း 8.00 ရယူပါ။',
      },
      content: {
        EN: '<p>A welcome gift of <b>8.00</b> for members who joined in the last 7 days, wagered 5 times.</p>',
      },
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
      title: { EN: 'Festival free bet 10.00', CN: '节日免费投注10.00', MY: 'ပွဲတော် အခမဲ့လောင်းကြေး 10.00' },
      summary: {
        EN: 'Coming soon: a 10.00 free bet for every member during the festival week.',
        CN: '即将推出：节日周期间每位会员可领取10.00免费投注。',
        MY: 'မကြာမီ - ပွဲတော်အပတ်အတွင်း အဖွဲ့ဝင်တိုင်းအတွက် 10.00 အခမဲ့လောင်းကြေး။',
      },
      content: {
        EN: '<p>From the start of the festival week, claim <b>10.00</b> once, wagered 3 times.</p>',
      },
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
