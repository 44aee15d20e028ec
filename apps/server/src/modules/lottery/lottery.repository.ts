import { sql } from 'kysely';
import * as z from 'zod';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../ledger/ledger.types.ts';

type Ex = Db | Trx;

/** Stored issue status; "open"/"closed" are scheduled issues seen against the clock (lottery.types.ts). */
export type StoredIssueStatus = 'scheduled' | 'drawn' | 'settled' | 'voided';
export type BetStatus = 'pending' | 'won' | 'lost' | 'refunded';

export interface IssueRecord {
  id: string;
  gameCode: string;
  issue: string;
  day: string;
  seq: number;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  status: StoredIssueStatus;
  seed: string | null;
  commitment: string | null;
  draw: unknown;
  resultSource: 'seed' | 'operator' | 'feed' | null;
  drawnAt: Date | null;
  settledAt: Date | null;
  voidReason: string | null;
  /** Vietnam South/Central: the province station whose sheet this issue is; null otherwise. */
  station: string | null;
}

export interface NewIssue {
  gameCode: string;
  issue: string;
  day: string;
  seq: number;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  seed: string | null;
  commitment: string | null;
  station: string | null;
}

export interface ChainRecord {
  gameCode: string;
  day: string;
  length: number;
  terminalHash: string;
}

export interface TicketRecord {
  id: string;
  memberId: string;
  idempotencyKey: string;
  requestHash: string;
  gameCode: string;
  betType: string;
  selection: unknown;
  units: number;
  unitStake: bigint;
  chaseLength: number;
  stopOnWin: boolean;
  totalStake: bigint;
}

export interface BetRecord {
  betId: string;
  ticketId: string;
  gameCode: string;
  issue: string;
  betType: string;
  selection: unknown;
  units: number;
  unitStake: bigint;
  stake: bigint;
  payout: bigint;
  status: BetStatus;
  chaseIndex: number;
  chaseLength: number;
  placedAt: Date;
  settledAt: Date | null;
}

export interface ResultRecord {
  id: string;
  issueId: string;
  draw: unknown;
  enteredBy: string;
  enteredAt: Date;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: Date | null;
}

/** jsonb columns hold packages/games values; the service parses them with the family's rules. */
const JsonValue = z.unknown();
const IssueRow = z.object({
  id: z.coerce.string(),
  game_code: z.string(),
  issue: z.string(),
  day: z.string(),
  seq: z.number(),
  opens_at: z.date(),
  closes_at: z.date(),
  draw_at: z.date(),
  status: z.enum(['scheduled', 'drawn', 'settled', 'voided']),
  seed: z.string().nullable(),
  commitment: z.string().nullable(),
  draw: JsonValue,
  result_source: z.enum(['seed', 'operator', 'feed']).nullable(),
  drawn_at: z.date().nullable(),
  settled_at: z.date().nullable(),
  void_reason: z.string().nullable(),
  station: z.string().nullable(),
});

const toIssue = (raw: unknown): IssueRecord => {
  const r = IssueRow.parse(raw);
  return {
    id: r.id,
    gameCode: r.game_code,
    issue: r.issue,
    day: r.day,
    seq: r.seq,
    opensAt: r.opens_at,
    closesAt: r.closes_at,
    drawAt: r.draw_at,
    status: r.status,
    seed: r.seed,
    commitment: r.commitment,
    draw: r.draw ?? null,
    resultSource: r.result_source,
    drawnAt: r.drawn_at,
    settledAt: r.settled_at,
    voidReason: r.void_reason,
    station: r.station,
  };
};

const ISSUE_COLUMNS = sql.raw(
  `id, game_code, issue, to_char(day, 'YYYY-MM-DD') AS day, seq, opens_at, closes_at, draw_at, status,
   seed, commitment, draw, result_source, drawn_at, settled_at, void_reason, station`,
);

const toBet = (r: Record<string, unknown>): BetRecord => ({
  betId: String(r.id),
  ticketId: String(r.ticket_id),
  gameCode: String(r.game_code),
  issue: String(r.issue),
  betType: String(r.bet_type),
  selection: r.selection,
  units: Number(r.units),
  unitStake: BigInt(r.unit_stake as string),
  stake: BigInt(r.stake as string),
  payout: BigInt(r.payout as string),
  status: z.enum(['pending', 'won', 'lost', 'refunded']).parse(r.status),
  chaseIndex: Number(r.chase_index),
  chaseLength: Number(r.chase_length),
  placedAt: r.placed_at as Date,
  settledAt: (r.settled_at as Date | null) ?? null,
});

const BET_SELECT = sql.raw(
  `b.id, b.ticket_id, t.game_code, i.issue, t.bet_type, t.selection, t.units, t.unit_stake, b.stake,
   b.payout, b.status, b.chase_index, t.chase_length, b.placed_at, b.settled_at`,
);

const toResult = (r: Record<string, unknown>): ResultRecord => ({
  id: String(r.id),
  issueId: String(r.issue_id),
  draw: r.draw,
  enteredBy: String(r.entered_by),
  enteredAt: r.entered_at as Date,
  status: z.enum(['pending', 'approved', 'rejected']).parse(r.status),
  decidedBy: r.decided_by === null ? null : String(r.decided_by),
  decidedAt: (r.decided_at as Date | null) ?? null,
});

/** The only SQL of the lottery tables (decisions 081, 082). */
export const lotteryRepository = {
  async insertChain(ex: Ex, c: ChainRecord & { rootSeed: string }): Promise<boolean> {
    const r = await sql`
      INSERT INTO lottery_chains (game_code, day, length, root_seed, terminal_hash)
      VALUES (${c.gameCode}, ${c.day}, ${c.length}, ${c.rootSeed}, ${c.terminalHash})
      ON CONFLICT DO NOTHING`.execute(ex);
    return Number(r.numAffectedRows ?? 0n) > 0;
  },

  async chain(ex: Ex, gameCode: string, day: string): Promise<ChainRecord | null> {
    const r = await sql<{ length: number; terminal_hash: string }>`
      SELECT length, terminal_hash FROM lottery_chains WHERE game_code = ${gameCode} AND day = ${day}`.execute(
      ex,
    );
    const row = r.rows[0];
    return row ? { gameCode, day, length: row.length, terminalHash: row.terminal_hash } : null;
  },

  async hasIssuesFor(ex: Ex, gameCode: string, day: string): Promise<boolean> {
    const r =
      await sql`SELECT 1 FROM lottery_issues WHERE game_code = ${gameCode} AND day = ${day} LIMIT 1`.execute(
        ex,
      );
    return r.rows.length > 0;
  },

  /**
   * Inserts a day's issues in one statement; issues that exist already are left alone, except that
   * an issue created before stations were issues (migration 0023) gets its station.
   */
  async insertIssues(ex: Ex, issues: readonly NewIssue[]): Promise<number> {
    if (issues.length === 0) return 0;
    const col = <T>(f: (i: NewIssue) => T) => issues.map(f);
    const r = await sql`
      INSERT INTO lottery_issues (game_code, issue, day, seq, opens_at, closes_at, draw_at, seed, commitment, station)
      SELECT * FROM unnest(
        ${col((i) => i.gameCode)}::text[], ${col((i) => i.issue)}::text[], ${col((i) => i.day)}::date[],
        ${col((i) => i.seq)}::int[], ${col((i) => i.opensAt.toISOString())}::timestamptz[],
        ${col((i) => i.closesAt.toISOString())}::timestamptz[], ${col((i) => i.drawAt.toISOString())}::timestamptz[],
        ${col((i) => i.seed)}::text[], ${col((i) => i.commitment)}::text[], ${col((i) => i.station)}::text[])
      ON CONFLICT (game_code, issue) DO UPDATE SET station = excluded.station
        WHERE lottery_issues.station IS NULL AND excluded.station IS NOT NULL`.execute(ex);
    return Number(r.numAffectedRows ?? 0n);
  },

  async issue(ex: Ex, gameCode: string, issue: string): Promise<IssueRecord | null> {
    const r =
      await sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE game_code = ${gameCode} AND issue = ${issue}`.execute(
        ex,
      );
    return r.rows[0] ? toIssue(r.rows[0]) : null;
  },

  async issueById(ex: Ex, id: string): Promise<IssueRecord> {
    const r = await sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE id = ${id}`.execute(ex);
    return toIssue(r.rows[0]);
  },

  /**
   * `count` issues of a game from `issue` on, in draw order (a chase runs into the next day), locked
   * against draws while a bet is written (a draw takes FOR UPDATE); none when `issue` does not exist.
   * A station issue is never followed (the stations of one draw share its time; none is chased).
   */
  async shareIssuesFrom(ex: Trx, gameCode: string, issue: string, count: number): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE game_code = ${gameCode} AND (issue = ${issue} OR (station IS NULL
        AND draw_at > (SELECT draw_at FROM lottery_issues WHERE game_code = ${gameCode} AND issue = ${issue})))
      ORDER BY draw_at LIMIT ${count} FOR SHARE`.execute(ex);
    return r.rows.map(toIssue);
  },

  async lockIssue(ex: Trx, id: string): Promise<IssueRecord | null> {
    const r = await sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE id = ${id} FOR UPDATE`.execute(ex);
    return r.rows[0] ? toIssue(r.rows[0]) : null;
  },

  async lockIssueNumber(ex: Trx, gameCode: string, issue: string): Promise<IssueRecord | null> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE game_code = ${gameCode} AND issue = ${issue} FOR UPDATE`.execute(
      ex,
    );
    return r.rows[0] ? toIssue(r.rows[0]) : null;
  },

  /**
   * The issue of a game that takes bets at `at`: the open one, or, in the seconds between its close
   * and its draw (when none is open), the next one, which already takes bets (decision 081).
   */
  async currentIssue(ex: Ex, gameCode: string, at: Date): Promise<IssueRecord | null> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE game_code = ${gameCode} AND status = 'scheduled' AND draw_at > ${at} AND closes_at > ${at}
      ORDER BY draw_at, seq LIMIT 1`.execute(ex);
    return r.rows[0] ? toIssue(r.rows[0]) : null;
  },

  /** The latest closed issue of a game still waiting for its draw (or its official result) at `at`. */
  async closingIssue(ex: Ex, gameCode: string, at: Date): Promise<IssueRecord | null> {
    // A closed issue draws at most an hour after its close (closeBeforeSeconds); an official one
    // waits for its result for at most a couple of days before an operator voids it.
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE game_code = ${gameCode} AND status = 'scheduled' AND closes_at <= ${at}
        AND draw_at > ${new Date(at.getTime() - 3 * 86_400_000)} AND draw_at <= ${new Date(at.getTime() + 3_600_000)}
      ORDER BY draw_at DESC, seq LIMIT 1`.execute(ex);
    return r.rows[0] ? toIssue(r.rows[0]) : null;
  },

  /**
   * Every game's issues taking bets at `at` (as currentIssue): one per game, or one per station of
   * the draw for station games, in station order.
   */
  async openIssues(ex: Ex, gameCodes: readonly string[], at: Date): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT i.* FROM unnest(${[...gameCodes]}::text[]) AS c(code) CROSS JOIN LATERAL (
        SELECT ${ISSUE_COLUMNS} FROM lottery_issues
        WHERE game_code = c.code AND status = 'scheduled' AND closes_at > ${at} AND draw_at = (
          SELECT draw_at FROM lottery_issues
          WHERE game_code = c.code AND status = 'scheduled' AND draw_at > ${at} AND closes_at > ${at}
          ORDER BY draw_at LIMIT 1)) i
      ORDER BY i.game_code, i.seq`.execute(ex);
    return r.rows.map(toIssue);
  },

  /** The issues of a game drawn at `drawAt` (a station game's stations of one draw), in station order. */
  async issuesDrawnAt(ex: Ex, gameCode: string, drawAt: Date): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE game_code = ${gameCode} AND draw_at = ${drawAt}
      ORDER BY seq`.execute(ex);
    return r.rows.map(toIssue);
  },

  async upcoming(ex: Ex, gameCode: string, after: Date, limit: number): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE game_code = ${gameCode} AND status = 'scheduled' AND draw_at > ${after}
      ORDER BY draw_at LIMIT ${limit}`.execute(ex);
    return r.rows.map(toIssue);
  },

  /** The issue that follows `seq` in its game (next day's first when the day ends). */
  async nextIssues(ex: Ex, gameCode: string, fromDrawAt: Date, count: number): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE game_code = ${gameCode} AND draw_at >= ${fromDrawAt} ORDER BY draw_at LIMIT ${count}`.execute(ex);
    return r.rows.map(toIssue);
  },

  /** Latest drawn/settled (or voided) issue per game, optionally one game. */
  async lastResults(ex: Ex, gameCode: string | undefined): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT DISTINCT ON (game_code) ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE status IN ('drawn', 'settled') ${gameCode ? sql`AND game_code = ${gameCode}` : sql``}
      ORDER BY game_code, draw_at DESC, seq`.execute(ex);
    return r.rows.map(toIssue);
  },

  async results(
    ex: Ex,
    gameCode: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: IssueRecord[]; total: number }> {
    const [rows, count] = await Promise.all([
      sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issues
          WHERE game_code = ${gameCode} AND status IN ('drawn', 'settled', 'voided')
          ORDER BY draw_at DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.execute(ex),
      sql<{ n: string }>`SELECT count(*) AS n FROM lottery_issues
          WHERE game_code = ${gameCode} AND status IN ('drawn', 'settled', 'voided')`.execute(ex),
    ]);
    return { rows: rows.rows.map(toIssue), total: Number(count.rows[0]?.n ?? 0) };
  },

  /**
   * Issues of `selfCodes` whose draw time has come, and drawn issues of any game not settled yet
   * (an approved official result), oldest first.
   */
  async dueIssues(ex: Ex, at: Date, selfCodes: readonly string[], limit: number): Promise<IssueRecord[]> {
    const r = await sql`
      SELECT ${ISSUE_COLUMNS} FROM lottery_issues
      WHERE draw_at <= ${at} AND (status = 'drawn'
        OR (status = 'scheduled' AND game_code = ANY(${[...selfCodes]}::text[])))
      ORDER BY draw_at LIMIT ${limit}`.execute(ex);
    return r.rows.map(toIssue);
  },

  async nextDrawAt(ex: Ex, after: Date, gameCodes: readonly string[]): Promise<Date | null> {
    const r = await sql<{ at: Date | null }>`
      SELECT min(draw_at) AS at FROM lottery_issues
      WHERE draw_at > ${after} AND status = 'scheduled' AND game_code = ANY(${[...gameCodes]}::text[])`.execute(
      ex,
    );
    return r.rows[0]?.at ?? null;
  },

  async markDrawn(ex: Trx, id: string, draw: unknown, source: 'seed' | 'operator' | 'feed'): Promise<void> {
    await sql`UPDATE lottery_issues SET status = 'drawn', draw = ${JSON.stringify(draw)}::jsonb,
      result_source = ${source}, drawn_at = now() WHERE id = ${id}`.execute(ex);
  },

  async markSettled(ex: Trx, id: string): Promise<void> {
    await sql`UPDATE lottery_issues SET status = 'settled', settled_at = now() WHERE id = ${id}`.execute(ex);
  },

  async markVoided(ex: Trx, id: string, reason: string): Promise<void> {
    await sql`UPDATE lottery_issues SET status = 'voided', void_reason = ${reason}, settled_at = now() WHERE id = ${id}`.execute(
      ex,
    );
  },

  // ---------------------------------------------------------------- tickets and bets

  async findTicket(ex: Ex, memberId: string, key: string): Promise<TicketRecord | null> {
    const r = await sql<Record<string, unknown>>`
      SELECT * FROM lottery_tickets WHERE member_id = ${memberId} AND idempotency_key = ${key}`.execute(ex);
    const t = r.rows[0];
    if (!t) return null;
    return {
      id: String(t.id),
      memberId: String(t.member_id),
      idempotencyKey: String(t.idempotency_key),
      requestHash: String(t.request_hash),
      gameCode: String(t.game_code),
      betType: String(t.bet_type),
      selection: t.selection,
      units: Number(t.units),
      unitStake: BigInt(t.unit_stake as string),
      chaseLength: Number(t.chase_length),
      stopOnWin: Boolean(t.stop_on_win),
      totalStake: BigInt(t.total_stake as string),
    };
  },

  /** `gameType`: the catalogue game type (LOTT, ELOTT) the betting record files the ticket under. */
  async insertTicket(ex: Trx, t: Omit<TicketRecord, 'id'> & { gameType: string }): Promise<string> {
    const r = await sql<{ id: string }>`
      INSERT INTO lottery_tickets (member_id, idempotency_key, request_hash, game_code, game_type, bet_type,
        selection, units, unit_stake, chase_length, stop_on_win, total_stake)
      VALUES (${t.memberId}, ${t.idempotencyKey}, ${t.requestHash}, ${t.gameCode}, ${t.gameType}, ${t.betType},
        ${JSON.stringify(t.selection)}::jsonb, ${t.units}, ${t.unitStake}, ${t.chaseLength}, ${t.stopOnWin}, ${t.totalStake})
      RETURNING id`.execute(ex);
    return String(r.rows[0]!.id);
  },

  async setTicketLedgerTx(ex: Trx, ticketId: string, txId: string): Promise<void> {
    await sql`UPDATE lottery_tickets SET ledger_tx_id = ${txId} WHERE id = ${ticketId}`.execute(ex);
  },

  async insertBets(
    ex: Trx,
    ticketId: string,
    memberId: string,
    bets: readonly { issueId: string; chaseIndex: number; stake: bigint }[],
  ): Promise<void> {
    await sql`
      INSERT INTO lottery_bets (ticket_id, issue_id, member_id, chase_index, stake)
      SELECT ${ticketId}, i, ${memberId}, c, s FROM unnest(
        ${bets.map((b) => b.issueId)}::bigint[], ${bets.map((b) => b.chaseIndex)}::int[],
        ${bets.map((b) => b.stake.toString())}::bigint[]) AS u(i, c, s)`.execute(ex);
  },

  async betsOfTicket(ex: Ex, ticketId: string): Promise<BetRecord[]> {
    const r = await sql<Record<string, unknown>>`
      SELECT ${BET_SELECT} FROM lottery_bets b JOIN lottery_tickets t ON t.id = b.ticket_id
      JOIN lottery_issues i ON i.id = b.issue_id WHERE b.ticket_id = ${ticketId} ORDER BY b.chase_index`.execute(
      ex,
    );
    return r.rows.map(toBet);
  },

  async betsOfMember(
    ex: Ex,
    memberId: string,
    f: { status?: BetStatus | undefined; gameCode?: string | undefined; page: number; pageSize: number },
  ): Promise<{ rows: BetRecord[]; total: number }> {
    const where = sql`b.member_id = ${memberId}
      ${f.status ? sql`AND b.status = ${f.status}` : sql``}
      ${f.gameCode ? sql`AND t.game_code = ${f.gameCode}` : sql``}`;
    const [rows, count] = await Promise.all([
      sql<Record<string, unknown>>`
        SELECT ${BET_SELECT} FROM lottery_bets b JOIN lottery_tickets t ON t.id = b.ticket_id
        JOIN lottery_issues i ON i.id = b.issue_id WHERE ${where}
        ORDER BY b.placed_at DESC, b.id DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`.execute(
        ex,
      ),
      sql<{ n: string }>`SELECT count(*) AS n FROM lottery_bets b JOIN lottery_tickets t ON t.id = b.ticket_id
        WHERE ${where}`.execute(ex),
    ]);
    return { rows: rows.rows.map(toBet), total: Number(count.rows[0]?.n ?? 0) };
  },

  /**
   * Adds each amount to its (issue, outcome key) exposure in one statement, only while the total
   * stays within `cap`; false when one would pass it (the caller then rolls back). The row locks of
   * the upsert, taken in the given order, serialise concurrent bets on one outcome.
   */
  async addExposures(
    ex: Trx,
    rows: readonly { issueId: string; key: string; amount: bigint }[],
    cap: bigint,
  ): Promise<boolean> {
    if (rows.some((x) => x.amount > cap)) return false;
    if (rows.length === 0) return true;
    const r = await sql`
      INSERT INTO lottery_exposure AS e (issue_id, key, payout)
      SELECT * FROM unnest(${rows.map((x) => x.issueId)}::bigint[], ${rows.map((x) => x.key)}::text[],
        ${rows.map((x) => x.amount.toString())}::bigint[])
      ON CONFLICT (issue_id, key) DO UPDATE SET payout = e.payout + excluded.payout
      WHERE e.payout + excluded.payout <= ${cap}
      RETURNING 1`.execute(ex);
    return r.rows.length === rows.length;
  },

  /** The different (bet type, selection) pairs among an issue's pending bets: what the maths settles. */
  async pendingSelections(ex: Ex, issueId: string): Promise<{ betType: string; selection: unknown }[]> {
    const r = await sql<{ bet_type: string; selection: unknown }>`
      SELECT DISTINCT t.bet_type, t.selection FROM lottery_bets b JOIN lottery_tickets t ON t.id = b.ticket_id
      WHERE b.issue_id = ${issueId} AND b.status = 'pending'`.execute(ex);
    return r.rows.map((x) => ({ betType: x.bet_type, selection: x.selection }));
  },

  /**
   * Settles every pending bet of an issue in one statement (decision 082): each (bet type,
   * selection) has its payout in basis points of the unit stake; a bet pays
   * floor(unit stake x bps / 10,000). Only rows still pending are closed, and only what this
   * statement closed is returned (per member), so a second settler pays nothing.
   */
  async settlePending(
    ex: Trx,
    issueId: string,
    outcomes: readonly { betType: string; selection: unknown; payoutBps: number }[],
  ): Promise<{ memberId: string; payout: bigint; bets: number; won: number; chaseTickets: string[] }[]> {
    if (outcomes.length === 0) return [];
    const r = await sql<{
      member_id: string;
      payout: string;
      n: string;
      won: string;
      chase: string[] | null;
    }>`
      WITH o AS (
        SELECT * FROM unnest(${outcomes.map((o) => o.betType)}::text[],
          ${outcomes.map((o) => JSON.stringify(o.selection))}::jsonb[],
          ${outcomes.map((o) => o.payoutBps)}::bigint[]) AS o(bet_type, selection, bps)
      ), closed AS (
        UPDATE lottery_bets b
        SET status = CASE WHEN t.unit_stake * o.bps / 10000 > 0 THEN 'won' ELSE 'lost' END,
            payout = t.unit_stake * o.bps / 10000, settled_at = now()
        FROM lottery_tickets t JOIN o ON o.bet_type = t.bet_type AND o.selection = t.selection
        WHERE b.issue_id = ${issueId} AND b.status = 'pending' AND t.id = b.ticket_id
        RETURNING b.member_id, b.payout, b.ticket_id, (t.stop_on_win AND t.chase_length > 1) AS chase
      )
      SELECT member_id, sum(payout) AS payout, count(*) AS n, count(*) FILTER (WHERE payout > 0) AS won,
        array_agg(DISTINCT ticket_id::text) FILTER (WHERE payout > 0 AND chase) AS chase
      FROM closed GROUP BY member_id`.execute(ex);
    return r.rows.map((x) => ({
      memberId: String(x.member_id),
      payout: BigInt(x.payout),
      bets: Number(x.n),
      won: Number(x.won),
      chaseTickets: x.chase ?? [],
    }));
  },

  /** Refunds every pending bet of an issue (void), returning what it closed. */
  async refundIssueBets(
    ex: Trx,
    issueId: string,
  ): Promise<{ id: string; memberId: string; payout: bigint }[]> {
    const r = await sql<{ id: string; member_id: string; payout: string }>`
      UPDATE lottery_bets SET status = 'refunded', payout = stake, settled_at = now()
      WHERE issue_id = ${issueId} AND status = 'pending' RETURNING id, member_id, payout`.execute(ex);
    return r.rows.map((x) => ({ id: String(x.id), memberId: String(x.member_id), payout: BigInt(x.payout) }));
  },

  /** Stop-on-win: the later pending bets of these chase tickets are refunded. */
  async refundChaseAfter(
    ex: Trx,
    ticketIds: readonly string[],
    drawAt: Date,
  ): Promise<{ id: string; memberId: string; payout: bigint }[]> {
    if (ticketIds.length === 0) return [];
    const r = await sql<{ id: string; member_id: string; payout: string }>`
      UPDATE lottery_bets b SET status = 'refunded', payout = b.stake, settled_at = now()
      FROM lottery_tickets t, lottery_issues i
      WHERE b.ticket_id = ANY(${[...ticketIds]}::bigint[]) AND t.id = b.ticket_id AND t.stop_on_win
        AND i.id = b.issue_id AND i.draw_at > ${drawAt} AND b.status = 'pending'
      RETURNING b.id, b.member_id, b.payout`.execute(ex);
    return r.rows.map((x) => ({ id: String(x.id), memberId: String(x.member_id), payout: BigInt(x.payout) }));
  },

  async issueStats(ex: Ex, issueId: string): Promise<{ betCount: number; stakeTotal: bigint }> {
    const r = await sql<{ n: string; s: string | null }>`
      SELECT count(*) AS n, sum(stake) AS s FROM lottery_bets WHERE issue_id = ${issueId}`.execute(ex);
    return { betCount: Number(r.rows[0]?.n ?? 0), stakeTotal: BigInt(r.rows[0]?.s ?? 0) };
  },

  // ---------------------------------------------------------------- official results

  async insertResult(ex: Trx, issueId: string, draw: unknown, operatorId: string): Promise<ResultRecord> {
    const r = await sql<Record<string, unknown>>`
      INSERT INTO lottery_results (issue_id, draw, entered_by) VALUES (${issueId}, ${JSON.stringify(draw)}::jsonb, ${operatorId})
      RETURNING *`.execute(ex);
    return toResult(r.rows[0]!);
  },

  async lockResult(ex: Trx, id: string): Promise<ResultRecord | null> {
    const r = await sql<
      Record<string, unknown>
    >`SELECT * FROM lottery_results WHERE id = ${id} FOR UPDATE`.execute(ex);
    return r.rows[0] ? toResult(r.rows[0]) : null;
  },

  async decideResult(
    ex: Trx,
    id: string,
    status: 'approved' | 'rejected',
    operatorId: string,
    reason?: string,
  ): Promise<ResultRecord> {
    const r = await sql<Record<string, unknown>>`
      UPDATE lottery_results SET status = ${status}, decided_by = ${operatorId}, decided_at = now(),
        reject_reason = ${reason ?? null} WHERE id = ${id} RETURNING *`.execute(ex);
    return toResult(r.rows[0]!);
  },

  async latestResult(ex: Ex, issueId: string): Promise<ResultRecord | null> {
    const r = await sql<Record<string, unknown>>`
      SELECT * FROM lottery_results WHERE issue_id = ${issueId} ORDER BY id DESC LIMIT 1`.execute(ex);
    return r.rows[0] ? toResult(r.rows[0]) : null;
  },

  async adminIssues(
    ex: Ex,
    f: {
      gameCodes: readonly string[];
      status?: StoredIssueStatus | undefined;
      /** For scheduled issues: only those still taking bets, or only those past their close. */
      betting?: 'open' | 'closed' | undefined;
      before: Date;
      page: number;
      pageSize: number;
    },
  ): Promise<{ rows: IssueRecord[]; total: number }> {
    const where = sql`game_code = ANY(${[...f.gameCodes]}::text[]) AND opens_at <= ${f.before}
      ${f.status ? sql`AND status = ${f.status}` : sql``}
      ${f.betting === 'open' ? sql`AND closes_at > ${f.before}` : f.betting === 'closed' ? sql`AND closes_at <= ${f.before}` : sql``}`;
    const [rows, count] = await Promise.all([
      sql`SELECT ${ISSUE_COLUMNS} FROM lottery_issues WHERE ${where}
          ORDER BY draw_at DESC LIMIT ${f.pageSize} OFFSET ${(f.page - 1) * f.pageSize}`.execute(ex),
      sql<{ n: string }>`SELECT count(*) AS n FROM lottery_issues WHERE ${where}`.execute(ex),
    ]);
    return { rows: rows.rows.map(toIssue), total: Number(count.rows[0]?.n ?? 0) };
  },

  /** Real-time notice to every process (lottery-events.ts LISTENs on 'lottery'), sent at commit. */
  async notify(ex: Ex, payload: object): Promise<void> {
    await sql`SELECT pg_notify('lottery', ${JSON.stringify(payload)})`.execute(ex);
  },
};
