import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface AccountInfo {
  id: string;
  memberId: string | null;
  systemCode: string | null;
  kind: 'cash' | 'play';
  currency: string;
}

export interface LockedAccount extends AccountInfo {
  /** Set on a member's wallet at a transfer-mode game vendor (migration 0005). */
  vendorCode: string | null;
  balance: bigint;
  held: bigint;
  version: bigint;
  allowNegative: boolean;
}

export interface StoredTransaction {
  id: string;
  requestHash: string;
  response: Record<string, unknown>;
}

export interface EntryRow {
  accountId: string;
  amount: bigint;
  balanceAfter: bigint | null;
  accountVersion: bigint | null;
}

export interface HoldRow {
  id: string;
  accountId: string;
  amount: bigint;
  status: 'pending' | 'posted' | 'voided';
  referenceType: string | null;
  referenceId: string | null;
}

const accountColumns = ['id', 'member_id', 'system_code', 'kind', 'currency'] as const;
type AccountRow = {
  id: string;
  member_id: string | null;
  system_code: string | null;
  kind: 'cash' | 'play';
  currency: string;
};
const toInfo = (r: AccountRow): AccountInfo => ({
  id: r.id,
  memberId: r.member_id,
  systemCode: r.system_code,
  kind: r.kind,
  currency: r.currency.trim(),
});

/** The only SQL for the ledger's tables (conventions: repositories own SQL; transactions passed in). */
export const ledgerRepository = {
  async findMemberAccount(
    db: Executor,
    memberId: string,
    kind: 'cash' | 'play',
  ): Promise<AccountInfo | null> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(accountColumns)
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where(sql<boolean>`vendor_code IS NULL`)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ? toInfo(row) : null;
  },

  async findAccount(db: Executor, id: string): Promise<AccountInfo | null> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(accountColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toInfo(row) : null;
  },

  async ensureMemberAccount(
    db: Executor,
    memberId: string,
    kind: 'cash' | 'play',
    currency: string,
  ): Promise<string> {
    await sql`
      INSERT INTO ledger_accounts (member_id, kind, currency) VALUES (${memberId}, ${kind}, ${currency})
      ON CONFLICT (member_id, kind, currency) WHERE vendor_code IS NULL DO NOTHING`.execute(db);
    const row = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .where('currency', '=', currency)
      .where(sql<boolean>`vendor_code IS NULL`)
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The member's wallet at a transfer-mode game vendor: cash, so it moves to and from the main one. */
  async ensureVendorWallet(db: Executor, memberId: string, vendorCode: string, currency: string) {
    await sql`
      INSERT INTO ledger_accounts (member_id, kind, currency, vendor_code)
      VALUES (${memberId}, 'cash', ${currency}, ${vendorCode})
      ON CONFLICT (member_id, vendor_code, currency) WHERE vendor_code IS NOT NULL DO NOTHING`.execute(db);
    // A second statement: it sees a row a concurrent first call committed while we waited on it.
    const row = await sql<{ id: string }>`
      SELECT id FROM ledger_accounts
      WHERE member_id = ${memberId} AND vendor_code = ${vendorCode} AND currency = ${currency}`.execute(db);
    return row.rows[0]!.id;
  },

  /** System accounts may go negative (the house pays wins) and carry no cached balance. */
  async ensureSystemAccount(
    db: Executor,
    code: string,
    kind: 'cash' | 'play',
    currency: string,
  ): Promise<string> {
    await sql`
      INSERT INTO ledger_accounts (system_code, kind, currency, allow_negative)
      VALUES (${code}, ${kind}, ${currency}, true)
      ON CONFLICT (system_code, kind, currency) WHERE system_code IS NOT NULL DO NOTHING`.execute(db);
    const row = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('system_code', '=', code)
      .where('kind', '=', kind)
      .where('currency', '=', currency)
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Locks member accounts; `ids` must already be in lockOrder (ORDER BY keeps the lock order). */
  async lockAccounts(db: Executor, ids: string[]): Promise<Map<string, LockedAccount>> {
    const out = new Map<string, LockedAccount>();
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('ledger_accounts')
      .select([
        ...accountColumns,
        'balance',
        'held',
        'version',
        'allow_negative',
        sql<string | null>`vendor_code`.as('vendor_code'),
      ])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const r of rows) {
      out.set(r.id, {
        ...toInfo(r),
        vendorCode: r.vendor_code,
        balance: BigInt(r.balance),
        held: BigInt(r.held),
        version: BigInt(r.version),
        allowNegative: r.allow_negative,
      });
    }
    return out;
  },

  /**
   * Claims (scope, key). A concurrent claim of the same key waits on the unique index until the
   * first commits; then DO NOTHING and null comes back, and the caller replays the stored row.
   */
  async claim(
    db: Executor,
    t: {
      scope: string;
      key: string;
      hash: string;
      kind: string;
      memo: string | undefined;
      reference: { type: string; id: string } | undefined;
      reversesId: string | undefined;
      response: Record<string, unknown>;
    },
  ): Promise<string | null> {
    const row = await db
      .insertInto('ledger_transactions')
      .values({
        scope: t.scope,
        idem_key: t.key,
        request_hash: t.hash,
        kind: t.kind,
        memo: t.memo ?? null,
        reference_type: t.reference?.type ?? null,
        reference_id: t.reference?.id ?? null,
        reverses_id: t.reversesId ?? null,
        response: JSON.stringify(t.response),
      })
      .onConflict((oc) => oc.columns(['scope', 'idem_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async findTransaction(db: Executor, scope: string, key: string): Promise<StoredTransaction | null> {
    const row = await db
      .selectFrom('ledger_transactions')
      .select(['id', 'request_hash', 'response'])
      .where('scope', '=', scope)
      .where('idem_key', '=', key)
      .executeTakeFirst();
    return row ? { id: row.id, requestHash: row.request_hash, response: row.response } : null;
  },

  async transactionExists(db: Executor, id: string): Promise<{ reversed: boolean } | null> {
    const row = await db
      .selectFrom('ledger_transactions as t')
      .select((eb) => [
        't.id',
        eb
          .exists(
            eb.selectFrom('ledger_transactions as r').select('r.id').whereRef('r.reverses_id', '=', 't.id'),
          )
          .as('reversed'),
      ])
      .where('t.id', '=', id)
      .executeTakeFirst();
    return row ? { reversed: Boolean(row.reversed) } : null;
  },

  async entriesOf(db: Executor, transactionId: string): Promise<{ accountId: string; amount: bigint }[]> {
    const rows = await db
      .selectFrom('ledger_entries')
      .select(['account_id', 'amount'])
      .where('transaction_id', '=', transactionId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ accountId: r.account_id, amount: BigInt(r.amount) }));
  },

  async insertEntries(db: Executor, transactionId: string, entries: EntryRow[]): Promise<void> {
    if (entries.length === 0) return;
    await db
      .insertInto('ledger_entries')
      .values(
        entries.map((e) => ({
          transaction_id: transactionId,
          account_id: e.accountId,
          amount: e.amount.toString(),
          balance_after: e.balanceAfter?.toString() ?? null,
          account_version: e.accountVersion?.toString() ?? null,
        })),
      )
      .execute();
  },

  /** Writes the new cached state of locked member accounts in one statement. */
  async updateAccounts(db: Executor, rows: { id: string; balance: bigint; held: bigint; version: bigint }[]) {
    if (rows.length === 0) return;
    await sql`
      UPDATE ledger_accounts a SET balance = v.balance, held = v.held, version = v.version
      FROM unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.balance.toString())}::bigint[],
        ${rows.map((r) => r.held.toString())}::bigint[], ${rows.map((r) => r.version.toString())}::bigint[])
        AS v(id, balance, held, version)
      WHERE a.id = v.id`.execute(db);
  },

  /** Locks every ledger account of these members, in id order like `lockAccounts` (emit). */
  async lockMemberAccounts(db: Executor, memberIds: string[]): Promise<void> {
    if (memberIds.length === 0) return;
    await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', 'in', memberIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  /** Outbox rows plus one NOTIFY, both delivered only if the transaction commits. */
  async insertEvents(
    db: Executor,
    events: { memberId: string; type: string; payload: Record<string, unknown> }[],
  ): Promise<void> {
    if (events.length === 0) return;
    await sql`
      WITH ins AS (
        INSERT INTO outbox_events (member_id, type, payload)
        SELECT * FROM unnest(${events.map((e) => e.memberId)}::bigint[], ${events.map((e) => e.type)}::text[],
          ${events.map((e) => JSON.stringify(e.payload))}::jsonb[])
        RETURNING id
      )
      SELECT pg_notify('outbox', max(id)::text) FROM ins`.execute(db);
  },

  async lockHold(db: Executor, holdId: string): Promise<HoldRow | null> {
    const row = await db
      .selectFrom('ledger_holds as h')
      .innerJoin('ledger_transactions as t', 't.id', 'h.id')
      .select(['h.id', 'h.account_id', 'h.amount', 'h.status', 't.reference_type', 't.reference_id'])
      .where('h.id', '=', holdId)
      .forUpdate('h')
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          accountId: row.account_id,
          amount: BigInt(row.amount),
          status: row.status,
          referenceType: row.reference_type,
          referenceId: row.reference_id,
        }
      : null;
  },

  async insertHold(db: Executor, h: { id: string; accountId: string; amount: bigint }): Promise<void> {
    await db
      .insertInto('ledger_holds')
      .values({ id: h.id, account_id: h.accountId, amount: h.amount.toString() })
      .execute();
  },

  async closeHold(
    db: Executor,
    holdId: string,
    status: 'posted' | 'voided',
    closedBy: string,
  ): Promise<void> {
    await db
      .updateTable('ledger_holds')
      .set({ status, closed_by: closedBy, closed_at: new Date() })
      .where('id', '=', holdId)
      .where('status', '=', 'pending')
      .execute();
  },

  async accountState(
    db: Executor,
    id: string,
  ): Promise<{ balance: bigint; held: bigint; system: boolean } | null> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(['balance', 'held', 'system_code'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { balance: BigInt(row.balance), held: BigInt(row.held), system: row.system_code !== null }
      : null;
  },

  /** A system account's balance is derived, never cached (it is never locked). */
  async sumEntries(db: Executor, accountId: string): Promise<bigint> {
    const row = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  },
};
