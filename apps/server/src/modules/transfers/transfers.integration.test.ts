import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, setPaymentPassword, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
const AGENT_PAY = 'AgentPay#1';
const PLAYER_PAY = 'PlayerPay#1';

beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const toDownline = (body: Record<string, unknown>) =>
  k.call('POST', '/wps/agent/transfer/downline', k.tokens.agent, {
    idempotencyKey: randomUUID(),
    paymentPassword: AGENT_PAY,
    ...body,
  });
const toUpline = (body: Record<string, unknown>, token = k.tokens.player01) =>
  k.call('POST', '/wps/transfer/upline', token, {
    idempotencyKey: randomUUID(),
    paymentPassword: PLAYER_PAY,
    ...body,
  });
const latestMessage = async (token: string) =>
  (await k.call('GET', '/wps/messages', token)).json().value.rows[0];

describe('transfers', () => {
  it('no payment password set -> PAYMENT_PASSWORD_REQUIRED, nothing moves', async () => {
    const before = await k.balance(k.ids.agent);
    const res = await toDownline({ downline: 'player01', amount: '10.00' });
    expect(res.json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
    expect(await k.balance(k.ids.agent)).toEqual(before);
    expect(await k.count('transfers')).toBe(0);
  });

  it('agent -> own downline moves the exact amount; both sides get a message', async () => {
    await setPaymentPassword(k, k.tokens.agent, 'AgentDemo#2026', AGENT_PAY);
    expect((await k.balance(k.ids.agent)).balance).toBe(500_000n);
    expect((await k.balance(k.ids.player01)).balance).toBe(0n);
    const res = await toDownline({ downline: 'PLAYER01', amount: '200.00' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ amount: '200.00', to: 'player01', balance: '4800.00' });
    expect((await k.balance(k.ids.agent)).balance).toBe(480_000n);
    expect((await k.balance(k.ids.player01)).balance).toBe(20_000n);
    const sent = await latestMessage(k.tokens.agent);
    expect(sent).toMatchObject({
      kind: 'TRANSFER_TO_DOWNLINE',
      params: { name: 'player01', amount: '200.00', time: v.createdAt },
    });
    const got = await latestMessage(k.tokens.player01);
    expect(got).toMatchObject({
      kind: 'TRANSFER_FROM_UPLINE',
      params: { name: 'agent', amount: '200.00', time: v.createdAt },
      read: false,
    });
    expect(got.body).toContain('200.00');
  });

  it('agent -> a member who is not its direct downline -> NOT_DOWNLINE, no money moves', async () => {
    const agent = await k.balance(k.ids.agent);
    const demo = await k.balance(k.ids.demo);
    const transfers = await k.count('transfers');
    for (const downline of ['demo', 'agent', 'nobody-here']) {
      const res = await toDownline({ downline, amount: '10.00' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('NOT_DOWNLINE');
    }
    expect(await k.balance(k.ids.agent)).toEqual(agent);
    expect(await k.balance(k.ids.demo)).toEqual(demo);
    expect(await k.count('transfers')).toBe(transfers);
  });

  it('member -> upline moves the exact amount; both sides get a message with name, amount and time', async () => {
    await setPaymentPassword(k, k.tokens.player01, 'PlayDemo#2026', PLAYER_PAY);
    const upline = (await k.call('GET', '/wps/transfer/upline', k.tokens.player01)).json().value;
    expect(upline.upline).toMatchObject({ account: 'agent' });
    const res = await toUpline({ amount: '50.25', memo: 'thanks' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ amount: '50.25', to: 'agent', balance: '149.75' });
    expect((await k.balance(k.ids.player01)).balance).toBe(14_975n);
    expect((await k.balance(k.ids.agent)).balance).toBe(485_025n);
    expect(await latestMessage(k.tokens.player01)).toMatchObject({
      kind: 'TRANSFER_TO_UPLINE',
      params: { name: 'agent', amount: '50.25', time: v.createdAt },
    });
    expect(await latestMessage(k.tokens.agent)).toMatchObject({
      kind: 'TRANSFER_FROM_DOWNLINE',
      params: { name: 'player01', amount: '50.25', time: v.createdAt },
    });
    const row = await k.t.db
      .selectFrom('transfers')
      .selectAll()
      .where('id', '=', v.transferId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ from_member: k.ids.player01, to_member: k.ids.agent, direction: 'upline' });
    expect(BigInt(row.amount)).toBe(5_025n);
  });

  it('the same idempotencyKey twice -> one movement and identical answers', async () => {
    const body = { amount: '10.00', idempotencyKey: randomUUID() };
    const counts = async () => ({
      transfers: await k.count('transfers'),
      messages: await k.count('messages'),
      tx: await k.count('ledger_transactions'),
    });
    const before = await counts();
    const first = await toUpline(body);
    expect(first.statusCode).toBe(200);
    const second = await toUpline(body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await k.balance(k.ids.player01)).balance).toBe(13_975n);
    expect((await k.balance(k.ids.agent)).balance).toBe(486_025n);
    expect(await counts()).toEqual({
      transfers: before.transfers + 1,
      messages: before.messages + 2,
      tx: before.tx + 1,
    });
    // The same key for a different transfer is a conflict, not a second movement.
    const other = await toUpline({ ...body, amount: '11.00' });
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await k.balance(k.ids.player01)).balance).toBe(13_975n);
  });

  it('wrong payment password, over available, trial account: refused and nothing moves', async () => {
    const before = await k.balance(k.ids.player01);
    const transfers = await k.count('transfers');
    const wrong = await toUpline({ amount: '1.00', paymentPassword: 'Wrong#123' });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const over = await toUpline({ amount: '139.76' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('INSUFFICIENT_BALANCE');
    const overDown = await toDownline({ downline: 'player01', amount: '4860.26' });
    expect(overDown.json().code).toBe('INSUFFICIENT_BALANCE');
    const trial = await k.trialToken();
    const t1 = await toUpline({ amount: '1.00' }, trial);
    expect(t1.statusCode).toBe(403);
    expect(t1.json().code).toBe('TRIAL_FORBIDDEN');
    const t2 = await k.call('POST', '/wps/agent/transfer/downline', trial, {
      downline: 'player01',
      amount: '1.00',
      paymentPassword: 'x',
      idempotencyKey: randomUUID(),
    });
    expect(t2.statusCode).toBe(403);
    expect(await k.balance(k.ids.player01)).toEqual(before);
    expect((await k.balance(k.ids.agent)).balance).toBe(486_025n);
    expect(await k.count('transfers')).toBe(transfers);
    // Exactly the available amount still goes through.
    expect((await toUpline({ amount: '139.75' })).json().value.balance).toBe('0.00');
  });
});
