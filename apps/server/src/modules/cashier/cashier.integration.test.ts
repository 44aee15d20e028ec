import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { PNG } from '../../../test/wallet-kit.ts';
import { signBody } from './gateway/signature.ts';

let t: TestApp;
let demo: string;
let op: string;
let demoId: string;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const balance = async () => t.services.ledger.balance({ memberId: demoId, kind: 'cash' });
/** The latest live `message` event for demo: what its open tabs were pushed (031 outbox). */
const lastLiveMessage = async () =>
  (
    await t.db
      .selectFrom('outbox_events')
      .select(['payload'])
      .where('member_id', '=', demoId)
      .where('type', '=', 'message')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).payload as { id: string; kind: string; params: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginToken(t, 'demo', 'PlayDemo#2026');
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/session/login',
    payload: { username: 'operator', password: 'Operator#2026' },
  });
  op = res.json().value.token;
  demoId = (
    await t.db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('deposits', () => {
  it('seeded opening deposit credited 1,000.00 through the ledger', async () => {
    expect((await balance()).balance).toBe(100_000n);
  });

  it('bank deposit -> approve credits once and writes a message; second approve is INVALID_STATE', async () => {
    const channels = (await call('GET', '/wps/cashier/deposit/channels', demo)).json().value.channels;
    const bank = channels.find((c: { type: string }) => c.type === 'BANK');
    const created = await call('POST', '/wps/cashier/deposits', demo, {
      channelId: bank.id,
      amount: '50.00',
      payerName: 'Demo',
      proofImage: PNG,
      idempotencyKey: randomUUID(),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.deposit.id;
    const before = (await balance()).balance;
    expect((await call('POST', `/admin/wallet/deposits/${id}/approve`, op, {})).statusCode).toBe(200);
    const again = await call('POST', `/admin/wallet/deposits/${id}/approve`, op, {});
    expect(again.json().code).toBe('INVALID_STATE');
    expect((await balance()).balance - before).toBe(5_000n);
    const msgs = (await call('GET', '/wps/messages', demo)).json().value;
    expect(msgs.rows[0].kind).toBe('DEPOSIT_ARRIVAL');
    const proof = await call('GET', `/wps/cashier/deposits/${id}/proof`, demo);
    expect(proof.headers['content-type']).toBe('image/png');
  });

  it('reject moves no money and sends "deposit failed"', async () => {
    const bank = (await call('GET', '/wps/cashier/deposit/channels', demo)).json().value.channels[0];
    const id = (
      await call('POST', '/wps/cashier/deposits', demo, {
        channelId: bank.id,
        amount: '20.00',
        payerName: 'Demo',
        proofImage: PNG,
        idempotencyKey: randomUUID(),
      })
    ).json().value.deposit.id;
    const before = (await balance()).balance;
    expect(
      (await call('POST', `/admin/wallet/deposits/${id}/reject`, op, { reason: 'No slip' })).statusCode,
    ).toBe(200);
    expect((await balance()).balance).toBe(before);
    const msgs = (await call('GET', '/wps/messages', demo)).json().value;
    expect(msgs.rows[0]).toMatchObject({ kind: 'DEPOSIT_FAILED', params: { reason: 'No slip' } });
    // Pushed live in the rejection's transaction (ledger.emit): the same message as the inbox row.
    expect(await lastLiveMessage()).toMatchObject({
      id: msgs.rows[0].id,
      kind: 'DEPOSIT_FAILED',
      params: { reason: 'No slip' },
    });
  });

  it('gateway callback: bad signature refused, good one credits once even when repeated', async () => {
    const gw = (await call('GET', '/wps/cashier/deposit/channels', demo))
      .json()
      .value.channels.find((c: { type: string }) => c.type === 'GATEWAY');
    const created = (
      await call('POST', '/wps/cashier/deposits', demo, {
        channelId: gw.id,
        amount: '30.00',
        idempotencyKey: randomUUID(),
      })
    ).json().value;
    expect(created.payUrl).toBe(`/dev/pay/${created.deposit.id}`);
    const secret = (
      await t.db
        .selectFrom('deposit_channels')
        .select('secret')
        .where('id', '=', gw.id)
        .executeTakeFirstOrThrow()
    ).secret!;
    const body = JSON.stringify({
      depositId: created.deposit.id,
      amountMinor: '3000',
      status: 'PAID',
      providerRef: 'X1',
    });
    const post = (sig: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/cashier/gateway/DEMOPAY/callback',
        headers: { 'content-type': 'application/json', 'x-demopay-signature': sig },
        payload: body,
      });
    const before = (await balance()).balance;
    expect((await post(signBody(body, 'wrong'))).statusCode).toBe(403);
    expect((await balance()).balance).toBe(before);
    expect((await post(signBody(body, secret))).json().value.status).toBe('APPROVED');
    expect((await post(signBody(body, secret))).statusCode).toBe(200);
    expect((await balance()).balance - before).toBe(3_000n);
  });

  it('operator routes refuse member tokens; bad input is VALIDATION_FAILED', async () => {
    expect((await call('GET', '/admin/wallet/deposits', demo)).json().code).toBe('UNAUTHORIZED');
    expect((await call('POST', '/wps/cashier/deposits', demo, { amount: 'x' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('withdrawals', () => {
  let accountId: string;
  it('binds an account; requires and checks the payment password', async () => {
    accountId = (
      await call('POST', '/wps/cashier/bank-accounts', demo, {
        bankName: 'Demo Bank',
        accountName: 'Demo',
        accountNumber: '11112222',
        paymentPassword: 'Pay#2026',
      })
    ).json().value.id;
    const wrong = await call('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: accountId,
      amount: '25.00',
      paymentPassword: 'nope',
      idempotencyKey: randomUUID(),
    });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const limits = await call('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: accountId,
      amount: '5.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    });
    expect(limits.json().code).toBe('LIMIT_EXCEEDED');
    const over = await call('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: accountId,
      amount: '19000.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    });
    expect(over.json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('hold lowers available not balance; same key twice holds once; approve posts; receipt and auto-confirm', async () => {
    // The 80.00 deposited above counts for turnover at 1x: more than the untouched 1,000.00 is locked.
    const locked = await call('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: accountId,
      amount: '1010.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    });
    expect(locked.json().code).toBe('TURNOVER_NOT_MET');
    const before = await balance();
    const key = randomUUID();
    const body = {
      bankAccountId: accountId,
      amount: '100.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: key,
    };
    const w = (await call('POST', '/wps/cashier/withdrawals', demo, body)).json().value;
    const w2 = (await call('POST', '/wps/cashier/withdrawals', demo, body)).json().value;
    expect(w2.id).toBe(w.id);
    const held = await balance();
    expect(held.balance).toBe(before.balance);
    expect(held.available).toBe(before.available - 10_000n);
    expect((await call('POST', `/admin/wallet/withdrawals/${w.id}/approve`, op, {})).statusCode).toBe(200);
    expect((await call('POST', `/admin/wallet/withdrawals/${w.id}/approve`, op, {})).json().code).toBe(
      'INVALID_STATE',
    );
    expect((await balance()).balance).toBe(before.balance - 10_000n);
    // "withdraw approve" went out live with the posting (postHold events), once despite the retry.
    const approved = (await call('GET', '/wps/messages', demo)).json().value.rows[0];
    expect(approved.kind).toBe('WITHDRAW_APPROVE');
    expect(await lastLiveMessage()).toMatchObject({ id: approved.id, kind: 'WITHDRAW_APPROVE' });
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await t.services.withdrawals.autoConfirmReceipts(later)).toBe(1);
    const list = (await call('GET', '/wps/cashier/withdrawals', demo)).json().value.rows;
    expect(list[0].receipt).toBe('AUTO');
  });

  it('reject restores available; NONE receipt opens a case', async () => {
    const before = await balance();
    const w = (
      await call('POST', '/wps/cashier/withdrawals', demo, {
        bankAccountId: accountId,
        amount: '40.00',
        paymentPassword: 'Pay#2026',
        idempotencyKey: randomUUID(),
      })
    ).json().value;
    await call('POST', `/admin/wallet/withdrawals/${w.id}/reject`, op, { reason: 'Name mismatch' });
    expect((await balance()).available).toBe(before.available);
    // "withdraw reject" went out live with the release (voidHold events).
    const rejected = (await call('GET', '/wps/messages', demo)).json().value.rows[0];
    expect(rejected).toMatchObject({ kind: 'WITHDRAW_REJECT', params: { reason: 'Name mismatch' } });
    expect(await lastLiveMessage()).toMatchObject({ id: rejected.id, kind: 'WITHDRAW_REJECT' });
    const w3 = (
      await call('POST', '/wps/cashier/withdrawals', demo, {
        bankAccountId: accountId,
        amount: '30.00',
        paymentPassword: 'Pay#2026',
        idempotencyKey: randomUUID(),
      })
    ).json().value;
    await call('POST', `/admin/wallet/withdrawals/${w3.id}/approve`, op, {});
    const r = await call('POST', `/wps/cashier/withdrawals/${w3.id}/receipt`, demo, {
      result: 'NONE',
      proofImages: [PNG],
    });
    expect(r.json().value.receipt).toBe('NONE');
    const cases = (await call('GET', '/admin/wallet/receipt-cases', op)).json().value;
    expect(cases.rows[0]).toMatchObject({ withdrawalId: w3.id, result: 'NONE', proofCount: 1 });
  });
});
