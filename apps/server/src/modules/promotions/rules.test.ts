import type { PromotionRules } from '@goldline/contract/promotions';
import { describe, expect, it } from 'vitest';
import {
  activityStatus,
  type EligibilityFacts,
  evaluateEligibility,
  percentOf,
  periodOf,
  previousPeriod,
  wageringRequired,
  weightedWagering,
} from './rules.ts';

const at = new Date('2026-11-26T10:00:00Z'); // a Thursday

describe('periods (UTC)', () => {
  it('days, ISO weeks from Monday, months, and the one ONCE window', () => {
    expect(periodOf('DAILY', at)).toMatchObject({
      key: 'D2026-11-26',
      from: new Date('2026-11-26T00:00:00Z'),
    });
    expect(periodOf('WEEKLY', at)).toMatchObject({
      key: 'W2026-11-23',
      to: new Date('2026-11-30T00:00:00Z'),
    });
    expect(periodOf('WEEKLY', new Date('2026-11-29T23:59:59Z')).key).toBe('W2026-11-23');
    expect(periodOf('MONTHLY', at)).toMatchObject({ key: 'M2026-11', to: new Date('2026-12-01T00:00:00Z') });
    expect(periodOf('ONCE', at).key).toBe('once');
  });
  it('the last closed period', () => {
    expect(previousPeriod('DAILY', at)).toMatchObject({
      key: 'D2026-11-25',
      to: new Date('2026-11-26T00:00:00Z'),
    });
    expect(previousPeriod('WEEKLY', at).key).toBe('W2026-11-16');
    expect(previousPeriod('MONTHLY', new Date('2026-01-05T00:00:00Z')).key).toBe('M2025-12');
  });
});

describe('amounts in minor units', () => {
  it('percent of a base, rounded down and capped', () => {
    expect(percentOf(10_000n, 100, 20_000n)).toBe(10_000n);
    expect(percentOf(100_000n, 100, 20_000n)).toBe(20_000n);
    expect(percentOf(999n, 12.5, 1_000_000n)).toBe(124n);
  });
  it('wagering required rounds up, never under-asks', () => {
    expect(wageringRequired(5_000n, 10)).toBe(50_000n);
    expect(wageringRequired(333n, 1.5)).toBe(500n);
    expect(wageringRequired(1_000n, 0)).toBe(0n);
  });
  it('wagering weighs each game type, unknown types count otherGames, capped at the requirement', () => {
    const weights = { weights: { LIVE: 10, ARCADE: 50 }, otherGames: 100 };
    const turnover = new Map([
      ['LIVE', 1_000n],
      ['ARCADE', 1_000n],
      ['RNG', 1_000n],
    ]);
    expect(weightedWagering(turnover, weights, 10_000n)).toBe(100n + 500n + 1_000n);
    expect(weightedWagering(turnover, weights, 1_000n)).toBe(1_000n);
  });
});

const rules = (reward: PromotionRules['reward'], over: Partial<PromotionRules> = {}): PromotionRules => ({
  reward,
  mode: 'CLAIM',
  period: 'ONCE',
  wageringMultiple: 5,
  gameWeights: { weights: {}, otherGames: 100 },
  expiryDays: 7,
  forfeitOnWithdraw: true,
  ...over,
});
const member = (over: Partial<NonNullable<EligibilityFacts['member']>> = {}) => ({
  trial: false,
  registeredAt: new Date('2026-11-20T00:00:00Z'),
  grantedThisPeriod: false,
  pendingApplication: false,
  depositsInWindow: [],
  firstDeposit: null,
  lastPeriodLoss: 0n,
  rewardWaiting: null,
  ...over,
});
const facts = (
  r: PromotionRules,
  m: EligibilityFacts['member'],
  over: Partial<EligibilityFacts> = {},
): EligibilityFacts => ({
  now: at,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: null,
  enabled: true,
  rules: r,
  money: (n) => (Number(n) / 100).toFixed(2),
  minor: (a) => BigInt(Math.round(Number(a) * 100)),
  member: m,
  ...over,
});
const match = rules({ type: 'DEPOSIT_MATCH', percent: 100, maxBonus: '200.00', minDeposit: '20.00' });
const codes = (f: EligibilityFacts) => evaluateEligibility(f).reasons.map((r) => r.code);

describe('eligibility in words', () => {
  it('schedule, visitor and trial come first', () => {
    expect(
      evaluateEligibility(facts(match, member(), { startsAt: new Date('2026-12-01T00:00:00Z') })).reasons[0],
    ).toEqual({
      code: 'notStarted',
      params: { start: '2026-12-01T00:00:00.000Z' },
    });
    expect(codes(facts(match, member(), { endsAt: new Date('2026-11-26T09:00:00Z') }))).toEqual(['ended']);
    expect(codes(facts(match, null))).toEqual(['loginRequired']);
    expect(codes(facts(match, member({ trial: true })))).toEqual(['trialAccount']);
    expect(codes(facts(match, member({ grantedThisPeriod: true })))).toEqual(['alreadyClaimed']);
  });
  it('deposit match: the latest qualifying deposit, the bonus capped', () => {
    const small = { id: '1', amount: 1_000n, creditedAt: at };
    expect(evaluateEligibility(facts(match, member({ depositsInWindow: [small] }))).reasons[0]).toMatchObject(
      {
        code: 'minDeposit',
        params: { amount: '20.00' },
      },
    );
    const big = { id: '2', amount: 50_000n, creditedAt: at };
    const ok = evaluateEligibility(facts(match, member({ depositsInWindow: [big, small] })));
    expect(ok).toMatchObject({ eligible: true, base: 50_000n, bonus: 20_000n });
    expect(ok.reasons[0]).toEqual({ code: 'eligibleDeposit', params: { amount: '500.00', bonus: '200.00' } });
  });
  it('first deposit: only a first deposit made while the promotion runs', () => {
    const first = rules({ type: 'FIRST_DEPOSIT', percent: 50, maxBonus: '100.00', minDeposit: '10.00' });
    const before = { id: '1', amount: 5_000n, creditedAt: new Date('2026-10-01T00:00:00Z') };
    expect(codes(facts(first, member({ firstDeposit: before })))).toEqual(['firstDepositOnly']);
    const during = { id: '1', amount: 5_000n, creditedAt: at };
    expect(evaluateEligibility(facts(first, member({ firstDeposit: during })))).toMatchObject({
      eligible: true,
      bonus: 2_500n,
    });
  });
  it('cashback: the last period loss against the minimum, or the reward already waiting', () => {
    const cashback = rules(
      { type: 'CASHBACK', percent: 10, maxBonus: '50.00', minLoss: '10.00' },
      { period: 'DAILY' },
    );
    expect(evaluateEligibility(facts(cashback, member({ lastPeriodLoss: 500n }))).reasons[0]).toEqual({
      code: 'noNetLoss',
      params: { loss: '5.00', minLoss: '10.00' },
    });
    expect(evaluateEligibility(facts(cashback, member({ lastPeriodLoss: 100_000n })))).toMatchObject({
      eligible: true,
      bonus: 5_000n,
    });
    expect(evaluateEligibility(facts(cashback, member({ rewardWaiting: 1_250n })))).toMatchObject({
      eligible: true,
      bonus: 1_250n,
      reasons: [{ code: 'eligible', params: { bonus: '12.50' } }],
    });
  });
  it('sign-up bonus: only within its days after registration', () => {
    const signUp = rules({ type: 'SIGN_UP', amount: '8.00', withinDays: 3 });
    expect(evaluateEligibility(facts(signUp, member()))).toMatchObject({
      eligible: false,
      reasons: [{ code: 'signUpWindow', params: { days: '3' } }],
    });
    expect(
      evaluateEligibility(facts(signUp, member({ registeredAt: new Date('2026-11-25T00:00:00Z') }))),
    ).toMatchObject({
      eligible: true,
      bonus: 800n,
    });
  });
});

describe('activity status (spec section 4)', () => {
  const base = {
    now: at,
    startsAt: new Date('2026-11-01T00:00:00Z'),
    endsAt: null,
    enabled: true,
    mode: 'CLAIM' as const,
    cashback: false,
    loggedIn: true,
    eligible: true,
    bonus: null,
    application: null,
    rewardWaiting: false,
  };
  it('maps the facts', () => {
    expect(activityStatus({ ...base, startsAt: new Date('2026-12-01T00:00:00Z') })).toBe('COMING_SOON');
    expect(activityStatus(base)).toBe('CLAIM');
    expect(activityStatus({ ...base, eligible: false })).toBe('JOIN');
    expect(activityStatus({ ...base, bonus: { status: 'ACTIVE', fromApplication: false } })).toBe(
      'IN_PROCESS',
    );
    expect(activityStatus({ ...base, bonus: { status: 'RELEASED', fromApplication: false } })).toBe(
      'CLAIMED',
    );
    expect(activityStatus({ ...base, bonus: { status: 'RELEASED', fromApplication: true } })).toBe('ISSUED');
    expect(activityStatus({ ...base, mode: 'APPLY', application: 'PENDING' })).toBe('APPLYING');
    expect(activityStatus({ ...base, mode: 'APPLY', application: 'REJECTED', eligible: false })).toBe(
      'REJECTED',
    );
    expect(activityStatus({ ...base, cashback: true, eligible: false })).toBe('JOINED');
    expect(activityStatus({ ...base, rewardWaiting: true })).toBe('CLAIM');
    expect(activityStatus({ ...base, endsAt: new Date('2026-11-02T00:00:00Z') })).toBe('CLOSED');
  });
});
