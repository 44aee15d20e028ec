import { describe, expect, it } from 'vitest';
import { browserTzOffset, emptyTier, offerFormSchema, toOfferRequest } from './offer-form';

const tier = (values: Partial<ReturnType<typeof emptyTier>>) => ({ ...emptyTier(), ...values });
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('offer form', () => {
  it('caps every tier rate at the upline own rate', () => {
    const schema = offerFormSchema(2, 150);
    const result = schema.safeParse({
      kind: 'dailySalary',
      period: 'Daily',
      tiers: [tier({ rate: '1.5' }), tier({ validBet: '1000', rate: '1.51' })],
    });
    expect(messages(result)).toEqual(['tiers.1.rate:rateOverCap']);
  });

  it('refuses any rate to an upline without a contract of its own', () => {
    const result = offerFormSchema(2, null).safeParse({
      kind: 'hourSalary',
      period: 'Daily',
      tiers: [tier({ rate: '1' })],
    });
    expect(messages(result)).toEqual(['tiers.0.rate:noOwnContract']);
  });

  it('checks thresholds, amounts and rates as typed', () => {
    const result = offerFormSchema(2, 5000).safeParse({
      kind: 'dividend',
      period: 'Weekly',
      tiers: [
        tier({ activeMembers: '2.5', validBet: '10.123', profitLoss: 'x', lossRate: '1.234', rate: '' }),
      ],
    });
    expect(messages(result).sort()).toEqual(
      [
        'tiers.0.activeMembers:thresholdInvalid',
        'tiers.0.validBet:amountInvalid',
        'tiers.0.profitLoss:amountInvalid',
        'tiers.0.lossRate:rateInvalid',
        'tiers.0.rate:rateInvalid',
      ].sort(),
    );
    expect(
      messages(offerFormSchema(2, 5000).safeParse({ kind: 'dividend', period: 'Weekly', tiers: [] })),
    ).toEqual(['tiers:tiersRequired']);
  });

  it('turns a salary form into the contract request without dividend-only fields', () => {
    const request = toOfferRequest(
      {
        kind: 'dailySalary',
        period: 'Monthly',
        tiers: [
          tier({ activeMembers: '3', validBet: '500.5', profitLoss: '9', lossRate: '2', rate: '0.29' }),
        ],
      },
      '42',
      420,
    );
    expect(request).toEqual({
      memberId: '42',
      kind: 'dailySalary',
      tzOffset: 420,
      tiers: [
        { activeMembers: 3, validBet: '500.5', profitLoss: null, winRate: null, lossRate: null, rate: 29 },
      ],
    });
  });

  it('keeps a dividend period and its loss conditions', () => {
    const request = toOfferRequest(
      {
        kind: 'dividend',
        period: 'Semimonthly',
        tiers: [tier({ profitLoss: '100', lossRate: '5', rate: '30' })],
      },
      '7',
      -240,
    );
    expect(request.period).toBe('Semimonthly');
    expect(request.tiers[0]).toMatchObject({ profitLoss: '100', lossRate: 500, rate: 3000, validBet: null });
  });

  it('cuts the browser offset at whole hours', () => {
    expect(browserTzOffset({ getTimezoneOffset: () => -420 } as Date)).toBe(420);
    expect(browserTzOffset({ getTimezoneOffset: () => 240 } as Date)).toBe(-240);
    expect(browserTzOffset({ getTimezoneOffset: () => -330 } as Date)).toBe(300);
  });
});
