import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/v2/wallets/balance', () => {
  it('reads the ledger balance and available amount as decimal strings', async () => {
    const token = await loginToken(t, 'player01', 'PlayDemo#2026');
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player01')
      .executeTakeFirstOrThrow();
    // Money arrives only as a ledger movement (a deposit from payment clearing) and a pending hold.
    await t.services.ledger.move({
      scope: 'test',
      key: 'wallet-deposit',
      kind: 'deposit',
      postings: [
        {
          from: { system: 'payment_clearing', currency: 'USD' },
          to: { memberId: member.id, kind: 'cash' },
          amount: 123450n,
        },
      ],
    });
    await t.services.ledger.hold({
      scope: 'test',
      key: 'wallet-hold',
      account: { memberId: member.id, kind: 'cash' },
      amount: 450n,
    });
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth(token) });
    expect(res.json()).toEqual({
      success: true,
      value: {
        balance: '1234.50',
        available: '1230.00',
        currency: 'USD',
        currencySymbol: '$',
        playMoney: false,
      },
    });
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('never lets a member balance go below zero, even written directly', async () => {
    await expect(
      t.db.updateTable('ledger_accounts').set({ balance: '-1' }).where('member_id', 'is not', null).execute(),
    ).rejects.toThrow(/check/i);
  });
});
