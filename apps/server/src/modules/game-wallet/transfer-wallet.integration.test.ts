import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { createVendorKit } from '../vendors/vendor-test-kit.ts';

/** Transfer-mode vendors: isSingle, the member's wallets at vendors, transfers in and out. */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const wallet = (token = k.tokens.demo) => k.call('GET', '/wps/relay/GCS_merchantWallet', token);
const transfer = (body: Record<string, unknown>, token = k.tokens.demo) =>
  k.call('POST', '/wps/relay/GCS_walletTransfer', token, { idempotencyKey: randomUUID(), ...body });
/** The ledger account holding the member's money at the vendor (vendor_code: migration 0005). */
const vendorWalletBalance = async (memberId: string, vendor: string) =>
  (
    await sql<{ balance: string }>`
      SELECT balance FROM ledger_accounts WHERE member_id = ${memberId} AND vendor_code = ${vendor}`.execute(
      k.t.db,
    )
  ).rows[0]?.balance;

describe('transfer wallet', () => {
  it('only seamless vendors -> isSingle true and no transfer wallets', async () => {
    const res = await wallet();
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ isSingle: true, transferVendors: [] });
  });

  it('a transfer-mode vendor: isSingle false; IN and OUT move between main cash and the vendor wallet', async () => {
    const v = await createVendorKit(k.t, { walletMode: 'TRANSFER' });
    expect((await wallet()).json().value).toEqual({
      isSingle: false,
      transferVendors: [{ vassalage: v.code, displayName: `Vendor ${v.code}`, balance: '0.00' }],
    });

    const idempotencyKey = randomUUID();
    const into = await transfer({ vassalage: v.code, direction: 'IN', amount: '300.00', idempotencyKey });
    expect(into.statusCode).toBe(200);
    expect(into.json().value).toMatchObject({ balance: '700.00', vendorBalance: '300.00' });
    // The same request id again: the first answer's movement, nothing moves twice.
    const again = await transfer({ vassalage: v.code, direction: 'IN', amount: '300.00', idempotencyKey });
    expect(again.json().value.transactionId).toBe(into.json().value.transactionId);
    expect((await k.balance(k.ids.demo)).balance).toBe(70_000n);
    // The same id for another request is refused.
    const reused = await transfer({ vassalage: v.code, direction: 'IN', amount: '1.00', idempotencyKey });
    expect(reused.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const out = await transfer({ vassalage: v.code, direction: 'OUT', amount: '120.50' });
    expect(out.json().value).toMatchObject({ balance: '820.50', vendorBalance: '179.50' });
    expect((await wallet()).json().value.transferVendors[0].balance).toBe('179.50');

    expect(await vendorWalletBalance(k.ids.demo, v.code)).toBe('17950');
    expect(await ledgerViolations(k.t.db)).toEqual([]);
  });

  it('insufficient on either side -> INSUFFICIENT_BALANCE, nothing moves', async () => {
    const v = await createVendorKit(k.t, { walletMode: 'TRANSFER' });
    const before = await k.balance(k.ids.demo);
    const tooMuch = await transfer({ vassalage: v.code, direction: 'IN', amount: '100000.00' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('INSUFFICIENT_BALANCE');
    const empty = await transfer({ vassalage: v.code, direction: 'OUT', amount: '0.01' });
    expect(empty.json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await k.balance(k.ids.demo)).toEqual(before);
  });

  it('seamless or unknown vendors, zero amounts and trial members are refused', async () => {
    const seamless = await createVendorKit(k.t);
    expect((await transfer({ vassalage: seamless.code, direction: 'IN', amount: '1.00' })).json().code).toBe(
      'NOT_FOUND',
    );
    expect((await transfer({ vassalage: 'NOPE', direction: 'IN', amount: '1.00' })).json().code).toBe(
      'NOT_FOUND',
    );
    const v = await createVendorKit(k.t, { walletMode: 'TRANSFER' });
    expect((await transfer({ vassalage: v.code, direction: 'IN', amount: '0.00' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const trial = await k.trialToken();
    const res = await transfer({ vassalage: v.code, direction: 'IN', amount: '1.00' }, trial);
    expect(res.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('the header balance event stays the main wallet: the vendor wallet has its own event type', async () => {
    const v = await createVendorKit(k.t, { walletMode: 'TRANSFER' });
    const res = await transfer({ vassalage: v.code, direction: 'IN', amount: '1.00' });
    const events = await k.t.db
      .selectFrom('outbox_events')
      .select(['type', 'payload'])
      .where('member_id', '=', k.ids.demo)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const byType = Object.fromEntries(events.map((e) => [e.type, e.payload as Record<string, unknown>]));
    expect(byType.balance).toMatchObject({ balance: res.json().value.balance });
    expect(byType.vendor_balance).toMatchObject({ vendor: v.code, balance: '1.00' });
  });
});
