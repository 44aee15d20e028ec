import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { LedgerService } from '../src/modules/ledger/ledger.types.ts';

/** A member with an empty cash (or play) account, for ledger tests that need many fresh wallets. */
export async function newMember(
  db: Db,
  ledger: LedgerService,
  kind: 'cash' | 'play' = 'cash',
  currency = 'USD',
) {
  const row = await db
    .insertInto('members')
    .values({ username: `l_${randomBytes(6).toString('hex')}`, password_hash: null, type: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const accountId = await ledger.ensureMemberAccount(row.id, kind, currency);
  return { memberId: row.id, accountId };
}

/**
 * The ledger's invariants (docs/architecture.md "Money: the ledger"), as a list of violations:
 * every transaction sums to zero; every member account's cached balance equals the sum of its
 * entries and is not below zero (nor below its holds); held equals the sum of pending holds.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const unbalanced = await sql<{ id: string }>`
    SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0`.execute(
    db,
  );
  const drift = await sql<{ id: string; balance: string; total: string }>`
    SELECT a.id, a.balance, coalesce(sum(e.amount), 0) AS total
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.member_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db);
  const negative = await sql<{ id: string }>`
    SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL AND (balance < 0 OR balance - held < 0)`.execute(
    db,
  );
  const held = await sql<{ id: string }>`
    SELECT a.id FROM ledger_accounts a
    LEFT JOIN ledger_holds h ON h.account_id = a.id AND h.status = 'pending'
    WHERE a.member_id IS NOT NULL GROUP BY a.id HAVING a.held <> coalesce(sum(h.amount), 0)`.execute(db);
  return [
    ...unbalanced.rows.map((r) => `transaction ${r.id} does not sum to zero`),
    ...drift.rows.map((r) => `account ${r.id}: balance ${r.balance} != entries ${r.total}`),
    ...negative.rows.map((r) => `account ${r.id} below zero`),
    ...held.rows.map((r) => `account ${r.id}: held != pending holds`),
  ];
}

export async function errorCode(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : String(e);
  }
}
