import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database.ts';
import type { CrashBetStatus, CrashPhaseColumn } from '../../../db/schema-crash.ts';

/** The only SQL of the crash game (docs/decisions/053-crash-loop.md). Times are PostgreSQL's clock. */

export interface ChainRow {
  id: string;
  seed: string;
  length: number;
  terminalHash: string;
  salt: string;
}

export interface RoundRow {
  id: string;
  chainId: string;
  gameNumber: number;
  gameHash: string;
  crashCents: bigint;
  phase: CrashPhaseColumn;
  startsAt: Date | null;
  startedAt: Date | null;
  capCents: bigint | null;
  crashedAt: Date | null;
  settledAt: Date | null;
}

export interface BetRow {
  id: string;
  roundId: string;
  memberId: string;
  playerName: string;
  idempotencyKey: string;
  txId: string;
  amount: bigint;
  autoCents: bigint | null;
  status: CrashBetStatus;
  cashoutCents: bigint | null;
  payout: bigint | null;
  createdAt: Date;
  joinedAt: Date | null;
  settledAt: Date | null;
  /** When the payout (0 for a loss) went through the game wallet; null on a closed bet = owed. */
  paidAt: Date | null;
}

const big = (v: string | null): bigint | null => (v === null ? null : BigInt(v));

const roundColumns = [
  'id',
  'chain_id',
  'game_number',
  'game_hash',
  'crash_cents',
  'phase',
  'starts_at',
  'started_at',
  'cap_cents',
  'crashed_at',
  'settled_at',
] as const;
type RoundSelect = {
  id: string;
  chain_id: string;
  game_number: number;
  game_hash: string;
  crash_cents: string;
  phase: CrashPhaseColumn;
  starts_at: Date | null;
  started_at: Date | null;
  cap_cents: string | null;
  crashed_at: Date | null;
  settled_at: Date | null;
};
const toRound = (r: RoundSelect): RoundRow => ({
  id: r.id,
  chainId: r.chain_id,
  gameNumber: r.game_number,
  gameHash: r.game_hash,
  crashCents: BigInt(r.crash_cents),
  phase: r.phase,
  startsAt: r.starts_at,
  startedAt: r.started_at,
  capCents: big(r.cap_cents),
  crashedAt: r.crashed_at,
  settledAt: r.settled_at,
});

const betColumns = [
  'id',
  'round_id',
  'member_id',
  'player_name',
  'request_id',
  'tx_id',
  'amount',
  'auto_cashout_cents',
  'status',
  'cashout_cents',
  'payout',
  'created_at',
  'joined_at',
  'settled_at',
  'paid_at',
] as const;
type BetSelect = {
  id: string;
  round_id: string;
  member_id: string;
  player_name: string;
  request_id: string;
  tx_id: string;
  amount: string;
  auto_cashout_cents: string | null;
  status: CrashBetStatus;
  cashout_cents: string | null;
  payout: string | null;
  created_at: Date;
  joined_at: Date | null;
  settled_at: Date | null;
  paid_at: Date | null;
};
const toBet = (b: BetSelect): BetRow => ({
  id: b.id,
  roundId: b.round_id,
  memberId: b.member_id,
  playerName: b.player_name,
  idempotencyKey: b.request_id,
  txId: b.tx_id,
  amount: BigInt(b.amount),
  autoCents: big(b.auto_cashout_cents),
  status: b.status,
  cashoutCents: big(b.cashout_cents),
  payout: big(b.payout),
  createdAt: b.created_at,
  joinedAt: b.joined_at,
  settledAt: b.settled_at,
  paidAt: b.paid_at,
});

export const crashRepository = {
  // ------------------------------------------------------------------ chains

  async latestChain(db: Executor): Promise<ChainRow | null> {
    const row = await db
      .selectFrom('crash_chains')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row
      ? { id: row.id, seed: row.seed, length: row.length, terminalHash: row.terminal_hash, salt: row.salt }
      : null;
  },

  async chainById(db: Executor, id: string): Promise<ChainRow | null> {
    const row = await db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
    return row
      ? { id: row.id, seed: row.seed, length: row.length, terminalHash: row.terminal_hash, salt: row.salt }
      : null;
  },

  /** The public part of chains (terminal hash and salt), by id. */
  async publicChains(
    db: Executor,
    ids: string[],
  ): Promise<Map<string, { terminalHash: string; salt: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('crash_chains')
      .select(['id', 'terminal_hash', 'salt'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { terminalHash: r.terminal_hash, salt: r.salt }]));
  },

  async insertChain(
    db: Executor,
    c: { seed: string; length: number; terminalHash: string; salt: string },
  ): Promise<ChainRow> {
    const { id } = await db
      .insertInto('crash_chains')
      .values({ seed: c.seed, length: c.length, terminal_hash: c.terminalHash, salt: c.salt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, ...c };
  },

  // ------------------------------------------------------------------ rounds

  async clock(db: Executor): Promise<Date> {
    const r = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`.execute(db);
    return r.rows[0]!.now;
  },

  async lastRound(db: Executor): Promise<RoundRow | null> {
    const row = await db
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  async roundById(db: Executor, id: string): Promise<RoundRow | null> {
    const row = await db
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  /** The oldest round the leader still has work on: live, or crashed and not yet settled. */
  async unfinishedRound(db: Executor): Promise<RoundRow | null> {
    const row = await db
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .where('settled_at', 'is', null)
      .where('phase', '<>', 'WAITING')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  async waitingRound(db: Executor): Promise<RoundRow | null> {
    const row = await db
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .where('phase', '=', 'WAITING')
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  /** What players see: the live round, else the last crashed one. */
  async shownRound(db: Executor): Promise<RoundRow | null> {
    const row = await db
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .where('phase', '<>', 'WAITING')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  /**
   * The round a new bet goes to, share-locked so that no phase change commits while the bet is
   * written: BETTING (joins now) or WAITING (queued). Empty while a launch commits (retry).
   */
  async lockRoundTakingBets(trx: Executor): Promise<RoundRow | null> {
    const row = await trx
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .where('phase', 'in', ['WAITING', 'BETTING'])
      .orderBy('id')
      .limit(1)
      .forShare()
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  /** Share-locks a round for a cash-out, with the database clock read after the lock is granted. */
  async lockRoundForCashout(trx: Executor, id: string): Promise<{ round: RoundRow; now: Date } | null> {
    const row = await trx
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .select(sql<Date>`clock_timestamp()`.as('now'))
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
    return row ? { round: toRound(row), now: row.now } : null;
  },

  async insertRound(
    db: Executor,
    r: {
      id: string;
      chainId: string;
      gameNumber: number;
      gameHash: string;
      crashCents: bigint;
      phase: 'WAITING' | 'BETTING';
      bettingMs: number;
    },
  ): Promise<RoundRow> {
    const row = await db
      .insertInto('crash_rounds')
      .values({
        id: r.id,
        chain_id: r.chainId,
        game_number: r.gameNumber,
        game_hash: r.gameHash,
        crash_cents: r.crashCents,
        phase: r.phase,
        starts_at:
          r.phase === 'BETTING' ? sql<Date>`clock_timestamp() + ${r.bettingMs} * interval '1 ms'` : null,
      })
      .returning(roundColumns)
      .executeTakeFirstOrThrow();
    return toRound(row);
  },

  /** WAITING -> BETTING with its countdown; null if another process did it (or it was not waiting). */
  async openBetting(db: Executor, id: string, bettingMs: number): Promise<RoundRow | null> {
    const row = await db
      .updateTable('crash_rounds')
      .set({ phase: 'BETTING', starts_at: sql<Date>`clock_timestamp() + ${bettingMs} * interval '1 ms'` })
      .where('id', '=', id)
      .where('phase', '=', 'WAITING')
      .returning(roundColumns)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  /** BETTING -> RUNNING now. Waits for bets being written (they share-lock the row). */
  async launch(trx: Executor, id: string): Promise<RoundRow | null> {
    const row = await trx
      .updateTable('crash_rounds')
      .set({ phase: 'RUNNING', started_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', id)
      .where('phase', '=', 'BETTING')
      .returning(roundColumns)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  async setCap(trx: Executor, id: string, capCents: bigint | null): Promise<void> {
    await trx.updateTable('crash_rounds').set({ cap_cents: capCents }).where('id', '=', id).execute();
  },

  /**
   * RUNNING -> CRASHED, only once the database clock has reached the committed crash time: the
   * same clock every cash-out is judged by, so no process's clock can end a round early.
   */
  async crash(db: Executor, id: string, crashMs: number): Promise<RoundRow | null> {
    const row = await db
      .updateTable('crash_rounds')
      .set({ phase: 'CRASHED', crashed_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', id)
      .where('phase', '=', 'RUNNING')
      .where(sql<boolean>`clock_timestamp() >= started_at + ${crashMs} * interval '1 ms'`)
      .returning(roundColumns)
      .executeTakeFirst();
    return row ? toRound(row) : null;
  },

  async markSettled(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('crash_rounds')
      .set({ settled_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', id)
      .where('settled_at', 'is', null)
      .execute();
  },

  async history(db: Executor, limit: number): Promise<RoundRow[]> {
    const rows = await db
      .selectFrom('crash_rounds')
      .select(roundColumns)
      .where('phase', '=', 'CRASHED')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRound);
  },

  // ------------------------------------------------------------------ bets

  async betByRequest(db: Executor, memberId: string, idempotencyKey: string): Promise<BetRow | null> {
    const row = await db
      .selectFrom('crash_bets')
      .select(betColumns)
      .where('member_id', '=', memberId)
      .where('request_id', '=', idempotencyKey)
      .executeTakeFirst();
    return row ? toBet(row) : null;
  },

  /** The member's bet in a round (one per round; a refused one does not count). */
  async betInRound(db: Executor, roundId: string, memberId: string): Promise<BetRow | null> {
    const [bet] = await crashRepository.betsOfMembers(db, roundId, [memberId]);
    return bet ?? null;
  },

  async insertBet(
    db: Executor,
    b: {
      roundId: string;
      memberId: string;
      playerName: string;
      idempotencyKey: string;
      txId: string;
      amount: bigint;
      autoCents: bigint | null;
      status: 'QUEUED' | 'ACTIVE';
    },
  ): Promise<BetRow> {
    const row = await db
      .insertInto('crash_bets')
      .values({
        round_id: b.roundId,
        member_id: b.memberId,
        player_name: b.playerName,
        request_id: b.idempotencyKey,
        tx_id: b.txId,
        amount: b.amount,
        auto_cashout_cents: b.autoCents,
        status: b.status,
        joined_at: b.status === 'ACTIVE' ? sql<Date>`clock_timestamp()` : null,
      })
      .returning(betColumns)
      .executeTakeFirstOrThrow();
    return toBet(row);
  },

  async betsOfRound(db: Executor, roundId: string, statuses: CrashBetStatus[]): Promise<BetRow[]> {
    const rows = await db
      .selectFrom('crash_bets')
      .select(betColumns)
      .where('round_id', '=', roundId)
      .where('status', 'in', statuses)
      .orderBy('id')
      .execute();
    return rows.map(toBet);
  },

  /** Stakes in a round; with `includeQueued`, the bets still waiting to be debited too. */
  async stakeOfRound(db: Executor, roundId: string, includeQueued = false): Promise<bigint> {
    const statuses: CrashBetStatus[] = ['ACTIVE', 'CASHED_OUT', 'LOST'];
    if (includeQueued) statuses.push('QUEUED');
    const row = await db
      .selectFrom('crash_bets')
      .select((eb) => eb.fn.sum<string | null>('amount').as('total'))
      .where('round_id', '=', roundId)
      .where('status', 'in', statuses)
      .executeTakeFirst();
    return BigInt(row?.total ?? 0);
  },

  /** QUEUED -> ACTIVE (the stake is debited in the same transaction); null if it already moved on. */
  async joinQueued(trx: Executor, betId: string): Promise<BetRow | null> {
    const row = await trx
      .updateTable('crash_bets')
      .set({ status: 'ACTIVE', joined_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', betId)
      .where('status', '=', 'QUEUED')
      .returning(betColumns)
      .executeTakeFirst();
    return row ? toBet(row) : null;
  },

  async refuseQueued(db: Executor, betId: string): Promise<void> {
    await db
      .updateTable('crash_bets')
      .set({ status: 'REFUSED', settled_at: sql<Date>`clock_timestamp()` })
      .where('id', '=', betId)
      .where('status', '=', 'QUEUED')
      .execute();
  },

  /** The bets of these members in a round (one each at most; refused ones do not count). */
  async betsOfMembers(db: Executor, roundId: string, memberIds: string[]): Promise<BetRow[]> {
    if (memberIds.length === 0) return [];
    const rows = await db
      .selectFrom('crash_bets')
      .select(betColumns)
      .where('round_id', '=', roundId)
      .where('member_id', 'in', memberIds)
      .where('status', '<>', 'REFUSED')
      .execute();
    return rows.map(toBet);
  },

  async betsByIds(db: Executor, ids: string[]): Promise<BetRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('crash_bets').select(betColumns).where('id', 'in', ids).execute();
    return rows.map(toBet);
  },

  /**
   * ACTIVE -> CASHED_OUT (a multiplier) or LOST (null), any number of bets in ONE statement. Only
   * rows still ACTIVE change: concurrent closes of one bet (two cash-outs, two processes, a
   * cash-out racing the leader's auto cash-out) close it once, and the others get nothing back for
   * it. The payout is owed from here until markPaid (paid_at stays null).
   */
  async closeBets(
    db: Executor,
    closes: readonly { betId: string; cashoutCents: bigint | null; payout: bigint }[],
  ): Promise<BetRow[]> {
    if (closes.length === 0) return [];
    const ids = closes.map((c) => c.betId);
    const cents = closes.map((c) => (c.cashoutCents === null ? null : c.cashoutCents.toString()));
    const payouts = closes.map((c) => c.payout.toString());
    const { rows } = await sql<BetSelect>`
      UPDATE crash_bets b SET
        status = CASE WHEN v.cents IS NULL THEN 'LOST' ELSE 'CASHED_OUT' END,
        cashout_cents = v.cents,
        payout = v.payout,
        settled_at = clock_timestamp()
      FROM unnest(${ids}::bigint[], ${cents}::bigint[], ${payouts}::bigint[]) AS v(id, cents, payout)
      WHERE b.id = v.id AND b.status = 'ACTIVE'
      RETURNING ${sql.join(betColumns.map((c) => sql.ref(`b.${c}`)))}`.execute(db);
    return rows.map(toBet);
  },

  /** Closed bets whose payout has not gone through the wallet yet (of one round, or all), by id. */
  async owedBets(db: Executor, roundId?: string): Promise<BetRow[]> {
    let q = db
      .selectFrom('crash_bets')
      .select(betColumns)
      .where('paid_at', 'is', null)
      .where('status', 'in', ['CASHED_OUT', 'LOST']);
    if (roundId !== undefined) q = q.where('round_id', '=', roundId);
    return (await q.orderBy('id').execute()).map(toBet);
  },

  /** Records that these bets' payouts went through the wallet (in the credit's own transaction). */
  async markPaid(db: Executor, betIds: string[]): Promise<void> {
    if (betIds.length === 0) return;
    await db
      .updateTable('crash_bets')
      .set({ paid_at: sql<Date>`clock_timestamp()` })
      .where('id', 'in', betIds)
      .where('paid_at', 'is', null)
      .execute();
  },

  async betById(db: Executor, id: string): Promise<BetRow | null> {
    const row = await db.selectFrom('crash_bets').select(betColumns).where('id', '=', id).executeTakeFirst();
    return row ? toBet(row) : null;
  },

  async username(db: Executor, memberId: string): Promise<string | null> {
    const row = await db
      .selectFrom('members')
      .select('username')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.username ?? null;
  },

  // ------------------------------------------------------------------ events

  /** NOTIFY on the crash channel; delivered at commit, to every process (crash-events.ts). */
  async notify(db: Executor | Db, payload: object): Promise<void> {
    await sql`SELECT pg_notify('crash', ${JSON.stringify(payload)})`.execute(db);
  },

  /** Several notices in one statement (each under PostgreSQL's 8,000-byte payload limit). */
  async notifyAll(db: Executor | Db, payloads: object[]): Promise<void> {
    if (payloads.length === 0) return;
    const texts = payloads.map((p) => JSON.stringify(p));
    await sql`SELECT pg_notify('crash', p) FROM unnest(${texts}::text[]) AS p`.execute(db);
  },
};
