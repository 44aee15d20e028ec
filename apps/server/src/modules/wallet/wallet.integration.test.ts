import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/v2/wallets/balance', () => {
  it('reads the member’s wallet row as a decimal string', async () => {
    const token = await loginToken(t, 'demo', 'PlayDemo#2026');
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    // Direct write only to observe the read path; the ledger issue moves money through entries.
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: '123450' })
      .where('member_id', '=', member.id)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth(token) });
    expect(res.json()).toEqual({
      success: true,
      value: { balance: '1234.50', currency: 'USD', currencySymbol: '$', playMoney: false },
    });
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('never lets a balance go below zero', async () => {
    await expect(t.db.updateTable('ledger_accounts').set({ balance: '-1' }).execute()).rejects.toThrow(
      /check/i,
    );
  });
});
