import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { signVendorBody } from './vendor-signature.ts';
import { createVendorKit, type VendorKit } from './vendor-test-kit.ts';

/**
 * The seamless-wallet conformance walk (reference reliability-and-security 2.2; decision 051): a
 * vendor's signed calls over HTTP, every failure rule, with exact statuses and ledger balances.
 * One member plays the whole walk so every step also checks the running balance.
 */
let t: TestApp;
let v: VendorKit;
let memberId: string;
let token: string;
let expired: string;

beforeAll(async () => {
  t = await createTestApp();
  v = await createVendorKit(t);
  memberId = await v.member(10_000n);
  token = await v.token(memberId);
  expired = await v.token(memberId, -60_000);
});
afterAll(() => t.close());

const who = () => ({ token, playerId: memberId, currency: 'USD' });
const debit = (transactionId: string, roundId: string, amount: string, extra: object = {}) =>
  v.call('debit', { ...who(), transactionId, roundId, gameCode: v.gameCode, amount, ...extra });
const credit = (transactionId: string, roundId: string, amount: string, extra: object = {}) =>
  v.call('credit', { ...who(), transactionId, roundId, gameCode: v.gameCode, amount, ...extra });
const rollback = (transactionId: string, referenceTransactionId: string, extra: object = {}) =>
  v.call('rollback', { ...who(), transactionId, referenceTransactionId, ...extra });
const gameMovements = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('scope', '=', `game:${v.code}`)
        .executeTakeFirstOrThrow()
    ).n,
  );
const round = (roundId: string) =>
  t.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', v.code)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();

describe('vendor seamless wallet: conformance walk', () => {
  it('balance', async () => {
    const res = await v.call('balance', who());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'OK', balance: '100.00', currency: 'USD' });
  });

  it('bet; duplicate bet answers the same and moves once; same id with another amount -> mismatch', async () => {
    const first = await debit('b1', 'r1', '10.00');
    expect(first.json()).toMatchObject({ status: 'OK', balance: '90.00', currency: 'USD' });
    expect(first.json().walletTransactionId).toMatch(/^\d+$/);
    const again = await debit('b1', 'r1', '10.00');
    expect(again.json()).toEqual(first.json());
    expect(await gameMovements()).toBe(1);
    const other = await debit('b1', 'r1', '11.00');
    expect(other.json()).toEqual({ status: 'TRANSACTION_MISMATCH', balance: '90.00', currency: 'USD' });
    expect(await v.balance(memberId)).toBe(9_000n);
    expect(await round('r1')).toMatchObject({ status: 'OPEN', stake: '1000', game_type: 'RNG' });
  });

  it('win; duplicate win moves once', async () => {
    const win = await credit('w1', 'r1', '25.00', { referenceTransactionId: 'b1' });
    expect(win.json()).toMatchObject({ status: 'OK', balance: '115.00' });
    expect((await credit('w1', 'r1', '25.00', { referenceTransactionId: 'b1' })).json()).toEqual(win.json());
    expect(await v.balance(memberId)).toBe(11_500n);
    expect(await gameMovements()).toBe(2);
    expect(await round('r1')).toMatchObject({ status: 'SETTLED', payout: '2500', needs_reconcile: false });
  });

  it('win without a bet is paid and the round flagged for reconciliation', async () => {
    const res = await credit('w2', 'r2', '5.00');
    expect(res.json()).toMatchObject({ status: 'OK', balance: '120.00' });
    expect(await round('r2')).toMatchObject({
      status: 'SETTLED',
      stake: '0',
      payout: '500',
      needs_reconcile: true,
    });
  });

  it('rollback of an unknown bet leaves a tombstone: the late bet is refused', async () => {
    expect((await rollback('rb1', 'b-late')).json()).toMatchObject({ status: 'OK', balance: '120.00' });
    const late = await debit('b-late', 'r-late', '3.00');
    expect(late.json()).toEqual({ status: 'TRANSACTION_ROLLED_BACK', balance: '120.00', currency: 'USD' });
    expect(await v.balance(memberId)).toBe(12_000n);
  });

  it('rollback after a win -> ROUND_CLOSED, balance unchanged', async () => {
    const res = await rollback('rb2', 'b1');
    expect(res.json()).toEqual({ status: 'ROUND_CLOSED', balance: '120.00', currency: 'USD' });
    expect(await v.balance(memberId)).toBe(12_000n);
  });

  it('rollback refunds once: duplicate rollback replays, a second rollback id moves nothing', async () => {
    expect((await debit('b3', 'r3', '7.00')).json()).toMatchObject({ status: 'OK', balance: '113.00' });
    const first = await rollback('rb3', 'b3');
    expect(first.json()).toMatchObject({ status: 'OK', balance: '120.00' });
    expect((await rollback('rb3', 'b3')).json()).toEqual(first.json());
    expect((await rollback('rb3-again', 'b3')).json()).toMatchObject({ status: 'OK', balance: '120.00' });
    expect(await v.balance(memberId)).toBe(12_000n);
    expect(await round('r3')).toMatchObject({ status: 'REFUNDED', stake: '700', refunded: '700' });
  });

  it('insufficient funds: the balance comes back, nothing moves', async () => {
    const before = await gameMovements();
    const res = await debit('b4', 'r4', '1000.00');
    expect(res.json()).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: '120.00', currency: 'USD' });
    expect(await gameMovements()).toBe(before);
    // Nothing was stored: the same id may be tried again once the member can pay.
    expect((await debit('b4', 'r4', '1.00')).json()).toMatchObject({ status: 'OK', balance: '119.00' });
  });

  it('bad or missing signature -> 401 INVALID_SIGNATURE, nothing parsed or moved', async () => {
    const before = await gameMovements();
    const body = { ...who(), transactionId: 'b-forged', roundId: 'r5', gameCode: v.gameCode, amount: '1.00' };
    const wrong = await v.call('debit', body, { signature: 'ab'.repeat(32) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    expect((await v.call('debit', body, { signature: null })).statusCode).toBe(401);
    // Signed bytes differ from the bytes sent (a re-serialising proxy): refused too.
    const resigned = await v.call('debit', JSON.stringify(body, null, 1), {
      signature: signVendorBody(v.secret, JSON.stringify(body)),
    });
    expect(resigned.statusCode).toBe(401);
    expect(await gameMovements()).toBe(before);
  });

  it('bad bodies -> 200 BAD_REQUEST; wrong currency -> CURRENCY_MISMATCH; another member token -> TOKEN_INVALID', async () => {
    expect((await v.call('debit', '{not json')).json()).toEqual({ status: 'BAD_REQUEST' });
    const noAmount = await v.call('debit', {
      ...who(),
      transactionId: 'x',
      roundId: 'r',
      gameCode: v.gameCode,
    });
    expect(noAmount.statusCode).toBe(200);
    expect(noAmount.json()).toEqual({ status: 'BAD_REQUEST' });
    expect((await debit('b-neg', 'r', '-1.00')).json()).toEqual({ status: 'BAD_REQUEST' });
    expect((await debit('b-fine', 'r', '1.001')).json()).toEqual({ status: 'BAD_REQUEST' });
    expect((await debit('b-eur', 'r', '1.00', { currency: 'EUR' })).json()).toEqual({
      status: 'CURRENCY_MISMATCH',
      balance: '119.00',
      currency: 'USD',
    });
    const stranger = await v.member(0n);
    expect((await debit('b-other', 'r', '1.00', { playerId: stranger })).json()).toEqual({
      status: 'TOKEN_INVALID',
    });
    expect((await debit('b-unknown', 'r', '1.00', { token: 'nope' })).json()).toEqual({
      status: 'TOKEN_INVALID',
    });
    expect(await v.balance(memberId)).toBe(11_900n);
  });

  it('amounts beyond what one call may move, or a NUL or lone surrogate in any string -> 200 BAD_REQUEST, never a 500', async () => {
    const before = await gameMovements();
    // Beyond bigint, inside bigint but overflowing the balance, and just past the per-call maximum.
    for (const amount of ['99999999999999999999.00', '92233720368547757.00', '90071992547409.92']) {
      for (const call of [credit, debit]) {
        const res = await call(`big-${amount}`, 'r-big', amount);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'BAD_REQUEST' });
      }
    }
    for (const res of [
      await credit('nul\u0000', 'r-nul', '1.00'),
      await debit('nul-d', 'r-nul\u0000', '1.00'),
      await rollback('nul-r', 'b1\u0000'),
      await v.call('balance', { ...who(), currency: 'US\u0000' }),
      await credit('lone-surrogate', 'r-\ud800', '1.00'),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'BAD_REQUEST' });
    }
    expect(await gameMovements()).toBe(before);
    expect(await v.balance(memberId)).toBe(11_900n);
  });

  it('expired token: debit and balance refused; win and rollback still accepted', async () => {
    expect((await debit('b6', 'r6', '1.00', { token: expired })).json()).toEqual({ status: 'TOKEN_EXPIRED' });
    expect((await v.call('balance', { ...who(), token: expired })).json()).toEqual({
      status: 'TOKEN_EXPIRED',
    });
    expect((await debit('b7', 'r7', '2.00')).json()).toMatchObject({ status: 'OK', balance: '117.00' });
    expect((await debit('b8', 'r8', '3.00')).json()).toMatchObject({ status: 'OK', balance: '114.00' });
    const win = await credit('w7', 'r7', '4.00', { token: expired });
    expect(win.json()).toMatchObject({ status: 'OK', balance: '118.00' });
    const refund = await rollback('rb8', 'b8', { token: expired });
    expect(refund.json()).toMatchObject({ status: 'OK', balance: '121.00' });
    // Wins and rollbacks need no token at all, only a player that exists.
    expect((await credit('w-ghost', 'r-ghost', '1.00', { playerId: '999999999' })).json()).toEqual({
      status: 'TOKEN_INVALID',
    });
  });

  it('wins and rollbacks land during maintenance', async () => {
    const op = (
      await t.app.inject({
        method: 'POST',
        url: '/admin/session/login',
        payload: { username: 'operator', password: 'Operator#2026' },
      })
    ).json().value.token;
    const maintenance = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/system/settings',
        headers: { 'x-session-token': op },
        payload: { maintenance: { enabled, endTime: null, info: 'upgrade' } },
      });
    expect((await debit('b9', 'r9', '1.00')).json()).toMatchObject({ status: 'OK', balance: '120.00' });
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      expect((await credit('w9', 'r9', '2.00')).json()).toMatchObject({ status: 'OK', balance: '122.00' });
      expect((await rollback('rb-m', 'b-m')).json()).toMatchObject({ status: 'OK' });
    } finally {
      expect((await maintenance(false)).statusCode).toBe(200);
    }
  });

  it('inactive or unknown vendor -> 401 VENDOR_DISABLED', async () => {
    await t.db.updateTable('game_vendors').set({ active: false }).where('code', '=', v.code).execute();
    try {
      const res = await credit('w10', 'r10', '1.00');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'VENDOR_DISABLED' });
    } finally {
      await t.db.updateTable('game_vendors').set({ active: true }).where('code', '=', v.code).execute();
    }
    const unknown = await v.call('balance', who(), { vendor: 'NOSUCHVENDOR' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: 'VENDOR_DISABLED' });
    expect((await v.call('balance', who(), { vendor: 'INHOUSE' })).statusCode).toBe(401);
  });

  it('ends where the walk says: member, vendor clearing and the ledger invariants agree', async () => {
    expect(await v.balance(memberId)).toBe(12_200n);
    const clearing = await t.services.ledger.balance({ system: 'vendor_clearing', currency: 'USD' });
    expect(clearing.balance).toBe(-(12_200n - 10_000n));
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select(['stake', 'payout', 'refunded'])
      .where('member_id', '=', memberId)
      .execute();
    const net = rounds.reduce((s, r) => s - BigInt(r.stake) + BigInt(r.payout) + BigInt(r.refunded), 0n);
    expect(net).toBe(2_200n);
    expect(await ledgerViolations(t.db)).toEqual([]);
  });
});
