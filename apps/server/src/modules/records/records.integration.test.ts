import { randomUUID } from 'node:crypto';
import { minorToAmount } from '@goldline/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, PNG, setPaymentPassword, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
let player: string;
/** Between the cashier movements (deposit, withdrawal) and the transfers. */
let middle: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PAY = 'PlayerPay#1';

async function ledgerRows() {
  return k.t.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['e.id', 'e.amount', 'e.balance_after', 't.kind'])
    .where('a.member_id', '=', k.ids.player01)
    .where('a.kind', '=', 'cash')
    .orderBy('e.id', 'desc')
    .execute();
}
const money = (n: bigint | string) => minorToAmount(BigInt(n), 2);
const records = async (query: string) => {
  const res = await k.call('GET', `/wps/records/transactions?${query}`, player);
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

beforeAll(async () => {
  k = await createWalletKit();
  player = k.tokens.player01;
  const { op, agent } = k.tokens;
  // Turnover is covered by the cashier tests; here it would only lock the deposit.
  await k.call('PUT', '/admin/wallet/settings', op, { turnoverMultiple: 0 });
  await setPaymentPassword(k, player, 'PlayDemo#2026', PAY);
  await setPaymentPassword(k, agent, 'AgentDemo#2026', 'AgentPay#1');

  const bank = (await k.call('GET', '/wps/cashier/deposit/channels', player)).json().value.channels[0];
  const deposit = (
    await k.call('POST', '/wps/cashier/deposits', player, {
      channelId: bank.id,
      amount: '200.00',
      payerName: 'Player',
      proofImage: PNG,
      idempotencyKey: randomUUID(),
    })
  ).json().value.deposit;
  await k.call('POST', `/admin/wallet/deposits/${deposit.id}/approve`, op, {});
  const account = (
    await k.call('POST', '/wps/cashier/bank-accounts', player, {
      bankName: 'Player Bank',
      accountName: 'Player',
      accountNumber: '99998888',
      paymentPassword: PAY,
    })
  ).json().value;
  const w = (
    await k.call('POST', '/wps/cashier/withdrawals', player, {
      bankAccountId: account.id,
      amount: '30.00',
      paymentPassword: PAY,
      idempotencyKey: randomUUID(),
    })
  ).json().value;
  expect((await k.call('POST', `/admin/wallet/withdrawals/${w.id}/approve`, op, {})).statusCode).toBe(200);
  await sleep(30);
  middle = new Date().toISOString();
  await sleep(30);
  const out = await k.call('POST', '/wps/transfer/upline', player, {
    amount: '20.00',
    paymentPassword: PAY,
    idempotencyKey: randomUUID(),
  });
  expect(out.statusCode).toBe(200);
  const back = await k.call('POST', '/wps/agent/transfer/downline', agent, {
    downline: 'player01',
    amount: '15.00',
    paymentPassword: 'AgentPay#1',
    idempotencyKey: randomUUID(),
  });
  expect(back.statusCode).toBe(200);
});
afterAll(() => k.close());

describe('transaction records', () => {
  it('rows, signed amounts, balance-after and totals equal the ledger exactly', async () => {
    const page = await records('');
    expect(page.total).toBe(4);
    expect(page.rows.map((r: { type: string }) => r.type)).toEqual([
      'transfer',
      'transfer',
      'withdrawal',
      'deposit',
    ]);
    expect(page.rows.map((r: { amount: string }) => r.amount)).toEqual([
      '15.00',
      '-20.00',
      '-30.00',
      '200.00',
    ]);
    expect(page.rows.map((r: { balanceAfter: string }) => r.balanceAfter)).toEqual([
      '165.00',
      '150.00',
      '170.00',
      '200.00',
    ]);
    expect(page.totals).toEqual({ in: '215.00', out: '-50.00', net: '165.00' });

    const ledger = await ledgerRows();
    expect(page.rows.map((r: { id: string }) => r.id)).toEqual(ledger.map((e) => e.id));
    expect(page.rows.map((r: { amount: string }) => r.amount)).toEqual(ledger.map((e) => money(e.amount)));
    expect(page.rows.map((r: { balanceAfter: string }) => r.balanceAfter)).toEqual(
      ledger.map((e) => money(e.balance_after!)),
    );
    const sum = (f: (n: bigint) => boolean) =>
      ledger.map((e) => BigInt(e.amount)).reduce((a, n) => (f(n) ? a + n : a), 0n);
    expect(page.totals).toEqual({
      in: money(sum((n) => n > 0n)),
      out: money(sum((n) => n < 0n)),
      net: money(sum(() => true)),
    });
    expect(money(sum(() => true))).toBe(money((await k.balance(k.ids.player01)).balance));
    expect(page.rows[2].reference).toMatch(/^withdrawal:\d+$/);
  });

  it('type filter', async () => {
    const transfers = await records('type=transfer');
    expect(transfers.rows.map((r: { amount: string }) => r.amount)).toEqual(['15.00', '-20.00']);
    expect(transfers.totals).toEqual({ in: '15.00', out: '-20.00', net: '-5.00' });
    const withdrawals = await records('type=withdrawal');
    expect(withdrawals.total).toBe(1);
    expect(withdrawals.rows[0]).toMatchObject({
      type: 'withdrawal',
      amount: '-30.00',
      balanceAfter: '170.00',
    });
    const deposits = await records('type=deposit');
    expect(deposits.rows.map((r: { amount: string }) => r.amount)).toEqual(['200.00']);
    expect(deposits.totals).toEqual({ in: '200.00', out: '0.00', net: '200.00' });
    const bets = await records('type=bet');
    expect(bets).toMatchObject({ rows: [], total: 0, totals: { in: '0.00', out: '0.00', net: '0.00' } });
  });

  it('date range filter excludes rows outside [from, to)', async () => {
    const later = await records(`from=${encodeURIComponent(middle)}`);
    expect(later.rows.map((r: { amount: string }) => r.amount)).toEqual(['15.00', '-20.00']);
    expect(later.totals).toEqual({ in: '15.00', out: '-20.00', net: '-5.00' });
    const from = new Date(Date.parse(middle) - 86_400_000).toISOString();
    const earlier = await records(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(middle)}`);
    expect(earlier.rows.map((r: { amount: string }) => r.amount)).toEqual(['-30.00', '200.00']);
    expect(earlier.totals).toEqual({ in: '200.00', out: '-30.00', net: '170.00' });
    const past = await records('from=2020-01-01T00:00:00Z&to=2020-01-31T00:00:00Z');
    expect(past).toMatchObject({ rows: [], total: 0, totals: { net: '0.00' } });
  });

  it('paging: pageSize and page cut the rows; total and totals ignore paging', async () => {
    const p1 = await records('pageSize=3&page=1');
    const p2 = await records('pageSize=3&page=2');
    const p3 = await records('pageSize=3&page=3');
    expect(p1.rows.map((r: { amount: string }) => r.amount)).toEqual(['15.00', '-20.00', '-30.00']);
    expect(p2.rows.map((r: { amount: string }) => r.amount)).toEqual(['200.00']);
    expect(p3.rows).toEqual([]);
    for (const p of [p1, p2, p3]) {
      expect(p.total).toBe(4);
      expect(p.totals).toEqual({ in: '215.00', out: '-50.00', net: '165.00' });
    }
    expect(p2).toMatchObject({ page: 2, pageSize: 3 });
  });

  it('profit and bonus answer correctly shaped, empty-but-correct results', async () => {
    const profit = await k.call('GET', '/wps/records/profit', player);
    expect(profit.statusCode).toBe(200);
    expect(profit.json().value).toEqual({ rows: [], totals: { bets: '0.00', wins: '0.00', profit: '0.00' } });
    const bonus = await k.call('GET', '/wps/records/bonus?pageSize=5', player);
    expect(bonus.statusCode).toBe(200);
    expect(bonus.json().value).toEqual({ rows: [], page: 1, pageSize: 5, total: 0, totalAmount: '0.00' });
    const trial = await k.trialToken();
    expect((await k.call('GET', '/wps/records/transactions', trial)).json().code).toBe('TRIAL_FORBIDDEN');
  });
});
