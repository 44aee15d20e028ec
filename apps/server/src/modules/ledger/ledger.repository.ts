import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { MoneyKind } from './ledger.types.ts';

export interface AccountInfo {
  id: string;
  memberId: string | null;
  systemCode: string | null;
  kind: MoneyKind;
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

/** What every ledger transaction is claimed with: its idempotency key, request hash and labels. */
interface MovementHeader {
  scope: string;
  key: string;
  hash: string;
  kind: string;
  memo: string | undefined;
  reference: { type: string; id: string } | undefined;
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

/** What `ledger_move` and `ledger_move_many` say of one movement (nothing written unless 'ok'). */
export interface MovementOutcome {
  transactionId: string | null;
  outcome: 'ok' | 'replay' | 'insufficient' | 'missing';
  requestHash: string | null;
  response: Record<string, unknown> | null;
}
type OutcomeRow = {
  transaction_id: string | null;
  outcome: MovementOutcome['outcome'];
  request_hash: string | null;
  response: Record<string, unknown> | null;
};
const toOutcome = (r: OutcomeRow): MovementOutcome => ({
  transactionId: r.transaction_id,
  outcome: r.outcome,
  requestHash: r.request_hash,
  response: r.response,
});

const accountColumns = ['id', 'member_id', 'system_code', 'kind', 'currency'] as const;
type AccountRow = {
  id: string;
  member_id: string | null;
  system_code: string | null;
  kind: MoneyKind;
  currency: string;
};
const toInfo = (r: AccountRow): AccountInfo => ({
  id: r.id,
  memberId: r.member_id,
  systemCode: r.system_code,
  kind: r.kind,
  currency: r.currency.trim(),
});

/**
 * True when the row was written by the current transaction (not committed yet). xmin is a 32-bit
 * xid, the current transaction id a 64-bit one (epoch << 32 | xid); a transaction that has written
 * nothing has no id, and then no row can be its own. The ledger uses no savepoints (subtransactions
 * would have ids of their own).
 */
const createdHere = sql<boolean>`coalesce(xmin::text = (pg_current_xact_id_if_assigned()::text::bigint % 4294967296)::text, false)`;

/** The only SQL for the ledger's tables (conventions: repositories own SQL; transactions passed in). */
export const ledgerRepository = {
  /**
   * The member's main account of a kind, and whether the calling transaction itself created it (then
   * it is not committed yet and must not be cached: the transaction may still roll back).
   */
  async findMemberAccount(
    db: Executor,
    memberId: string,
    kind: MoneyKind,
  ): Promise<(AccountInfo & { createdHere: boolean }) | null> {
    const { rows } = await sql<AccountRow & { created_here: boolean }>`
      SELECT id, member_id, system_code, kind, currency, ${createdHere} AS created_here
      FROM ledger_accounts
      WHERE member_id = ${memberId} AND kind = ${kind} AND vendor_code IS NULL
      ORDER BY id LIMIT 1`.execute(db);
    const row = rows[0];
    return row ? { ...toInfo(row), createdHere: row.created_here } : null;
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
    kind: MoneyKind,
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

  /**
   * A system account's id, created on first use. System accounts may go negative (the house pays
   * wins) and carry no cached balance. `createdHere`: the calling transaction created (or can only
   * see) an uncommitted row, so the id must not be cached yet.
   */
  async ensureSystemAccount(
    db: Executor,
    code: string,
    kind: MoneyKind,
    currency: string,
  ): Promise<{ id: string; createdHere: boolean }> {
    const find = () =>
      sql<{ id: string; created_here: boolean }>`
        SELECT id, ${createdHere} AS created_here FROM ledger_accounts
        WHERE system_code = ${code} AND kind = ${kind} AND currency = ${currency}`.execute(db);
    // Almost always there already: one read. Otherwise insert, then read what won (ours or a
    // concurrent first call's, which the INSERT waited for).
    let { rows } = await find();
    if (rows.length === 0) {
      await sql`
        INSERT INTO ledger_accounts (system_code, kind, currency, allow_negative)
        VALUES (${code}, ${kind}, ${currency}, true)
        ON CONFLICT (system_code, kind, currency) WHERE system_code IS NOT NULL DO NOTHING`.execute(db);
      ({ rows } = await find());
    }
    const row = rows[0]!;
    return { id: row.id, createdHere: row.created_here };
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
   * Claims (scope, key) and, only if the claim is ours, writes the entries, the locked member
   * accounts' new cached state and the outbox events, all in one statement: every
   * write joins the claim's row, so a lost claim writes nothing. A concurrent claim of the same key
   * waits on the unique index until the first commits; then DO NOTHING and null comes back, and the
   * caller replays the stored row. Balance events get the new transaction id stamped in here.
   */
  async claimAndWrite(
    db: Executor,
    t: MovementHeader & { reversesId: string | undefined; response: Record<string, unknown> },
    entries: EntryRow[],
    accounts: { id: string; balance: bigint; held: bigint; version: bigint }[],
    events: { memberId: string; type: string; payload: Record<string, unknown>; stampTx: boolean }[],
  ): Promise<string | null> {
    const big = (xs: (bigint | null)[]) => xs.map((x) => (x === null ? null : x.toString()));
    const { rows } = await sql<{ id: string }>`
      WITH claim AS (
        INSERT INTO ledger_transactions
          (scope, idem_key, request_hash, kind, memo, reference_type, reference_id, reverses_id, response)
        VALUES (${t.scope}, ${t.key}, ${t.hash}, ${t.kind}, ${t.memo ?? null}, ${t.reference?.type ?? null},
          ${t.reference?.id ?? null}, ${t.reversesId ?? null}, ${JSON.stringify(t.response)}::jsonb)
        ON CONFLICT (scope, idem_key) DO NOTHING
        RETURNING id
      ),
      entries AS (
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
        SELECT claim.id, e.account_id, e.amount, e.balance_after, e.account_version
        FROM claim, unnest(${entries.map((e) => e.accountId)}::bigint[],
          ${big(entries.map((e) => e.amount))}::bigint[], ${big(entries.map((e) => e.balanceAfter))}::bigint[],
          ${big(entries.map((e) => e.accountVersion))}::bigint[])
          WITH ORDINALITY AS e(account_id, amount, balance_after, account_version, n)
        ORDER BY e.n
      ),
      accounts AS (
        UPDATE ledger_accounts a SET balance = v.balance, held = v.held, version = v.version
        FROM claim, unnest(${accounts.map((r) => r.id)}::bigint[], ${big(accounts.map((r) => r.balance))}::bigint[],
          ${big(accounts.map((r) => r.held))}::bigint[], ${big(accounts.map((r) => r.version))}::bigint[])
          AS v(id, balance, held, version)
        WHERE a.id = v.id
      ),
      events AS (
        INSERT INTO outbox_events (member_id, type, payload)
        SELECT ev.member_id, ev.type,
          CASE WHEN ev.stamp THEN ev.payload || jsonb_build_object('transactionId', claim.id::text) ELSE ev.payload END
        FROM claim, unnest(${events.map((e) => e.memberId)}::bigint[], ${events.map((e) => e.type)}::text[],
          ${events.map((e) => JSON.stringify(e.payload))}::jsonb[], ${events.map((e) => e.stampTx)}::boolean[])
          WITH ORDINALITY AS ev(member_id, type, payload, stamp, n)
        ORDER BY ev.n
      )
      SELECT claim.id FROM claim`.execute(db);
    return rows[0]?.id ?? null;
  },

  /**
   * One whole movement in one call to `ledger_move` (migrations 0012, 0015): locks `locks` (member
   * accounts, already in lockOrder), checks available balances, claims (scope, key) with the
   * answer, writes entries, cached balances, balance events plus `events` (announced after the
   * commit: announceOutbox). Nothing is
   * written unless the outcome is 'ok'; 'replay' carries the stored hash and answer.
   */
  async postMovement(
    db: Executor,
    t: MovementHeader & {
      legs: { accountId: string; amount: bigint }[];
      locks: string[];
      site: { currency: string; decimals: number };
      events: { memberId: string; type: string; payload: Record<string, unknown> }[];
    },
  ): Promise<MovementOutcome> {
    const { rows } = await sql<OutcomeRow>`
      SELECT * FROM ledger_move(${t.scope}, ${t.key}, ${t.hash}, ${t.kind}, ${t.memo ?? null},
        ${t.reference?.type ?? null}, ${t.reference?.id ?? null},
        ${t.legs.map((l) => l.accountId)}::bigint[], ${t.legs.map((l) => l.amount.toString())}::bigint[],
        ${t.locks}::bigint[], ${t.site.currency}, ${t.site.decimals}::int,
        ${t.events.map((e) => e.memberId)}::bigint[], ${t.events.map((e) => e.type)}::text[],
        ${t.events.map((e) => JSON.stringify(e.payload))}::jsonb[])`.execute(db);
    return toOutcome(rows[0]!);
  },

  /**
   * A batch of stand-alone movements in one call to `ledger_move_many` (migration 0027, decision
   * 097): one statement, so in autocommit one transaction and one commit for the whole batch. One
   * row per movement, in order, with `postMovement`'s outcomes; a refused movement writes nothing
   * and does not stop the others.
   */
  async postMovements(
    db: Executor,
    movements: (MovementHeader & {
      legs: { accountId: string; amount: bigint }[];
      locks: string[];
      events: { memberId: string; type: string; payload: Record<string, unknown> }[];
    })[],
    site: { currency: string; decimals: number },
  ): Promise<MovementOutcome[]> {
    const batch = movements.map((m) => ({
      s: m.scope,
      k: m.key,
      h: m.hash,
      kind: m.kind,
      memo: m.memo ?? null,
      rt: m.reference?.type ?? null,
      ri: m.reference?.id ?? null,
      legs: m.legs.map((l) => [l.accountId, l.amount.toString()]),
      locks: m.locks,
      ev: m.events.map((e) => [e.memberId, e.type, e.payload]),
    }));
    const { rows } = await sql<OutcomeRow & { n: number }>`
      SELECT * FROM ledger_move_many(${JSON.stringify(batch)}::jsonb, ${site.currency}, ${site.decimals}::int)
      ORDER BY n`.execute(db);
    return rows.map(toOutcome);
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

  /**
   * Tells every process's outbox relay (LISTEN outbox) that new events are committed. Sent after
   * the commit, never inside a money transaction: a transaction that NOTIFYs holds PostgreSQL's
   * database-wide notification lock from its commit until its WAL flush, so such commits run one
   * at a time (decision 074). The signal alone needs no durability: a lost one is covered by the
   * relay's safety poll, so its own commit does not wait for the flush.
   */
  async announceOutbox(db: Executor): Promise<void> {
    await sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify('outbox', '')`.execute(db);
  },

  /** Outbox rows, delivered once the transaction commits and announceOutbox runs. */
  async insertEvents(
    db: Executor,
    events: { memberId: string; type: string; payload: Record<string, unknown> }[],
  ): Promise<void> {
    if (events.length === 0) return;
    await sql`
      INSERT INTO outbox_events (member_id, type, payload)
      SELECT * FROM unnest(${events.map((e) => e.memberId)}::bigint[], ${events.map((e) => e.type)}::text[],
        ${events.map((e) => JSON.stringify(e.payload))}::jsonb[])`.execute(db);
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
