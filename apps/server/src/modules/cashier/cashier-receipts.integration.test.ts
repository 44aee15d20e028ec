import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, PNG, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
let accountId: string;

beforeAll(async () => {
  k = await createWalletKit();
  accountId = (
    await k.call('POST', '/wps/cashier/bank-accounts', k.tokens.demo, {
      bankName: 'Demo Bank',
      accountName: 'Demo',
      accountNumber: '11112222',
      paymentPassword: 'Pay#2026',
    })
  ).json().value.id;
});
afterAll(() => k.close());

async function withdraw(amount: string): Promise<string> {
  const res = await k.call('POST', '/wps/cashier/withdrawals', k.tokens.demo, {
    bankAccountId: accountId,
    amount,
    paymentPassword: 'Pay#2026',
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id;
}
const approve = async (id: string) =>
  expect((await k.call('POST', `/admin/wallet/withdrawals/${id}/approve`, k.tokens.op, {})).statusCode).toBe(
    200,
  );
const receipt = (id: string, body: unknown, token = k.tokens.demo) =>
  k.call('POST', `/wps/cashier/withdrawals/${id}/receipt`, token, body);
const cases = async () => (await k.call('GET', '/admin/wallet/receipt-cases', k.tokens.op)).json().value;

describe('withdrawal receipts', () => {
  it('ALL marks the withdrawal received, opens no case, moves no money; twice -> INVALID_STATE', async () => {
    const id = await withdraw('25.00');
    await approve(id);
    const before = await k.balance(k.ids.demo);
    expect(before.balance).toBe(97_500n);
    const res = await receipt(id, { result: 'ALL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      id,
      status: 'APPROVED',
      receipt: 'ALL',
      receiptRemaining: null,
      confirmDeadline: null,
    });
    expect(res.json().value.receiptAt).not.toBeNull();
    expect(await k.count('receipt_cases')).toBe(0);
    const again = await receipt(id, { result: 'ALL' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
    const other = await receipt(id, { result: 'PARTIAL', remainingAmount: '1.00' });
    expect(other.json().code).toBe('INVALID_STATE');
    expect(await k.balance(k.ids.demo)).toEqual(before);
    expect(await k.count('receipt_cases')).toBe(0);
    // Auto-confirm leaves an answered receipt alone.
    expect(await k.t.services.withdrawals.autoConfirmReceipts(new Date(Date.now() + 86_400_000))).toBe(0);
  });

  it('PARTIAL keeps the remaining amount and opens a case; the remainder must be below the amount', async () => {
    const id = await withdraw('40.00');
    await approve(id);
    const tooMuch = await receipt(id, { result: 'PARTIAL', remainingAmount: '40.00' });
    expect(tooMuch.json().code).toBe('LIMIT_EXCEEDED');
    expect(await k.count('receipt_cases')).toBe(0);
    const res = await receipt(id, { result: 'PARTIAL', remainingAmount: '12.50', remark: 'Short by 12.50' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id, receipt: 'PARTIAL', receiptRemaining: '12.50' });
    const list = await cases();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      withdrawalId: id,
      account: 'demo',
      amount: '40.00',
      result: 'PARTIAL',
      remainingAmount: '12.50',
      remark: 'Short by 12.50',
      proofCount: 0,
    });
    expect((await receipt(id, { result: 'ALL' })).json().code).toBe('INVALID_STATE');
    expect((await cases()).total).toBe(1);
    expect((await k.balance(k.ids.demo)).balance).toBe(93_500n);
  });

  it('a PENDING or REJECTED withdrawal takes no receipt (INVALID_STATE), nor does someone else', async () => {
    const id = await withdraw('30.00');
    const pending = await receipt(id, { result: 'ALL' });
    expect(pending.json().code).toBe('INVALID_STATE');
    const stranger = await receipt(id, { result: 'ALL' }, k.tokens.player01);
    expect(stranger.json().code).toBe('NOT_FOUND');
    await k.call('POST', `/admin/wallet/withdrawals/${id}/reject`, k.tokens.op, { reason: 'Name mismatch' });
    for (const body of [
      { result: 'ALL' },
      { result: 'PARTIAL', remainingAmount: '1.00' },
      { result: 'NONE', proofImages: [PNG] },
    ]) {
      const res = await receipt(id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_STATE');
    }
    const row = await k.t.db
      .selectFrom('withdrawals')
      .select(['status', 'receipt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'REJECTED', receipt: null });
    expect((await cases()).total).toBe(1);
    expect(await k.balance(k.ids.demo)).toEqual({ balance: 93_500n, available: 93_500n });
  });
});
