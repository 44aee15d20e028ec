import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, PNG, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Issue 12 "Money never looks wrong": a deposit is turned over only by bets placed after it was
 * credited, and binding a payout account asks for the payment password like a withdrawal.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const info = async (token: string) => (await k.call('GET', '/wps/cashier/withdraw/info', token)).json().value;
const dice = (token: string, amount: string) =>
  k.call('POST', '/wps/originals/dice/bet', token, {
    amount,
    target: 50,
    direction: 'under',
    idempotencyKey: randomUUID(),
  });

describe('turnover counts bets after the credit', () => {
  it('bets before a deposit do not turn it over; bets after it do', async () => {
    const demo = k.tokens.demo;
    // Turnover at 1x, so the figures are the deposit's.
    await k.call('PUT', '/admin/wallet/settings', k.tokens.op, { turnoverMultiple: 1 });
    for (let i = 0; i < 3; i++) expect((await dice(demo, '10.00')).statusCode).toBe(200);

    const bank = (await k.call('GET', '/wps/cashier/deposit/channels', demo))
      .json()
      .value.channels.find((c: { type: string }) => c.type === 'BANK');
    const deposit = (
      await k.call('POST', '/wps/cashier/deposits', demo, {
        channelId: bank.id,
        amount: '50.00',
        payerName: 'Demo',
        proofImage: PNG,
        idempotencyKey: randomUUID(),
      })
    ).json().value.deposit;
    expect(
      (await k.call('POST', `/admin/wallet/deposits/${deposit.id}/approve`, k.tokens.op, {})).statusCode,
    ).toBe(200);

    // The 30.00 bet before the credit counts for nothing: the whole 50.00 is still locked.
    const fresh = await info(demo);
    expect(fresh).toMatchObject({
      turnoverRequired: '50.00',
      turnoverDone: '0.00',
      lockedByTurnover: '50.00',
    });

    expect((await dice(demo, '20.00')).statusCode).toBe(200);
    const later = await info(demo);
    expect(later).toMatchObject({
      turnoverRequired: '50.00',
      turnoverDone: '20.00',
      lockedByTurnover: '30.00',
    });

    expect((await dice(demo, '40.00')).statusCode).toBe(200);
    expect(await info(demo)).toMatchObject({ turnoverDone: '50.00', lockedByTurnover: '0.00' });
  });
});

describe('binding a bank account asks for the payment password', () => {
  const account = { bankName: 'Turnover Bank', accountName: 'Demo Player', accountNumber: '55556666' };

  it('refuses without, with a wrong one, and without a payment password set; binds with the right one', async () => {
    const before = await k.count('bank_accounts');
    const missing = await k.call('POST', '/wps/cashier/bank-accounts', k.tokens.demo, account);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const wrong = await k.call('POST', '/wps/cashier/bank-accounts', k.tokens.demo, {
      ...account,
      paymentPassword: 'Wrong#1',
    });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    // player01 has no payment password yet: it must set one first.
    const unset = await k.call('POST', '/wps/cashier/bank-accounts', k.tokens.player01, {
      ...account,
      paymentPassword: 'Anything#1',
    });
    expect(unset.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
    expect(await k.count('bank_accounts')).toBe(before);

    const bound = await k.call('POST', '/wps/cashier/bank-accounts', k.tokens.demo, {
      ...account,
      paymentPassword: 'Pay#2026',
    });
    expect(bound.statusCode).toBe(200);
    expect(bound.json().value).toMatchObject({ bankName: 'Turnover Bank', accountNumberMasked: '****6666' });
    expect(JSON.stringify(bound.json())).not.toContain('Pay#2026');
    expect(await k.count('bank_accounts')).toBe(before + 1);
  });
});
