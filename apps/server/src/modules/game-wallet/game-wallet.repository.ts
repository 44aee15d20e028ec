import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { RoundRowStatus, WalletTxKind } from '../../db/schema-game-wallet.ts';

export interface RoundRow {
  id: string;
  gameType: string | null;
  currency: string;
  stake: bigint;
  payout: bigint;
  refunded: bigint;
  status: RoundRowStatus;
  needsReconcile: boolean;
}

export interface WalletTxRow {
  id: string;
  kind: WalletTxKind;
  memberId: string;
  roundRowId: string | null;
  amount: bigint;
  requestHash: string;
  answer: Record<string, unknown>;
}

export interface GameAccount {
  kind: 'cash' | 'play';
  accountId: string | null;
  currency: string | null;
}

/** Trial members (type 4) play with their play-money account, everyone else with cash. */
async function gameAccount(db: Executor, memberId: string, lock: RawBuilder<unknown>) {
  const { rows } = await sql<{ kind: 'cash' | 'play'; account_id: string | null; currency: string | null }>`
    SELECT ${lock}, g.kind, a.id AS account_id, trim(a.currency) AS currency
    FROM members m
    CROSS JOIN LATERAL (SELECT CASE WHEN m.type = 4 THEN 'play' ELSE 'cash' END AS kind) g
    LEFT JOIN LATERAL (
      SELECT id, currency FROM ledger_accounts
      WHERE member_id = m.id AND kind = g.kind AND vendor_code IS NULL ORDER BY id LIMIT 1
    ) a ON true
    WHERE m.id = ${memberId}`.execute(db);
  const r = rows[0];
  return r ? { kind: r.kind, accountId: r.account_id, currency: r.currency } : null;
}

const roundColumns = [
  'id',
  'game_type',
  'currency',
  'stake',
  'payout',
  'refunded',
  'status',
  'needs_reconcile',
] as const;

const toRound = (r: {
  id: string;
  game_type: string | null;
  currency: string;
  stake: string;
  payout: string;
  refunded: string;
  status: RoundRowStatus;
  needs_reconcile: boolean;
}): RoundRow => ({
  id: r.id,
  gameType: r.game_type,
  currency: r.currency,
  stake: BigInt(r.stake),
  payout: BigInt(r.payout),
  refunded: BigInt(r.refunded),
  status: r.status,
  needsReconcile: r.needs_reconcile,
});

type TxJson = {
  id: string;
  kind: WalletTxKind;
  member_id: string;
  round_row_id: string | null;
  amount: string;
  request_hash: string;
  answer: Record<string, unknown>;
};
type RoundJson = Parameters<typeof toRound>[0];

const toTx = (row: TxJson): WalletTxRow => ({
  id: row.id,
  kind: row.kind,
  memberId: row.member_id,
  roundRowId: row.round_row_id,
  amount: BigInt(row.amount),
  requestHash: row.request_hash,
  answer: row.answer,
});

export interface RoundUpdate {
  stake?: bigint;
  payout?: bigint;
  refunded?: bigint;
  close?: 'SETTLED' | 'REFUNDED';
  reconcile?: boolean;
  detail?: Record<string, unknown> | undefined;
}

/** A round's totals grow; `close` sets the final status (its time once); detail keys are merged in. */
function roundUpdate(id: string, u: RoundUpdate) {
  const close = u.close ?? null;
  // Later steps add to what the game stored at the bet (in-house: the cash-out point...).
  const detail = u.detail ? JSON.stringify(u.detail) : null;
  return sql`
    UPDATE game_rounds SET
      stake = stake + ${(u.stake ?? 0n).toString()}::bigint,
      payout = payout + ${(u.payout ?? 0n).toString()}::bigint,
      refunded = refunded + ${(u.refunded ?? 0n).toString()}::bigint,
      status = coalesce(${close}::text, status),
      settled_at = CASE WHEN ${close}::text IS NULL THEN settled_at ELSE coalesce(settled_at, now()) END,
      needs_reconcile = needs_reconcile OR ${u.reconcile ?? false},
      detail = CASE WHEN ${detail}::jsonb IS NULL THEN detail ELSE coalesce(detail, '{}'::jsonb) || ${detail}::jsonb END
    WHERE id = ${id}`;
}

/** The only SQL of the game wallet's tables (rounds and wallet calls). */
export const gameWalletRepository = {
  /**
   * Serialises every wallet call of one member (bet, win, rollback of any vendor) for the rest of
   * the transaction: check-then-act on rounds and tombstones is then safe, and the ledger takes
   * the member's account lock right after anyway, so no parallelism is lost. Answers, in the same
   * round trip, the member's game account (null: no such member): facts that never change, so the
   * statement's snapshot (taken before the lock is granted) is fine for them, not for balances.
   */
  async lockMember(db: Executor, memberId: string): Promise<GameAccount | null> {
    return gameAccount(
      db,
      memberId,
      sql`pg_advisory_xact_lock(hashtextextended(${`game-wallet:${memberId}`}, 0))`,
    );
  },

  async gameAccount(db: Executor, memberId: string): Promise<GameAccount | null> {
    return gameAccount(db, memberId, sql`true`);
  },

  /** What the member can spend now (balance - held, as the ledger defines it); read fresh. */
  async available(db: Executor, accountId: string): Promise<bigint> {
    const { rows } = await sql<{ available: string }>`
      SELECT balance - held AS available FROM ledger_accounts WHERE id = ${accountId}`.execute(db);
    return BigInt(rows[0]!.available);
  },

  async findTx(db: Executor, vendor: string, txId: string): Promise<WalletTxRow | null> {
    const row = await db
      .selectFrom('game_wallet_txs')
      .select(['id', 'kind', 'member_id', 'round_row_id', 'amount', 'request_hash', 'answer'])
      .where('vendor_code', '=', vendor)
      .where('tx_id', '=', txId)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          kind: row.kind,
          memberId: row.member_id,
          roundRowId: row.round_row_id,
          amount: BigInt(row.amount),
          requestHash: row.request_hash,
          answer: row.answer,
        }
      : null;
  },

  /**
   * Everything a bet, win or settle decides on, in one round trip once the member is locked: the
   * call's stored row, the round it names, whether that round has the bet (or any bet), and what
   * the member can spend now (read fresh, after the
   * lock: a balance read in the locking statement could predate a call that committed meanwhile).
   */
  async callState(
    db: Executor,
    c: {
      vendor: string;
      txId: string;
      memberId: string;
      roundId: string;
      accountId: string;
      /** The bet `roundHasBet` looks for; any bet of the round when undefined. */
      betTxId?: string | undefined;
    },
  ): Promise<{ seen: WalletTxRow | null; round: RoundRow | null; roundHasBet: boolean; available: bigint }> {
    const { rows } = await sql<{
      tx: TxJson | null;
      round: RoundJson | null;
      has_bet: boolean;
      available: string;
    }>`
      SELECT
        (SELECT to_jsonb(t) FROM (
          SELECT id::text, kind, member_id::text, round_row_id::text, amount::text, request_hash, answer
          FROM game_wallet_txs WHERE vendor_code = ${c.vendor} AND tx_id = ${c.txId}) t) AS tx,
        (SELECT to_jsonb(r) FROM (
          SELECT id::text, game_type, currency, stake::text, payout::text, refunded::text, status, needs_reconcile
          FROM game_rounds
          WHERE vendor_code = ${c.vendor} AND member_id = ${c.memberId} AND round_id = ${c.roundId}) r) AS round,
        EXISTS (
          SELECT 1 FROM game_rounds r JOIN game_wallet_txs b ON b.round_row_id = r.id AND b.kind = 'BET'
          WHERE r.vendor_code = ${c.vendor} AND r.member_id = ${c.memberId} AND r.round_id = ${c.roundId}
            AND (${c.betTxId ?? null}::text IS NULL OR b.tx_id = ${c.betTxId ?? null})) AS has_bet,
        (SELECT balance - held FROM ledger_accounts WHERE id = ${c.accountId})::text AS available`.execute(
      db,
    );
    const r = rows[0]!;
    return {
      seen: r.tx ? toTx(r.tx) : null,
      round: r.round ? toRound(r.round) : null,
      roundHasBet: r.has_bet,
      available: BigInt(r.available),
    };
  },

  async roundById(db: Executor, id: string): Promise<RoundRow> {
    const row = await db
      .selectFrom('game_rounds')
      .select(roundColumns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return toRound(row);
  },

  async createRound(
    db: Executor,
    r: {
      vendor: string;
      roundId: string;
      memberId: string;
      gameCode: string;
      currency: string;
      accountKind: 'cash' | 'play';
      needsReconcile?: boolean;
      settled?: { stake: bigint; payout: bigint };
      detail?: Record<string, unknown> | undefined;
    },
  ): Promise<RoundRow> {
    const row = await db
      .insertInto('game_rounds')
      .values((eb) => ({
        vendor_code: r.vendor,
        round_id: r.roundId,
        member_id: r.memberId,
        game_code: r.gameCode,
        // Copied from the catalogue now; null for a game code the catalogue does not know.
        game_type: eb
          .selectFrom('games')
          .select('game_type')
          .where('vendor_code', '=', r.vendor)
          .where('game_code', '=', r.gameCode),
        currency: r.currency,
        account_kind: r.accountKind,
        needs_reconcile: r.needsReconcile ?? false,
        detail: r.detail ? JSON.stringify(r.detail) : null,
        stake: r.settled?.stake ?? 0n,
        payout: r.settled?.payout ?? 0n,
        status: r.settled ? 'SETTLED' : 'OPEN',
        settled_at: r.settled ? sql<Date>`now()` : null,
      }))
      .returning(roundColumns)
      .executeTakeFirstOrThrow();
    return toRound(row);
  },

  /** Adds to a round's totals; `close` sets the final status (and its time) once. */
  async updateRound(db: Executor, id: string, u: RoundUpdate): Promise<void> {
    await roundUpdate(id, u).execute(db);
  },

  /**
   * Writes a call's row and returns its id and stored answer. With `balanceOf`, the answer's
   * `balance` is that account's available amount read in the same statement (after the call's
   * ledger movements, which this transaction sees); with `round`, the round is updated too.
   */
  async insertTx(
    db: Executor,
    t: {
      vendor: string;
      txId: string;
      kind: WalletTxKind;
      roundRowId: string | null;
      memberId: string;
      amount: bigint;
      referenceTxId?: string | undefined;
      requestHash: string;
      answer: Record<string, unknown>;
      ledgerTxId: string | null;
      balanceOf?: string;
      /** The round's totals change in the same statement (see updateRound). */
      round?: { id: string; update: RoundUpdate };
    },
  ): Promise<{ id: string; answer: Record<string, unknown> }> {
    const balance = t.balanceOf
      ? sql`jsonb_build_object('balance', (SELECT (balance - held)::text FROM ledger_accounts WHERE id = ${t.balanceOf}))`
      : sql`'{}'::jsonb`;
    const round = t.round ? sql`WITH round AS (${roundUpdate(t.round.id, t.round.update)})` : sql``;
    const { rows } = await sql<{ id: string; answer: Record<string, unknown> }>`
      ${round}
      INSERT INTO game_wallet_txs (vendor_code, tx_id, kind, round_row_id, member_id, amount,
        reference_tx_id, request_hash, answer, ledger_tx_id)
      VALUES (${t.vendor}, ${t.txId}, ${t.kind}, ${t.roundRowId}, ${t.memberId}, ${t.amount.toString()},
        ${t.referenceTxId ?? null}, ${t.requestHash}, ${JSON.stringify(t.answer)}::jsonb || ${balance},
        ${t.ledgerTxId})
      RETURNING id::text, answer`.execute(db);
    return rows[0]!;
  },

  async hasWin(db: Executor, roundRowId: string): Promise<boolean> {
    const row = await db
      .selectFrom('game_wallet_txs')
      .select('id')
      .where('round_row_id', '=', roundRowId)
      .where('kind', '=', 'WIN')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async isRolledBack(db: Executor, vendor: string, betTxId: string): Promise<boolean> {
    const row = await db
      .selectFrom('game_wallet_txs')
      .select('id')
      .where('vendor_code', '=', vendor)
      .where('kind', '=', 'ROLLBACK')
      .where('reference_tx_id', '=', betTxId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Bets of the round not rolled back yet (0 -> the round is refunded). */
  async liveBets(db: Executor, vendor: string, roundRowId: string): Promise<number> {
    const row = await db
      .selectFrom('game_wallet_txs as b')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('b.round_row_id', '=', roundRowId)
      .where('b.kind', '=', 'BET')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('game_wallet_txs as r')
              .select('r.id')
              .where('r.vendor_code', '=', vendor)
              .where('r.kind', '=', 'ROLLBACK')
              .whereRef('r.reference_tx_id', '=', 'b.tx_id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
