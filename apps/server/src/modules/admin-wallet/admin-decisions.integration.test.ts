import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, PNG, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Issue 12 back office: approve and reject take an optional operator note, kept in the decision's
 * audit row and never sent to the member; the member's recent history is one operator-only call.
 */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

async function bankDeposit(amount: string): Promise<string> {
  const bank = (await k.call('GET', '/wps/cashier/deposit/channels', k.tokens.demo))
    .json()
    .value.channels.find((c: { type: string }) => c.type === 'BANK');
  return (
    await k.call('POST', '/wps/cashier/deposits', k.tokens.demo, {
      channelId: bank.id,
      amount,
      payerName: 'Demo',
      proofImage: PNG,
      idempotencyKey: randomUUID(),
    })
  ).json().value.deposit.id;
}
const lastAudit = async () =>
  k.t.db
    .selectFrom('audit_log')
    .select(['action', 'after'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
    .then((r) => ({
      action: r.action,
      after: (typeof r.after === 'string' ? JSON.parse(r.after) : r.after) as Record<string, unknown>,
    }));

describe('operator notes', () => {
  it('an approval with a note audits the note; without one, no note key', async () => {
    const id = await bankDeposit('25.00');
    const res = await k.call('POST', `/admin/wallet/deposits/${id}/approve`, k.tokens.op, {
      note: '  Slip matches bank statement  ',
    });
    expect(res.statusCode).toBe(200);
    expect(await lastAudit()).toEqual({
      action: 'wallet.deposit.approve',
      after: { id, status: 'APPROVED', note: 'Slip matches bank statement' },
    });
    const plain = await bankDeposit('26.00');
    expect(
      (await k.call('POST', `/admin/wallet/deposits/${plain}/approve`, k.tokens.op, {})).statusCode,
    ).toBe(200);
    expect((await lastAudit()).after).toEqual({ id: plain, status: 'APPROVED' });
  });

  it('a rejection keeps the note in the audit and out of the member message', async () => {
    const id = await bankDeposit('27.00');
    await k.call('POST', `/admin/wallet/deposits/${id}/reject`, k.tokens.op, {
      reason: 'Slip unreadable',
      note: 'Third blurry slip this week',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'wallet.deposit.reject',
      after: { reason: 'Slip unreadable', note: 'Third blurry slip this week' },
    });
    const inbox = JSON.stringify((await k.call('GET', '/wps/messages', k.tokens.demo)).json().value);
    expect(inbox).toContain('Slip unreadable');
    expect(inbox).not.toContain('Third blurry');
    const deposits = JSON.stringify(
      (await k.call('GET', '/wps/cashier/deposits', k.tokens.demo)).json().value,
    );
    expect(deposits).not.toContain('Third blurry');
  });

  it('a note longer than 500 characters is VALIDATION_FAILED and decides nothing', async () => {
    const id = await bankDeposit('28.00');
    const res = await k.call('POST', `/admin/wallet/deposits/${id}/approve`, k.tokens.op, {
      note: 'x'.repeat(501),
    });
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const row = (await k.call('GET', '/admin/wallet/deposits?status=PENDING', k.tokens.op))
      .json()
      .value.rows.find((r: { id: string }) => r.id === id);
    expect(row?.status).toBe('PENDING');
  });
});

describe('member history', () => {
  it('shows the position, the newest requests and the bets of the last 30 days', async () => {
    await k.call('POST', '/wps/originals/dice/bet', k.tokens.demo, {
      amount: '3.00',
      target: 50,
      direction: 'under',
      idempotencyKey: randomUUID(),
    });
    const res = await k.call('GET', `/admin/wallet/members/${k.ids.demo}/history`, k.tokens.op);
    expect(res.statusCode).toBe(200);
    const h = res.json().value;
    const ledger = await k.balance(k.ids.demo);
    expect(h.memberId).toBe(k.ids.demo);
    expect(h.balance).toBe((Number(ledger.balance) / 100).toFixed(2));
    expect(h.deposits.rows.length).toBeGreaterThanOrEqual(4);
    expect(h.deposits.rows.length).toBeLessThanOrEqual(5);
    expect(h.deposits.rows[0].amount).toBe('28.00');
    expect(h.bets).toMatchObject({ days: 30, betCount: 1, bets: '3.00' });
  });

  it('is for operators only', async () => {
    const member = await k.call('GET', `/admin/wallet/members/${k.ids.demo}/history`, k.tokens.demo);
    expect(member.json().code).toBe('UNAUTHORIZED');
    const bad = await k.call('GET', '/admin/wallet/members/abc/history', k.tokens.op);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
