import { randomUUID } from 'node:crypto';
import type { PromotionUpsert } from '@goldline/contract/promotions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, PNG, PNG_BYTES, type WalletKit } from '../../../test/wallet-kit.ts';
import { createPromotionsService } from './promotions.service.ts';
import { percentOf } from './rules.ts';

/**
 * Issue 16 (decisions 090, 091): bonus money in its own ledger accounts, wagering from settled bets,
 * release, forfeit, expiry, claims that pay once under concurrency, applications the operator
 * approves, and eligibility in words. Real server, real PostgreSQL.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

function promotion(
  rules: Partial<PromotionUpsert['rules']> & Pick<PromotionUpsert['rules'], 'reward'>,
  over: Partial<PromotionUpsert> = {},
): PromotionUpsert {
  return {
    category: 'DEPOSIT',
    title: { EN: `Test ${randomUUID().slice(0, 8)}` },
    summary: { EN: 'A test promotion' },
    content: { EN: '<p>Rules <b>here</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
    imageUrl: '/banners/welcome.svg',
    startsAt: ago(1),
    endsAt: null,
    enabled: true,
    sort: 0,
    rules: {
      mode: 'CLAIM',
      period: 'ONCE',
      wageringMultiple: 2,
      // Dice is an ARCADE game: each bet counts half.
      gameWeights: { weights: { ARCADE: 50 }, otherGames: 100 },
      expiryDays: 7,
      forfeitOnWithdraw: false,
      ...rules,
    },
    ...over,
  };
}

async function create(p: PromotionUpsert): Promise<string> {
  const res = await k.call('POST', '/admin/promotions', k.tokens.op, p);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id;
}
const claim = (token: string, id: string) =>
  k.call('POST', `/wps/promotions/${id}/claim`, token, { idempotencyKey: randomUUID() });
const dice = async (token: string, amount: string) => {
  const res = await k.call('POST', '/wps/originals/dice/bet', token, {
    amount,
    target: 50,
    direction: 'under',
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
};
const bonuses = async (token: string) => (await k.call('GET', '/wps/promotions/bonuses', token)).json().value;
const bonusBalance = async (memberId: string) =>
  (await k.t.services.ledger.balance({ memberId, kind: 'bonus' })).balance;
const movements = async (key: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ledger_transactions
      WHERE scope = 'promotion' AND idem_key = ${key}`.execute(k.t.db)
  ).rows[0]!.n;

describe('a deposit-match bonus from grant to release', () => {
  it('grants into the bonus account, counts weighted settled bets, releases to cash once done', async () => {
    const id = await create(
      promotion({ reward: { type: 'DEPOSIT_MATCH', percent: 100, maxBonus: '50.00', minDeposit: '20.00' } }),
    );
    const demo = k.tokens.demo;
    const listed = (await k.call('GET', '/wps/promotions?category=DEPOSIT', demo)).json().value;
    const mine = listed.promotions.find((p: { id: string }) => p.id === id);
    // The demo's opening deposit of 1,000.00 qualifies; the bonus is capped at 50.00.
    expect(mine).toMatchObject({ status: 'CLAIM', eligibility: { eligible: true } });
    expect(mine.eligibility.reasons[0]).toEqual({
      code: 'eligibleDeposit',
      params: { amount: '1000.00', bonus: '50.00' },
    });

    const cashBefore = await k.balance(k.ids.demo);
    const granted = await claim(demo, id);
    expect(granted.statusCode, granted.body).toBe(200);
    const bonus = granted.json().value.bonus;
    expect(bonus).toMatchObject({
      amount: '50.00',
      wageringRequired: '100.00',
      wageringDone: '0.00',
      status: 'ACTIVE',
    });
    expect(await bonusBalance(k.ids.demo)).toBe(5_000n);
    // Bonus money is not cash: the header's balance does not move.
    expect((await k.balance(k.ids.demo)).balance).toBe(cashBefore.balance);
    // A second claim answers the same bonus and moves nothing.
    expect((await claim(demo, id)).json().value.bonus.id).toBe(bonus.id);
    expect(await movements(`grant:${bonus.id}`)).toBe(1);

    // 120.00 of dice at weight 50% is 60.00 of wagering.
    for (let i = 0; i < 6; i++) await dice(demo, '20.00');
    const part = (await bonuses(demo)).rows.find((b: { id: string }) => b.id === bonus.id);
    expect(part).toMatchObject({ status: 'ACTIVE', wageringDone: '60.00' });
    expect((await k.call('GET', '/wps/cashier/withdraw/info', demo)).json().value.turnoverRequired).not.toBe(
      '0.00',
    );
    const detail = (await k.call('GET', `/wps/promotions/${id}`, demo)).json().value;
    expect(detail.status).toBe('IN_PROCESS');
    expect(detail.content).toContain('<b>here</b>');
    expect(detail.content).not.toMatch(/script|onerror/);

    // 80.00 more (40.00 weighted) completes it: released by the wagering job.
    const cashMid = await k.balance(k.ids.demo);
    for (let i = 0; i < 4; i++) await dice(demo, '20.00');
    const afterBets = await k.balance(k.ids.demo);
    expect(await k.t.services.bonuses.refreshAll()).toBeGreaterThanOrEqual(1);
    const done = await k.t.services.bonuses.find(bonus.id);
    expect(done).toMatchObject({ status: 'RELEASED', wageringDone: 10_000n });
    expect(await bonusBalance(k.ids.demo)).toBe(0n);
    expect((await k.balance(k.ids.demo)).balance).toBe(afterBets.balance + 5_000n);
    expect(cashMid.balance).toBeGreaterThan(0n);
    expect(await movements(`release:${bonus.id}:cash`)).toBe(1);
    // Running the job again releases nothing twice.
    await k.t.services.bonuses.refreshAll();
    expect(await movements(`release:${bonus.id}:cash`)).toBe(1);
    expect((await k.call('GET', `/wps/promotions/${id}`, demo)).json().value.status).toBe('CLAIMED');
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });
});

describe('forfeiture on an early withdrawal', () => {
  it('a withdrawal forfeits the bonuses whose rules say so and keeps the others', async () => {
    const forfeitable = await create(
      promotion(
        { reward: { type: 'FREE_BET', amount: '10.00' }, wageringMultiple: 20, forfeitOnWithdraw: true },
        { category: 'FREE_BET' },
      ),
    );
    const kept = await create(
      promotion(
        { reward: { type: 'FREE_BET', amount: '7.00' }, wageringMultiple: 20, forfeitOnWithdraw: false },
        { category: 'FREE_BET' },
      ),
    );
    const demo = k.tokens.demo;
    const a = (await claim(demo, forfeitable)).json().value.bonus;
    const b = (await claim(demo, kept)).json().value.bonus;
    expect(await bonusBalance(k.ids.demo)).toBe(1_700n);

    const bound = await k.call('POST', '/wps/cashier/bank-accounts', demo, {
      bankName: 'Promo Bank',
      accountName: 'Demo Player',
      accountNumber: '12121212',
      paymentPassword: 'Pay#2026',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const withdrawal = await k.call('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: bound.json().value.id,
      amount: '20.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    expect(await k.t.services.bonuses.find(a.id)).toMatchObject({ status: 'FORFEITED' });
    expect(await k.t.services.bonuses.find(b.id)).toMatchObject({ status: 'ACTIVE' });
    expect(await bonusBalance(k.ids.demo)).toBe(700n);
    expect(await movements(`forfeit:${a.id}:bonus`)).toBe(1);
    // The kept bonus's wagering shows in the withdraw turnover figures.
    const info = (await k.call('GET', '/wps/cashier/withdraw/info', demo)).json().value;
    expect(info.turnoverRequired).toBe('140.00');

    // Expiry takes the kept one back (after a last wagering check) once its time is up.
    await sql`UPDATE bonuses SET expires_at = now() - interval '1 second' WHERE id = ${b.id}`.execute(k.t.db);
    expect(await k.t.services.bonuses.expireDue()).toBe(1);
    expect(await k.t.services.bonuses.find(b.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await bonusBalance(k.ids.demo)).toBe(0n);
    expect(await k.t.services.bonuses.expireDue()).toBe(0);
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });
});

describe('paid once under concurrency', () => {
  it('a reward claimed by 20 concurrent requests pays once, and so does a promotion', async () => {
    const cashback = await create(
      promotion(
        { reward: { type: 'CASHBACK', percent: 10, maxBonus: '50.00', minLoss: '10.00' }, period: 'DAILY' },
        { category: 'CASHBACK' },
      ),
    );
    const reward = await k.t.services.promotions.issueReward({
      memberId: k.ids.agent,
      promotionId: cashback,
      periodKey: 'D2026-01-01',
      amount: 1_250n,
    });
    const badges = (await k.call('GET', '/wps/promotions/badges', k.tokens.agent)).json().value;
    expect(badges.rewardCenterCount).toBe(1);
    const rewardsBefore = await bonusBalance(k.ids.agent).catch(() => 0n);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        k.call('POST', `/wps/promotions/rewards/${reward.id}/claim`, k.tokens.agent, {
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set(answers.map((a) => a.json().value.bonus.id));
    expect(ids.size).toBe(1);
    const bonusId = [...ids][0]!;
    expect(await movements(`grant:${bonusId}`)).toBe(1);
    expect(await bonusBalance(k.ids.agent)).toBe(rewardsBefore + 1_250n);
    const listed = (await k.call('GET', '/wps/promotions/rewards', k.tokens.agent)).json().value;
    expect(listed.rows[0]).toMatchObject({ id: reward.id, status: 'CLAIMED', amount: '12.50', bonusId });
    expect(
      (await k.call('GET', '/wps/promotions/badges', k.tokens.agent)).json().value.rewardCenterCount,
    ).toBe(0);

    const free = await create(
      promotion({ reward: { type: 'FREE_BET', amount: '3.00' } }, { category: 'FREE_BET' }),
    );
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim(k.tokens.agent, free)));
    for (const c of claims) expect(c.statusCode, c.body).toBe(200);
    expect(new Set(claims.map((c) => c.json().value.bonus.id)).size).toBe(1);
    const granted = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM bonuses WHERE promotion_id = ${free}`.execute(k.t.db);
    expect(granted.rows[0]!.n).toBe(1);
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });
});

describe('applications', () => {
  it('an application approved by the operator grants the bonus; a rejected one says why', async () => {
    const id = await create(
      promotion(
        {
          reward: { type: 'FREE_BET', amount: '20.00' },
          mode: 'APPLY',
          period: 'WEEKLY',
          wageringMultiple: 5,
        },
        { category: 'SPECIAL' },
      ),
    );
    const player = k.tokens.player01;
    const tooLong = await k.call('POST', `/wps/promotions/${id}/apply`, player, {
      remark: 'x'.repeat(141),
      images: [],
      idempotencyKey: randomUUID(),
    });
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
    const fourImages = await k.call('POST', `/wps/promotions/${id}/apply`, player, {
      remark: 'ok',
      images: [PNG, PNG, PNG, PNG],
      idempotencyKey: randomUUID(),
    });
    expect(fourImages.json().code).toBe('VALIDATION_FAILED');
    const notAnImage = await k.call('POST', `/wps/promotions/${id}/apply`, player, {
      remark: 'ok',
      images: [`data:image/png;base64,${Buffer.from('not a png').toString('base64')}`],
      idempotencyKey: randomUUID(),
    });
    expect(notAnImage.json().code).toBe('VALIDATION_FAILED');

    const key = randomUUID();
    const applied = await k.call('POST', `/wps/promotions/${id}/apply`, player, {
      remark: 'I play every day',
      images: [PNG],
      idempotencyKey: key,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().value).toMatchObject({
      status: 'APPLYING',
      applicationStatus: 'PENDING',
      imageCount: 1,
    });
    const appId = applied.json().value.id;
    // The same key answers the same application; a second one while pending is refused in words.
    const again = await k.call('POST', `/wps/promotions/${id}/apply`, player, {
      remark: 'I play every day',
      images: [PNG],
      idempotencyKey: key,
    });
    expect(again.json().value.id).toBe(appId);
    const second = await k.call('POST', `/wps/promotions/${id}/apply`, player, {
      remark: 'again',
      images: [],
      idempotencyKey: randomUUID(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await k.call('GET', `/wps/promotions/${id}`, player)).json().value.status).toBe('APPLYING');

    const pending = (
      await k.call('GET', `/admin/promotions/applications?status=PENDING&promotionId=${id}`, k.tokens.op)
    ).json().value;
    expect(pending.rows).toHaveLength(1);
    expect(pending.rows[0]).toMatchObject({ id: appId, account: 'player01', remark: 'I play every day' });
    const image = await k.call('GET', `/admin/promotions/applications/${appId}/images/0`, k.tokens.op);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Members never see the images through the back-office path.
    expect((await k.call('GET', `/admin/promotions/applications/${appId}/images/0`, player)).statusCode).toBe(
      401,
    );

    const approved = await k.call('POST', `/admin/promotions/applications/${appId}/approve`, k.tokens.op, {
      note: 'Welcome',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ applicationStatus: 'APPROVED', status: 'IN_PROCESS' });
    // Approving twice does nothing more.
    const twice = await k.call('POST', `/admin/promotions/applications/${appId}/approve`, k.tokens.op, {});
    expect(twice.json().code).toBe('INVALID_STATE');
    const player01Bonuses = (await bonuses(player)).rows;
    expect(player01Bonuses).toHaveLength(1);
    expect(player01Bonuses[0]).toMatchObject({
      amount: '20.00',
      wageringRequired: '100.00',
      status: 'ACTIVE',
    });
    expect(await bonusBalance(k.ids.player01)).toBe(2_000n);
    const audit = await sql<{ action: string }>`
      SELECT action FROM audit_log WHERE action LIKE 'promotions.%' ORDER BY id`.execute(k.t.db);
    expect(audit.rows.map((r) => r.action)).toContain('promotions.application.approve');
    expect(audit.rows.map((r) => r.action)).toContain('promotions.create');

    // A second promotion: the operator rejects, and the member sees the reason.
    const other = await create(
      promotion({ reward: { type: 'FREE_BET', amount: '5.00' }, mode: 'APPLY' }, { category: 'SPECIAL' }),
    );
    const app2 = (
      await k.call('POST', `/wps/promotions/${other}/apply`, player, {
        remark: 'please',
        images: [],
        idempotencyKey: randomUUID(),
      })
    ).json().value;
    const rejected = await k.call('POST', `/admin/promotions/applications/${app2.id}/reject`, k.tokens.op, {
      note: 'Not enough play yet',
    });
    expect(rejected.json().value).toMatchObject({
      applicationStatus: 'REJECTED',
      reviewNote: 'Not enough play yet',
    });
    const mine = (await k.call('GET', '/wps/promotions/applications', player)).json().value;
    expect(mine.rows.find((r: { id: string }) => r.id === app2.id)).toMatchObject({ status: 'REJECTED' });
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });
});

describe('eligibility in words', () => {
  it('says why not: visitor, trial, not started, minimum deposit, first deposit, sign-up window, already claimed', async () => {
    const big = await create(
      promotion({
        reward: { type: 'DEPOSIT_MATCH', percent: 50, maxBonus: '100.00', minDeposit: '5000.00' },
      }),
    );
    const later = await create(
      promotion(
        { reward: { type: 'FREE_BET', amount: '1.00' } },
        { startsAt: new Date(Date.now() + 2 * DAY_MS).toISOString() },
      ),
    );
    const first = await create(
      promotion(
        { reward: { type: 'FIRST_DEPOSIT', percent: 100, maxBonus: '100.00', minDeposit: '10.00' } },
        { startsAt: new Date().toISOString() },
      ),
    );
    const signUp = await create(
      promotion({ reward: { type: 'SIGN_UP', amount: '8.00', withinDays: 7 } }, { category: 'WELCOME' }),
    );
    const reasonOf = (
      list: {
        promotions: {
          id: string;
          status: string;
          eligibility: { reasons: { code: string; params: Record<string, string> }[] };
        }[];
      },
      id: string,
    ) => list.promotions.find((p) => p.id === id)!;

    const visitor = (await k.t.app.inject({ method: 'GET', url: '/wps/promotions' })).json().value;
    expect(reasonOf(visitor, big).eligibility.reasons[0]!.code).toBe('loginRequired');
    expect(reasonOf(visitor, later)).toMatchObject({ status: 'COMING_SOON' });
    expect(reasonOf(visitor, later).eligibility.reasons[0]!.code).toBe('notStarted');

    const trial = (await k.call('GET', '/wps/promotions', await k.trialToken())).json().value;
    expect(reasonOf(trial, big).eligibility.reasons[0]!.code).toBe('trialAccount');

    const demo = (await k.call('GET', '/wps/promotions', k.tokens.demo)).json().value;
    expect(reasonOf(demo, big).eligibility.reasons[0]).toMatchObject({
      code: 'minDeposit',
      params: { amount: '5000.00' },
    });
    // The demo's first deposit was credited before this promotion started.
    expect(reasonOf(demo, first).eligibility.reasons[0]!.code).toBe('firstDepositOnly');
    // Registered moments ago: within the sign-up window.
    expect(reasonOf(demo, signUp)).toMatchObject({ status: 'CLAIM', eligibility: { eligible: true } });

    const refused = await claim(k.tokens.demo, big);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE' });
    expect((await claim(k.tokens.demo, signUp)).statusCode).toBe(200);
    const afterClaim = (await k.call('GET', '/wps/promotions', k.tokens.demo)).json().value;
    expect(reasonOf(afterClaim, signUp).eligibility.reasons[0]).toEqual({
      code: 'alreadyClaimed',
      params: { period: 'ONCE' },
    });
    expect(reasonOf(afterClaim, signUp).status).toBe('IN_PROCESS');

    // The registration date is what counts: player01's pushed back a month is outside the window.
    await sql`UPDATE members SET created_at = now() - interval '30 days' WHERE username = 'player01'`.execute(
      k.t.db,
    );
    const old = (await k.call('GET', '/wps/promotions', k.tokens.player01)).json().value;
    expect(reasonOf(old, signUp).eligibility.reasons[0]).toEqual({
      code: 'signUpWindow',
      params: { days: '7' },
    });
  });

  it('the back office validates the rules and keeps an audit of edits', async () => {
    const bad = await k.call(
      'POST',
      '/admin/promotions',
      k.tokens.op,
      promotion({
        reward: { type: 'CASHBACK', percent: 10, maxBonus: '5.00', minLoss: '1.00' },
        period: 'ONCE',
      }),
    );
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const id = await create(
      promotion({ reward: { type: 'FREE_BET', amount: '2.00' } }, { category: 'FREE_BET' }),
    );
    const edited = await k.call(
      'PUT',
      `/admin/promotions/${id}`,
      k.tokens.op,
      promotion({ reward: { type: 'FREE_BET', amount: '4.00' } }, { category: 'FREE_BET', enabled: false }),
    );
    expect(edited.json().value).toMatchObject({ state: 'DISABLED', rules: { reward: { amount: '4.00' } } });
    expect((await k.call('GET', `/wps/promotions/${id}`, k.tokens.demo)).statusCode).toBe(404);
    const list = (await k.call('GET', '/admin/promotions', k.tokens.op)).json().value.promotions;
    expect(list.find((p: { id: string }) => p.id === id)).toMatchObject({ state: 'DISABLED' });
    expect((await k.call('GET', '/admin/promotions', k.tokens.demo)).statusCode).toBe(401);
  });
});

describe('cashback on net loss', () => {
  it("the job puts 10% of yesterday's net loss in the reward centre, once per period", async () => {
    const id = await create(
      promotion(
        { reward: { type: 'CASHBACK', percent: 10, maxBonus: '500.00', minLoss: '1.00' }, period: 'DAILY' },
        { category: 'CASHBACK', startsAt: ago(2) },
      ),
    );
    // The agent plays long odds today (5% a win): almost surely a net loss.
    for (let i = 0; i < 5; i++) {
      const res = await k.call('POST', '/wps/originals/dice/bet', k.tokens.agent, {
        amount: '10.00',
        target: 5,
        direction: 'under',
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const s = k.t.services;
    const startOfToday = new Date(new Date().toISOString().slice(0, 10));
    const [loss] = await s.records.netLosses(startOfToday, new Date(Date.now() + DAY_MS), 1n, k.ids.agent);
    // Tomorrow, today is the last closed period.
    const tomorrow = createPromotionsService({
      db: k.t.db,
      bonuses: s.bonuses,
      deposits: s.deposits,
      records: s.records,
      members: s.memberRecords,
      admin: s.admin,
      system: s.system,
      now: () => new Date(startOfToday.getTime() + DAY_MS + 3_600_000),
    });
    await tomorrow.issueCashback();
    const rewards = await sql<{ amount: string }>`
      SELECT amount::text FROM promotion_rewards WHERE promotion_id = ${id} AND member_id = ${k.ids.agent}`.execute(
      k.t.db,
    );
    if (!loss) expect(rewards.rows).toHaveLength(0);
    else {
      expect(rewards.rows).toHaveLength(1);
      expect(BigInt(rewards.rows[0]!.amount)).toBe(percentOf(loss.loss, 10, 50_000n));
    }
    // A second run writes nothing twice.
    await tomorrow.issueCashback();
    const again = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM promotion_rewards WHERE promotion_id = ${id} AND member_id = ${k.ids.agent}`.execute(
      k.t.db,
    );
    expect(again.rows[0]!.n).toBe(rewards.rows.length);
  });
});
