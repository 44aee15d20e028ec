import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations, newMember } from '../../../test/ledger-support.ts';

/** The game wallet in process (the in-house games' path): rules, rounds and ledger balances. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const id = () => randomUUID();

async function fundedMember(amount: bigint, kind: 'cash' | 'play' = 'cash') {
  const m = await newMember(t.db, t.services.ledger, kind);
  if (kind === 'play')
    await t.db.updateTable('members').set({ type: 4 }).where('id', '=', m.memberId).execute();
  await t.services.ledger.move({
    scope: 'test',
    key: id(),
    kind: kind === 'play' ? 'play_money' : 'deposit',
    postings: [
      {
        from: { system: kind === 'play' ? 'play_money_issuer' : 'payment_clearing', currency: 'USD' },
        to: { memberId: m.memberId, kind },
        amount,
      },
    ],
  });
  return m.memberId;
}

const cash = async (memberId: string, kind: 'cash' | 'play' = 'cash') =>
  (await t.services.ledger.balance({ memberId, kind })).balance;
const round = (vendor: string, memberId: string, roundId: string) =>
  t.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();

describe('game wallet (in-house)', () => {
  it('bet then win: money moves once each, the round settles with its totals and game type', async () => {
    const memberId = await fundedMember(10_000n);
    const base = { vendor: 'INHOUSE', memberId, roundId: 'dice-1', gameCode: 'dice' };
    const betTx = id();
    const bet = await t.services.gameWallet.bet({
      ...base,
      txId: betTx,
      amount: 2_500n,
      detail: { target: 50 },
    });
    expect(bet).toMatchObject({ status: 'OK', balance: 7_500n, currency: 'USD', replayed: false });
    const again = await t.services.gameWallet.bet({ ...base, txId: betTx, amount: 2_500n });
    expect(again).toMatchObject({ status: 'OK', balance: 7_500n, replayed: true });
    expect(again.walletTransactionId).toBe(bet.walletTransactionId);
    const other = await t.services.gameWallet.bet({ ...base, txId: betTx, amount: 2_600n });
    expect(other).toMatchObject({ status: 'TRANSACTION_MISMATCH', balance: 7_500n });
    expect(await cash(memberId)).toBe(7_500n);

    const win = await t.services.gameWallet.win({ ...base, txId: id(), amount: 5_000n, roundEnded: true });
    expect(win).toMatchObject({ status: 'OK', balance: 12_500n, roundRowId: bet.roundRowId });
    const r = await round('INHOUSE', memberId, 'dice-1');
    expect(r).toMatchObject({ stake: '2500', payout: '5000', status: 'SETTLED', game_type: 'ARCADE' });
    expect(r.detail).toEqual({ target: 50 });
    expect(r.settled_at).not.toBeNull();
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('insufficient funds: the balance comes back and nothing is written', async () => {
    const memberId = await fundedMember(1_000n);
    const res = await t.services.gameWallet.bet({
      vendor: 'INHOUSE',
      memberId,
      txId: id(),
      roundId: 'r',
      gameCode: 'dice',
      amount: 1_001n,
    });
    expect(res).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 1_000n });
    const rounds = await t.db
      .selectFrom('game_rounds')
      .select('id')
      .where('member_id', '=', memberId)
      .execute();
    expect(rounds).toHaveLength(0);
    expect(await cash(memberId)).toBe(1_000n);
  });

  it('settle: stake and payout in one transaction; a replay moves nothing', async () => {
    const memberId = await fundedMember(1_000n);
    const call = {
      vendor: 'INHOUSE',
      memberId,
      txId: id(),
      roundId: 'limbo-1',
      gameCode: 'limbo',
      stake: 400n,
      payout: 1_000n,
      detail: { multiplier: '2.50' },
    };
    expect(await t.services.gameWallet.settle(call)).toMatchObject({ status: 'OK', balance: 1_600n });
    expect(await t.services.gameWallet.settle(call)).toMatchObject({
      status: 'OK',
      balance: 1_600n,
      replayed: true,
    });
    expect(await cash(memberId)).toBe(1_600n);
    expect(await round('INHOUSE', memberId, 'limbo-1')).toMatchObject({
      stake: '400',
      payout: '1000',
      status: 'SETTLED',
    });
    const lost = await t.services.gameWallet.settle({ ...call, txId: id(), roundId: 'limbo-2', payout: 0n });
    expect(lost).toMatchObject({ status: 'OK', balance: 1_200n });
    const broke = await t.services.gameWallet.settle({
      ...call,
      txId: id(),
      roundId: 'limbo-3',
      stake: 5_000n,
    });
    expect(broke).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: 1_200n });
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('trial members play with play money', async () => {
    const memberId = await fundedMember(5_000n, 'play');
    const res = await t.services.gameWallet.bet({
      vendor: 'INHOUSE',
      memberId,
      txId: id(),
      roundId: 'crash-1',
      gameCode: 'crash',
      amount: 1_000n,
    });
    expect(res).toMatchObject({ status: 'OK', balance: 4_000n });
    expect(await cash(memberId, 'play')).toBe(4_000n);
    expect((await round('INHOUSE', memberId, 'crash-1')).account_kind).toBe('play');
    expect(await t.services.gameWallet.balance(memberId)).toEqual({ balance: 4_000n, currency: 'USD' });
  });

  it('a rollback before its bet leaves a tombstone; a rollback after a win is refused', async () => {
    const memberId = await fundedMember(1_000n);
    const base = { vendor: 'INHOUSE', memberId, roundId: 'mines-1', gameCode: 'mines' };
    const lateBet = id();
    const rb = await t.services.gameWallet.rollback({
      vendor: 'INHOUSE',
      memberId,
      txId: id(),
      referenceTxId: lateBet,
    });
    expect(rb.status).toBe('OK');
    const bet = await t.services.gameWallet.bet({ ...base, txId: lateBet, amount: 100n });
    expect(bet).toMatchObject({ status: 'TRANSACTION_ROLLED_BACK', balance: 1_000n });

    const betTx = id();
    await t.services.gameWallet.bet({ ...base, txId: betTx, amount: 100n });
    await t.services.gameWallet.win({ ...base, txId: id(), amount: 0n, roundEnded: true });
    const late = await t.services.gameWallet.rollback({
      vendor: 'INHOUSE',
      memberId,
      txId: id(),
      referenceTxId: betTx,
    });
    expect(late).toMatchObject({ status: 'ROUND_CLOSED', balance: 900n });
    expect(await cash(memberId)).toBe(900n);
  });

  it('a bet and its rollback through a caller transaction commit (or not) with it', async () => {
    const memberId = await fundedMember(1_000n);
    const base = { vendor: 'INHOUSE', memberId, roundId: 'slot-1', gameCode: 'slot' };
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t.services.gameWallet.bet({ ...base, txId: id(), amount: 300n }, trx);
        throw new Error('game failed');
      }),
    ).rejects.toThrow('game failed');
    expect(await cash(memberId)).toBe(1_000n);
    const betTx = id();
    await t.db.transaction().execute(async (trx) => {
      await t.services.gameWallet.bet({ ...base, txId: betTx, amount: 300n }, trx);
      await t.services.gameWallet.rollback(
        { vendor: 'INHOUSE', memberId, txId: id(), referenceTxId: betTx },
        trx,
      );
    });
    expect(await cash(memberId)).toBe(1_000n);
    expect((await round('INHOUSE', memberId, 'slot-1')).status).toBe('REFUNDED');
  });
});
