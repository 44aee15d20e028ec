import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { errorCode, ledgerViolations, newMember } from '../../../test/ledger-support.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';
import type { LedgerService } from './ledger.types.ts';

let db: Db;
let ledger: LedgerService;
let n = 0;
const key = () => ({ scope: 'test', key: `k${++n}` });
const clearing = { system: 'payment_clearing', currency: 'USD' } as const;
const house = { system: 'house', currency: 'USD' } as const;

beforeAll(async () => {
  db = createDb((await createTestDatabase()).url, 5);
  ledger = createLedgerService({ db });
});
afterAll(() => db.destroy());

async function deposit(memberId: string, amount: bigint) {
  return ledger.move({
    ...key(),
    kind: 'deposit',
    postings: [{ from: clearing, to: { memberId, kind: 'cash' }, amount }],
  });
}

describe('ledger: double entry', () => {
  it('keeps every transaction at zero and every balance equal to its entries', async () => {
    const a = await newMember(db, ledger);
    const b = await newMember(db, ledger);
    await deposit(a.memberId, 1000n);
    await ledger.move({
      ...key(),
      kind: 'bet',
      postings: [{ from: { memberId: a.memberId, kind: 'cash' }, to: house, amount: 300n }],
    });
    const win = await ledger.move({
      ...key(),
      kind: 'win',
      postings: [{ from: house, to: { memberId: a.memberId, kind: 'cash' }, amount: 500n }],
    });
    expect(win.balances[a.accountId]).toBe(1200n);
    const t = await ledger.move({
      ...key(),
      kind: 'transfer',
      postings: [
        {
          from: { memberId: a.memberId, kind: 'cash' },
          to: { memberId: b.memberId, kind: 'cash' },
          amount: 200n,
        },
      ],
    });
    expect(t.balances).toEqual({ [a.accountId]: 1000n, [b.accountId]: 200n });
    expect((await ledger.balance({ system: 'house', currency: 'USD' })).balance).toBe(-200n);
    expect(await ledgerViolations(db)).toEqual([]);
    const events = await db
      .selectFrom('outbox_events')
      .selectAll()
      .where('member_id', '=', b.memberId)
      .execute();
    expect(events.at(-1)?.payload).toMatchObject({
      balance: '2.00',
      available: '2.00',
      currency: 'USD',
      accountKind: 'cash',
    });
  });

  it('refuses an unbalanced transaction at commit', async () => {
    const a = await newMember(db, ledger);
    const attempt = db.transaction().execute(async (trx) => {
      const t = await trx
        .insertInto('ledger_transactions')
        .values({
          scope: 'raw',
          idem_key: 'unbalanced',
          request_hash: 'x',
          kind: 'adjustment',
          response: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values({ transaction_id: t.id, account_id: a.accountId, amount: '5' })
        .execute();
    });
    await expect(attempt).rejects.toThrow(/unbalanced/);
  });

  it('refuses a transaction that mixes currencies or play and real money', async () => {
    const cash = await newMember(db, ledger);
    const euro = await newMember(db, ledger, 'cash', 'EUR');
    const play = await newMember(db, ledger, 'play');
    for (const [i, other] of [euro, play].entries()) {
      const attempt = db.transaction().execute(async (trx) => {
        const t = await trx
          .insertInto('ledger_transactions')
          .values({
            scope: 'raw',
            idem_key: `mixed${i}`,
            request_hash: 'x',
            kind: 'adjustment',
            response: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values([
            { transaction_id: t.id, account_id: cash.accountId, amount: '-5' },
            { transaction_id: t.id, account_id: other.accountId, amount: '5' },
          ])
          .execute();
      });
      await expect(attempt).rejects.toThrow(/mixes currencies/);
    }
  });

  it('refuses UPDATE and DELETE of posted history', async () => {
    const a = await newMember(db, ledger);
    await deposit(a.memberId, 10n);
    await expect(db.updateTable('ledger_entries').set({ created_at: new Date() }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE ledger_transactions SET memo = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ledger_transactions').execute()).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE ledger_entries CASCADE`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('never lets a member go below zero and writes nothing when refused', async () => {
    const a = await newMember(db, ledger);
    await deposit(a.memberId, 100n);
    const before = await db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const code = await errorCode(
      ledger.move({
        ...key(),
        kind: 'bet',
        postings: [{ from: { memberId: a.memberId, kind: 'cash' }, to: house, amount: 101n }],
      }),
    );
    expect(code).toBe('INSUFFICIENT_BALANCE');
    const after = await db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    await expect(
      db.updateTable('ledger_accounts').set({ balance: '-1' }).where('id', '=', a.accountId).execute(),
    ).rejects.toThrow(/ledger_accounts_available/);
    expect((await ledger.balance({ accountId: a.accountId })).balance).toBe(100n);
  });

  it('reverses a movement once, as a new transaction', async () => {
    const a = await newMember(db, ledger);
    await deposit(a.memberId, 1000n);
    const bet = await ledger.move({
      ...key(),
      kind: 'bet',
      postings: [{ from: { memberId: a.memberId, kind: 'cash' }, to: house, amount: 400n }],
    });
    const k = key();
    const back = await ledger.reverse(bet.transactionId, k, 'round cancelled');
    expect(back.balances[a.accountId]).toBe(1000n);
    expect((await ledger.reverse(bet.transactionId, k, 'round cancelled')).replayed).toBe(true);
    expect(await errorCode(ledger.reverse(bet.transactionId, key(), 'again'))).toBe('INVALID_STATE');
    const row = await db
      .selectFrom('ledger_transactions')
      .select(['kind', 'reverses_id'])
      .where('id', '=', back.transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'reversal', reverses_id: bet.transactionId });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('holds, posts and voids once', async () => {
    const a = await newMember(db, ledger);
    const acc = { memberId: a.memberId, kind: 'cash' } as const;
    const out = { system: 'withdrawal_clearing', currency: 'USD' } as const;
    await deposit(a.memberId, 1000n);
    const hold = await ledger.hold({ ...key(), account: acc, amount: 400n });
    expect(hold.available).toBe(600n);
    expect(
      await errorCode(
        ledger.move({ ...key(), kind: 'bet', postings: [{ from: acc, to: house, amount: 700n }] }),
      ),
    ).toBe('INSUFFICIENT_BALANCE');
    const pk = key();
    const posted = await ledger.postHold(hold.holdId, out, pk);
    expect(posted.balances[a.accountId]).toBe(600n);
    expect((await ledger.postHold(hold.holdId, out, pk)).replayed).toBe(true);
    expect(await errorCode(ledger.postHold(hold.holdId, out, key()))).toBe('HOLD_CLOSED');
    expect(await errorCode(ledger.voidHold(hold.holdId, key()))).toBe('HOLD_CLOSED');

    const second = await ledger.hold({ ...key(), account: acc, amount: 100n });
    expect(second.available).toBe(500n);
    const vk = key();
    await ledger.voidHold(second.holdId, vk);
    await ledger.voidHold(second.holdId, vk); // replay: no error
    expect(await errorCode(ledger.voidHold(second.holdId, key()))).toBe('HOLD_CLOSED');
    expect(await ledger.balance(acc)).toMatchObject({ balance: 600n, held: 0n, available: 600n });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('keeps play money away from real money', async () => {
    const cash = await newMember(db, ledger);
    const play = await newMember(db, ledger, 'play');
    const playAcc = { memberId: play.memberId, kind: 'play' } as const;
    await ledger.move({
      ...key(),
      kind: 'play_money',
      postings: [{ from: { system: 'play_money_issuer', currency: 'USD' }, to: playAcc, amount: 5000n }],
    });
    const toCash = ledger.move({
      ...key(),
      kind: 'transfer',
      postings: [{ from: playAcc, to: { memberId: cash.memberId, kind: 'cash' }, amount: 1n }],
    });
    expect(await errorCode(toCash)).toBe('CURRENCY_MISMATCH');
    const byId = ledger.move({
      ...key(),
      kind: 'transfer',
      postings: [{ from: playAcc, to: { accountId: cash.accountId }, amount: 1n }],
    });
    expect(await errorCode(byId)).toBe('CURRENCY_MISMATCH');
    const issuerToCash = ledger.move({
      ...key(),
      kind: 'play_money',
      postings: [
        {
          from: { system: 'play_money_issuer', currency: 'USD' },
          to: { memberId: cash.memberId, kind: 'cash' },
          amount: 1n,
        },
      ],
    });
    expect(await errorCode(issuerToCash)).toBe('CURRENCY_MISMATCH');
    // A play bet goes to the play-money house, a separate account from the real house.
    await ledger.move({ ...key(), kind: 'bet', postings: [{ from: playAcc, to: house, amount: 100n }] });
    expect((await ledger.balance({ accountId: cash.accountId })).balance).toBe(0n);
    expect((await ledger.balance(playAcc)).balance).toBe(4900n);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
