import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../../test/helpers.ts';
import { type CountedTable, createWalletKit, PNG, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Malformed input on every cashier-area call: the coded error (VALIDATION_FAILED with the failing
 * fields where the body or query is malformed) and nothing changed (balances, rows, settings).
 */
let k: WalletKit;
let depositId: string;
let withdrawalId: string;
let accountId: string;

const tables: CountedTable[] = [
  'deposits',
  'withdrawals',
  'bank_accounts',
  'transfers',
  'messages',
  'receipt_cases',
  'payment_passwords',
  'email_codes',
  'deposit_channels',
  'ledger_transactions',
  'ledger_entries',
];

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await k.count(table);
  const balances: Record<string, { balance: bigint; available: bigint }> = {};
  for (const [name, id] of Object.entries(k.ids)) balances[name] = await k.balance(id);
  const settings = (await k.call('GET', '/admin/wallet/settings', k.tokens.op)).json().value;
  const channels = (await k.call('GET', '/admin/wallet/channels', k.tokens.op)).json().value;
  const withdrawals = await k.t.db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'receipt', 'hold_id'])
    .orderBy('id')
    .execute();
  const deposits = await k.t.db.selectFrom('deposits').select(['id', 'status']).orderBy('id').execute();
  const members = await k.t.db
    .selectFrom('members')
    .select(['id', 'email', 'mobile_num', 'country_dialing_code'])
    .orderBy('id')
    .execute();
  return { counts, balances, settings, channels, withdrawals, deposits, members };
}

interface Case {
  name: string;
  send: () => Promise<LightMyRequestResponse>;
  code: string;
  /** The exact `value.fields` of a VALIDATION_FAILED answer. */
  fields?: Record<string, string>;
}

beforeAll(async () => {
  k = await createWalletKit();
  const { demo } = k.tokens;
  const bank = (await k.call('GET', '/wps/cashier/deposit/channels', demo)).json().value.channels[0];
  depositId = (
    await k.call('POST', '/wps/cashier/deposits', demo, {
      channelId: bank.id,
      amount: '50.00',
      payerName: 'Demo',
      proofImage: PNG,
      idempotencyKey: randomUUID(),
    })
  ).json().value.deposit.id;
  accountId = (
    await k.call('POST', '/wps/cashier/bank-accounts', demo, {
      bankName: 'Demo Bank',
      accountName: 'Demo',
      accountNumber: '11112222',
      paymentPassword: 'Pay#2026',
    })
  ).json().value.id;
  withdrawalId = (
    await k.call('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: accountId,
      amount: '25.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    })
  ).json().value.id;
  expect([depositId, accountId, withdrawalId].every(Boolean)).toBe(true);
});
afterAll(() => k.close());

type Who = keyof WalletKit['tokens'];
const demo: Who = 'demo';
const agent: Who = 'agent';
const player01: Who = 'player01';
const op: Who = 'op';
/** `:deposit`, `:withdrawal` and `:account` in a URL or body stand for the rows made in beforeAll. */
const fill = (text: string) =>
  text.replace(':deposit', depositId).replace(':withdrawal', withdrawalId).replace(':account', accountId);
const c = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: unknown) => () =>
  k.call(
    method,
    fill(url),
    k.tokens[who],
    payload === undefined ? undefined : JSON.parse(fill(JSON.stringify(payload))),
  );
const enc = (body: unknown) => () =>
  k.t.sendEncrypted('POST', '/wps/member/payment-password', body, k.tokens.demo);
const raw = (url: string, contentType: string, payload: string) => () =>
  k.t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth(k.tokens.demo), 'content-type': contentType },
    payload,
  });

const cases: Case[] = [
  // deposits
  {
    name: 'deposit: bad channel, amount, key',
    send: c('POST', '/wps/cashier/deposits', demo, {
      channelId: 'abc',
      amount: '-5',
      idempotencyKey: 'nope',
    }),
    code: 'VALIDATION_FAILED',
    fields: { channelId: 'pattern', amount: 'invalid', idempotencyKey: 'pattern' },
  },
  {
    name: 'deposit: three decimals',
    send: c('POST', '/wps/cashier/deposits', demo, {
      channelId: '1',
      amount: '1.234',
      idempotencyKey: randomUUID(),
    }),
    code: 'VALIDATION_FAILED',
    fields: { amount: 'decimals' },
  },
  {
    name: 'deposit: zero amount',
    send: c('POST', '/wps/cashier/deposits', demo, {
      channelId: '1',
      amount: '0.00',
      idempotencyKey: randomUUID(),
    }),
    code: 'VALIDATION_FAILED',
    fields: { amount: 'invalid' },
  },
  {
    name: 'deposit: proof not an image',
    send: c('POST', '/wps/cashier/deposits', demo, {
      channelId: '1',
      amount: '10.00',
      payerName: 'D',
      proofImage: 'data:text/plain;base64,AAAA',
      idempotencyKey: randomUUID(),
    }),
    code: 'VALIDATION_FAILED',
    fields: { proofImage: 'pattern' },
  },
  {
    name: 'deposit: not JSON',
    send: raw('/wps/cashier/deposits', 'application/json', '{"amount":'),
    code: 'VALIDATION_FAILED',
  },
  {
    name: 'deposit list: page 0, unknown status',
    send: c('GET', '/wps/cashier/deposits?page=0&status=WAITING', demo),
    code: 'VALIDATION_FAILED',
    fields: { page: 'length', status: 'invalid' },
  },
  {
    name: 'deposit proof: bad id',
    send: c('GET', '/wps/cashier/deposits/abc/proof', demo),
    code: 'VALIDATION_FAILED',
    fields: { id: 'pattern' },
  },
  // bank accounts
  {
    name: 'bank account: short fields',
    send: c('POST', '/wps/cashier/bank-accounts', demo, {
      bankName: 'A',
      accountName: ' ',
      accountNumber: '12',
      paymentPassword: 'Pay#2026',
    }),
    code: 'VALIDATION_FAILED',
    fields: { bankName: 'length', accountName: 'length', accountNumber: 'pattern' },
  },
  {
    name: 'bank account: delete bad id',
    send: c('DELETE', '/wps/cashier/bank-accounts/xyz', demo),
    code: 'VALIDATION_FAILED',
    fields: { id: 'pattern' },
  },
  // withdrawals
  {
    name: 'withdraw: zero, empty password',
    send: c('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: ':account',
      amount: '0',
      paymentPassword: '',
      idempotencyKey: randomUUID(),
    }),
    code: 'VALIDATION_FAILED',
    fields: { amount: 'invalid', paymentPassword: 'length' },
  },
  {
    name: 'withdraw: number amount, bad account id',
    send: c('POST', '/wps/cashier/withdrawals', demo, {
      bankAccountId: 'x1',
      amount: 25,
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    }),
    code: 'VALIDATION_FAILED',
    fields: { bankAccountId: 'pattern', amount: 'required' },
  },
  {
    name: 'withdraw list: pageSize 1000',
    send: c('GET', '/wps/cashier/withdrawals?pageSize=1000', demo),
    code: 'VALIDATION_FAILED',
    fields: { pageSize: 'length' },
  },
  // receipt
  {
    name: 'receipt: unknown result',
    send: c('POST', '/wps/cashier/withdrawals/:withdrawal/receipt', demo, { result: 'MAYBE' }),
    code: 'VALIDATION_FAILED',
    fields: { result: 'invalid' },
  },
  {
    name: 'receipt: PARTIAL without remaining',
    send: c('POST', '/wps/cashier/withdrawals/:withdrawal/receipt', demo, { result: 'PARTIAL' }),
    code: 'VALIDATION_FAILED',
    fields: { remainingAmount: 'required' },
  },
  {
    name: 'receipt: NONE without proof',
    send: c('POST', '/wps/cashier/withdrawals/:withdrawal/receipt', demo, {
      result: 'NONE',
      proofImages: [],
    }),
    code: 'VALIDATION_FAILED',
    fields: { proofImages: 'length' },
  },
  {
    name: 'receipt: bad id',
    send: c('POST', '/wps/cashier/withdrawals/abc/receipt', demo, { result: 'ALL' }),
    code: 'VALIDATION_FAILED',
    fields: { id: 'pattern' },
  },
  // transfers
  {
    name: 'transfer upline: exponent amount, bad key',
    send: c('POST', '/wps/transfer/upline', player01, {
      amount: '1e3',
      paymentPassword: 'x',
      idempotencyKey: '1',
    }),
    code: 'VALIDATION_FAILED',
    fields: { amount: 'pattern', idempotencyKey: 'pattern' },
  },
  {
    name: 'transfer downline: empty downline, negative',
    send: c('POST', '/wps/agent/transfer/downline', agent, {
      downline: ' ',
      amount: '-5.00',
      paymentPassword: 'x',
      idempotencyKey: randomUUID(),
    }),
    code: 'VALIDATION_FAILED',
    fields: { amount: 'invalid', downline: 'length' },
  },
  // records
  {
    name: 'records: unknown type',
    send: c('GET', '/wps/records/transactions?type=casino', demo),
    code: 'VALIDATION_FAILED',
    fields: { type: 'invalid' },
  },
  {
    name: 'records: from not a date',
    send: c('GET', '/wps/records/transactions?from=yesterday', demo),
    code: 'VALIDATION_FAILED',
    fields: { from: 'pattern' },
  },
  {
    name: 'records: from after to',
    send: c('GET', '/wps/records/transactions?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', demo),
    code: 'VALIDATION_FAILED',
    fields: { from: 'invalid' },
  },
  {
    name: 'records: range too wide',
    send: c('GET', '/wps/records/transactions?from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', demo),
    code: 'VALIDATION_FAILED',
    fields: { from: 'range' },
  },
  {
    name: 'profit: bad to',
    send: c('GET', '/wps/records/profit?to=nope', demo),
    code: 'VALIDATION_FAILED',
    fields: { to: 'pattern' },
  },
  {
    name: 'bonus: negative page',
    send: c('GET', '/wps/records/bonus?page=-1', demo),
    code: 'VALIDATION_FAILED',
    fields: { page: 'length' },
  },
  // security
  {
    name: 'mobile bind: all fields bad',
    send: c('POST', '/wps/member/mobile/bind', demo, {
      countryDialingCode: 'abc',
      mobileNum: 'x',
      verificationCode: '',
    }),
    code: 'VALIDATION_FAILED',
    fields: { countryDialingCode: 'pattern', mobileNum: 'pattern', verificationCode: 'length' },
  },
  {
    name: 'email bind: not an address',
    send: c('POST', '/wps/member/email/bind', demo, { email: 'not-an-email' }),
    code: 'VALIDATION_FAILED',
    fields: { email: 'pattern' },
  },
  {
    name: 'email confirm: short code',
    send: c('POST', '/wps/member/email/bind/confirm', demo, { email: 'a@example.com', code: '12' }),
    code: 'VALIDATION_FAILED',
    fields: { code: 'pattern' },
  },
  {
    name: 'payment password: too short',
    send: enc({ oldPaymentPassword: 'Pay#2026', newPaymentPassword: '123', confirmPaymentPassword: '123' }),
    code: 'VALIDATION_FAILED',
    fields: { newPaymentPassword: 'length', confirmPaymentPassword: 'length' },
  },
  {
    name: 'payment password: not JSON inside',
    send: raw('/wps/member/payment-password', 'application/jose', 'not.a.jwe'),
    code: 'DECRYPTION_FAILED',
  },
  // messages
  {
    name: 'messages: unreadOnly not a boolean',
    send: c('GET', '/wps/messages?unreadOnly=yes', demo),
    code: 'VALIDATION_FAILED',
    fields: { unreadOnly: 'invalid' },
  },
  {
    name: 'messages: read bad id',
    send: c('POST', '/wps/messages/abc/read', demo),
    code: 'VALIDATION_FAILED',
    fields: { id: 'pattern' },
  },
  // operator wallet
  {
    name: 'channels: empty list',
    send: c('PUT', '/admin/wallet/channels', op, { channels: [] }),
    code: 'VALIDATION_FAILED',
    fields: { channels: 'length' },
  },
  {
    name: 'channels: bad type and amounts',
    send: c('PUT', '/admin/wallet/channels', op, {
      channels: [
        {
          type: 'CRYPTO',
          name: 'X',
          enabled: true,
          minAmount: '0',
          maxAmount: 'lots',
          bank: null,
          provider: null,
        },
      ],
    }),
    code: 'VALIDATION_FAILED',
    fields: {
      'channels.0.type': 'invalid',
      'channels.0.minAmount': 'invalid',
      'channels.0.maxAmount': 'pattern',
    },
  },
  {
    name: 'deposit approve: bad id',
    send: c('POST', '/admin/wallet/deposits/abc/approve', op, {}),
    code: 'VALIDATION_FAILED',
    fields: { id: 'pattern' },
  },
  {
    name: 'deposit approve: unknown body field',
    send: c('POST', '/admin/wallet/deposits/:deposit/approve', op, { amount: '1000.00' }),
    code: 'VALIDATION_FAILED',
    fields: { amount: 'invalid' },
  },
  {
    name: 'deposit reject: empty reason',
    send: c('POST', '/admin/wallet/deposits/:deposit/reject', op, { reason: ' ' }),
    code: 'VALIDATION_FAILED',
    fields: { reason: 'length' },
  },
  {
    name: 'withdrawal approve: unknown body field',
    send: c('POST', '/admin/wallet/withdrawals/:withdrawal/approve', op, { force: true }),
    code: 'VALIDATION_FAILED',
    fields: { force: 'invalid' },
  },
  {
    name: 'withdrawal reject: no reason',
    send: c('POST', '/admin/wallet/withdrawals/:withdrawal/reject', op, {}),
    code: 'VALIDATION_FAILED',
    fields: { reason: 'required' },
  },
  {
    name: 'settings: out of range, unknown key',
    send: c('PUT', '/admin/wallet/settings', op, {
      withdrawDailyCount: 0,
      turnoverMultiple: 0.001,
      bogus: 1,
    }),
    code: 'VALIDATION_FAILED',
    fields: { withdrawDailyCount: 'length', turnoverMultiple: 'invalid', bogus: 'invalid' },
  },
  {
    name: 'admin deposits: unknown status',
    send: c('GET', '/admin/wallet/deposits?status=X', op),
    code: 'VALIDATION_FAILED',
    fields: { status: 'invalid' },
  },
  {
    name: 'admin withdrawals: page not a number',
    send: c('GET', '/admin/wallet/withdrawals?page=abc', op),
    code: 'VALIDATION_FAILED',
    fields: { page: 'required' },
  },
  {
    name: 'bank account: no payment password',
    send: c('POST', '/wps/cashier/bank-accounts', demo, {
      bankName: 'Demo Bank',
      accountName: 'Demo',
      accountNumber: '33334444',
    }),
    code: 'VALIDATION_FAILED',
    fields: { paymentPassword: 'required' },
  },
  {
    name: 'admin approve: note over 500 characters, unknown key',
    send: c('POST', '/admin/wallet/deposits/:deposit/approve', op, { note: 'n'.repeat(501), bogus: 1 }),
    code: 'VALIDATION_FAILED',
    fields: { note: 'length', bogus: 'invalid' },
  },
  {
    name: 'member history: id not a number',
    send: c('GET', '/admin/wallet/members/1x/history', op),
    code: 'VALIDATION_FAILED',
    fields: { id: 'pattern' },
  },
  {
    name: 'receipt cases: pageSize 0',
    send: c('GET', '/admin/wallet/receipt-cases?pageSize=0', op),
    code: 'VALIDATION_FAILED',
    fields: { pageSize: 'length' },
  },
];

describe('malformed input changes nothing', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    before = await snapshot();
  });

  for (const c of cases)
    it(c.name, async () => {
      const res = await c.send();
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: c.code });
      if (c.fields) expect(body.value.fields).toEqual(c.fields);
    });

  it('gateway callback from an unknown provider, prototype names included -> 404 NOT_FOUND', async () => {
    for (const provider of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'NOPAY']) {
      const res = await raw(`/wps/cashier/gateway/${provider}/callback`, 'application/json', '{}')();
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('balances, rows, states and settings are exactly as before', async () => {
    expect(await snapshot()).toEqual(before);
    expect((await k.balance(k.ids.demo)).available).toBe(97_500n);
  });
});
