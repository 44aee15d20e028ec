import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { errorCode, ledgerViolations, newMember } from '../../../test/ledger-support.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';
import type { LedgerService } from './ledger.types.ts';

let db: Db;
const house = { system: 'house', currency: 'USD' } as const;

beforeAll(async () => {
  db = createDb((await createTestDatabase()).url, 20);
});
afterAll(() => db.destroy());

/** How many database transactions wrote these ledger rows (a batch's movements share one). */
async function commitsOf(scope: string, keyPrefix: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(DISTINCT xmin::text)::int AS n FROM ledger_transactions
    WHERE scope = ${scope} AND idem_key LIKE ${`${keyPrefix}%`}`.execute(db);
  return rows[0]!.n;
}

// Both ways a stand-alone movement is posted: alone (ledger_move, one commit each) and through the
// group commit (ledger_move_many, decision 097), the default.
describe.each([
  { mode: 'one commit per movement', groupCommit: false as const, tag: 'alone' },
  { mode: 'group commit', groupCommit: undefined, tag: 'group' },
])('ledger under concurrency ($mode)', ({ groupCommit, tag }) => {
  // Both modes share one database: scopes of their own.
  const c = `c:${tag}`;
  const client = `client:${tag}`;
  let ledger: LedgerService;
  beforeAll(() => {
    ledger = createLedgerService({ db, groupCommit });
  });

  it('lets exactly 500 of 1000 concurrent debits of 1 through a wallet of 500', async () => {
    const a = await newMember(db, ledger);
    const acc = { memberId: a.memberId, kind: 'cash' } as const;
    await ledger.move({
      scope: c,
      key: 'fund',
      kind: 'deposit',
      postings: [{ from: { system: 'payment_clearing', currency: 'USD' }, to: acc, amount: 500n }],
    });
    const codes = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        errorCode(
          ledger.move({
            scope: c,
            key: `debit${i}`,
            kind: 'bet',
            postings: [{ from: acc, to: house, amount: 1n }],
          }),
        ),
      ),
    );
    const count = (c: string) => codes.filter((x) => x === c).length;
    expect({
      ok: count('OK'),
      insufficient: count('INSUFFICIENT_BALANCE'),
      other: codes.length - count('OK') - count('INSUFFICIENT_BALANCE'),
    }).toEqual({
      ok: 500,
      insufficient: 500,
      other: 0,
    });
    expect((await ledger.balance(acc)).balance).toBe(0n);
    expect(await ledgerViolations(db)).toEqual([]);
    const commits = await commitsOf(c, 'debit');
    if (groupCommit === false) expect(commits).toBe(500);
    else expect(commits).toBeLessThan(100); // batches of up to 100 movements, each one commit
    // One commit per movement took 24-30 s at load 15-20 on the shared 2 cores.
  }, 120_000);

  it('applies 50 concurrent identical requests once and answers all 50 the same', async () => {
    const a = await newMember(db, ledger);
    const b = await newMember(db, ledger);
    await ledger.move({
      scope: c,
      key: 'fund-idem',
      kind: 'deposit',
      postings: [
        {
          from: { system: 'payment_clearing', currency: 'USD' },
          to: { memberId: a.memberId, kind: 'cash' },
          amount: 100n,
        },
      ],
    });
    const request = () => ({
      scope: client,
      key: 'same-key',
      kind: 'transfer' as const,
      postings: [
        {
          from: { memberId: a.memberId, kind: 'cash' as const },
          to: { memberId: b.memberId, kind: 'cash' as const },
          amount: 70n,
        },
      ],
    });
    // The 50 copies and, in the same batch, one with the same key and another body.
    const different = { ...request(), postings: [{ ...request().postings[0]!, amount: 71n }] };
    const [results, conflict] = await Promise.all([
      Promise.all(Array.from({ length: 50 }, () => ledger.move(request()))),
      errorCode(ledger.move(different)),
    ]);
    expect(conflict).toBe('IDEMPOTENCY_CONFLICT');
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(
      new Set(
        results.map((r) => JSON.stringify(r.balances, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))),
      ).size,
    ).toBe(1);
    const rows = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('scope', '=', client)
      .where('idem_key', '=', 'same-key')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await ledger.balance({ accountId: b.accountId })).balance).toBe(70n);
    expect(await errorCode(ledger.move(different))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
