import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { likePattern } from '../../lib/like-pattern.ts';

/**
 * The agent centre's SQL (issue 13). It writes only its own tables (the rollups, decision 078) and
 * reads, never writes, the tree (member_tree, kept by a trigger on members, decision 077), members,
 * affiliate_codes, ledger entries and game rounds: the same read-only-view arrangement as
 * records/ledger-read.repository.ts. Every query about members goes through `downlineOf`.
 */

/**
 * THE downline predicate (decision 077): the ids strictly below `agentId`, at any depth. One index
 * range of member_tree's primary key. Every agent query filters members with it; nothing else in
 * this module says who is in whose downline.
 */
export function downlineOf(db: Executor, agentId: string) {
  return db
    .selectFrom('member_tree as dl')
    .select('dl.member_id')
    .where('dl.ancestor_id', '=', agentId)
    .where('dl.depth', '>', 0);
}

/** `member` (an id column or value) is in agent's downline, as a WHERE condition. */
export function inDownline(db: Executor, agentId: string, member: Expression<string>): Expression<SqlBool> {
  return sql<SqlBool>`${member} IN (${downlineOf(db, agentId)})`;
}

export interface TreeMember {
  id: string;
  username: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  parentId: string | null;
  bettingLocked: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Levels below the asking agent. */
  level: number;
}

export interface Figures {
  betCount: number;
  validBet: bigint;
  payout: bigint;
  deposits: bigint;
  withdrawals: bigint;
  firstDeposits: number;
  registrations: number;
}
export const zeroFigures = (): Figures => ({
  betCount: 0,
  validBet: 0n,
  payout: 0n,
  deposits: 0n,
  withdrawals: 0n,
  firstDeposits: 0,
  registrations: 0,
});

interface FigureRow {
  bet_count: string | number | null;
  valid_bet: string | null;
  payout: string | null;
  deposits: string | null;
  withdrawals: string | null;
  first_deposits: string | number | null;
  registrations: string | number | null;
}
const toFigures = (r: FigureRow | undefined): Figures =>
  r
    ? {
        betCount: Number(r.bet_count ?? 0),
        validBet: BigInt(r.valid_bet ?? 0),
        payout: BigInt(r.payout ?? 0),
        deposits: BigInt(r.deposits ?? 0),
        withdrawals: BigInt(r.withdrawals ?? 0),
        firstDeposits: Number(r.first_deposits ?? 0),
        registrations: Number(r.registrations ?? 0),
      }
    : zeroFigures();
export const addFigures = (a: Figures, b: Figures): Figures => ({
  betCount: a.betCount + b.betCount,
  validBet: a.validBet + b.validBet,
  payout: a.payout + b.payout,
  deposits: a.deposits + b.deposits,
  withdrawals: a.withdrawals + b.withdrawals,
  firstDeposits: a.firstDeposits + b.firstDeposits,
  registrations: a.registrations + b.registrations,
});

const SUMS = sql`sum(bet_count) AS bet_count, sum(valid_bet) AS valid_bet, sum(payout) AS payout,
  sum(deposits) AS deposits, sum(withdrawals) AS withdrawals, sum(first_deposits) AS first_deposits,
  sum(registrations) AS registrations`;

/** Local day of an hour bucket: `offsetMinutes` is whole hours (the service rounds it). */
const dayOf = (offsetMinutes: number) =>
  sql`to_char(hour + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD')`;

export interface BetRow {
  id: string;
  roundId: string;
  memberId: string;
  username: string;
  gameType: string | null;
  gameName: string;
  stake: bigint;
  payout: bigint;
  refunded: bigint;
  status: 'OPEN' | 'SETTLED' | 'REFUNDED';
  createdAt: Date;
}

export interface TxRow {
  id: string;
  time: Date;
  memberId: string;
  username: string;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  memo: string | null;
}

export interface LinkRow {
  code: string;
  domain: string | null;
  active: boolean;
  createdAt: Date;
  registrations: number;
}

const memberColumns = sql`m.id::text AS id, m.username, m.nickname, m.type, m.status, m.parent_id::text AS parent_id,
  m.betting_locked, m.created_at, m.last_login_at`;
interface MemberRow {
  id: string;
  username: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  parent_id: string | null;
  betting_locked: boolean;
  created_at: Date;
  last_login_at: Date | null;
  level: number;
}
const toMember = (r: MemberRow): TreeMember => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  type: r.type,
  status: r.status,
  parentId: r.parent_id,
  bettingLocked: r.betting_locked,
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
  level: Number(r.level),
});

export const agentRepository = {
  /** A member of agent's downline (with its level below the agent), or null: outside is "not found". */
  async findInDownline(db: Executor, agentId: string, memberId: string): Promise<TreeMember | null> {
    const r = await sql<MemberRow>`
      SELECT ${memberColumns}, t.depth AS level
        FROM member_tree t JOIN members m ON m.id = t.member_id
       WHERE t.ancestor_id = ${agentId} AND t.member_id = ${memberId} AND t.depth > 0`.execute(db);
    return r.rows[0] ? toMember(r.rows[0]) : null;
  },

  /** The chain from the agent (first) down to `memberId` (last), both included. */
  async pathFrom(
    db: Executor,
    agentId: string,
    memberId: string,
  ): Promise<{ id: string; username: string }[]> {
    const r = await sql<{ id: string; username: string }>`
      SELECT m.id::text AS id, m.username
        FROM member_tree up JOIN members m ON m.id = up.ancestor_id
       WHERE up.member_id = ${memberId}
         AND up.ancestor_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = ${agentId})
       ORDER BY up.depth DESC`.execute(db);
    return r.rows;
  },

  /** One level (parent's direct downlines) or, with a search, the whole downline; newest first. */
  async listDownline(
    db: Executor,
    agentId: string,
    q: { parentId: string | null; search: string | null; limit: number; offset: number },
  ): Promise<{ rows: TreeMember[]; total: number }> {
    const where = [sql`t.ancestor_id = ${agentId}`, sql`t.depth > 0`];
    // One level below a node: that node's depth-1 closure rows (index member_tree_level), each
    // checked against the agent's downline by a primary-key probe, instead of filtering the
    // agent's whole downline by parent (decision 084).
    let from = sql`member_tree t JOIN members m ON m.id = t.member_id`;
    if (q.parentId) {
      from = sql`member_tree c JOIN member_tree t ON t.member_id = c.member_id JOIN members m ON m.id = t.member_id`;
      where.push(sql`c.ancestor_id = ${q.parentId}`, sql`c.depth = 1`);
    }
    if (q.search) {
      const like = likePattern(q.search);
      where.push(sql`(m.username ILIKE ${like} OR m.nickname ILIKE ${like})`);
    }
    const cond = sql.join(where, sql` AND `);
    const [rows, total] = await Promise.all([
      sql<MemberRow>`
        SELECT ${memberColumns}, t.depth AS level
          FROM ${from}
         WHERE ${cond}
         ORDER BY m.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: string }>`SELECT count(*) AS n FROM ${from} WHERE ${cond}`.execute(db),
    ]);
    return { rows: rows.rows.map(toMember), total: Number(total.rows[0]?.n ?? 0) };
  },

  /** Direct downline count and whole team size of each id. */
  async teamCounts(db: Executor, ids: string[]): Promise<Map<string, { direct: number; team: number }>> {
    const out = new Map<string, { direct: number; team: number }>();
    if (ids.length === 0) return out;
    const r = await sql<{ id: string; direct: string; team: string }>`
      SELECT ancestor_id::text AS id, count(*) FILTER (WHERE depth = 1) AS direct, count(*) FILTER (WHERE depth > 0) AS team
        FROM member_tree WHERE ancestor_id IN (${sql.join(ids)}) GROUP BY ancestor_id`.execute(db);
    for (const row of r.rows) out.set(row.id, { direct: Number(row.direct), team: Number(row.team) });
    return out;
  },

  async teamSize(db: Executor, agentId: string): Promise<number> {
    const r = await sql<{ n: string }>`
      SELECT count(*) AS n FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0`.execute(db);
    return Number(r.rows[0]?.n ?? 0);
  },

  /** Cash balances of members (0 when no account). */
  async balances(db: Executor, ids: string[]): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    if (ids.length === 0) return out;
    const r = await sql<{ id: string; balance: string }>`
      SELECT member_id::text AS id, balance::text AS balance FROM ledger_accounts
       WHERE kind = 'cash' AND member_id IN (${sql.join(ids)})`.execute(db);
    for (const row of r.rows) out.set(row.id, BigInt(row.balance));
    return out;
  },

  /** Each id's own figures plus its team's, over [start, end). */
  async figuresOf(db: Executor, ids: string[], start: Date, end: Date): Promise<Map<string, Figures>> {
    const out = new Map<string, Figures>();
    if (ids.length === 0) return out;
    const r = await sql<FigureRow & { id: string }>`
      SELECT id::text AS id, ${SUMS} FROM (
        SELECT member_id AS id, bet_count, valid_bet, payout, deposits, withdrawals, first_deposits, registrations
          FROM agent_member_hourly WHERE member_id IN (${sql.join(ids)}) AND hour >= ${start} AND hour < ${end}
        UNION ALL
        SELECT agent_id, bet_count, valid_bet, payout, deposits, withdrawals, first_deposits, registrations
          FROM agent_team_hourly WHERE agent_id IN (${sql.join(ids)}) AND hour >= ${start} AND hour < ${end}
      ) f GROUP BY id`.execute(db);
    for (const row of r.rows) out.set(row.id, toFigures(row));
    return out;
  },

  /** The agent's team figures per local day of [start, end). */
  async teamByDay(
    db: Executor,
    agentId: string,
    start: Date,
    end: Date,
    offsetMinutes: number,
  ): Promise<Map<string, Figures>> {
    const r = await sql<FigureRow & { day: string }>`
      SELECT ${dayOf(offsetMinutes)} AS day, ${SUMS} FROM agent_team_hourly
       WHERE agent_id = ${agentId} AND hour >= ${start} AND hour < ${end}
       GROUP BY 1`.execute(db);
    return new Map(r.rows.map((row) => [row.day, toFigures(row)]));
  },

  /**
   * Distinct members of the downline with a bet, per local day and over the whole range (day null).
   * Not additive, so it reads the member rollup through the downline predicate.
   */
  async activePlayers(
    db: Executor,
    agentId: string,
    start: Date,
    end: Date,
    offsetMinutes: number,
  ): Promise<{ byDay: Map<string, number>; total: number }> {
    const r = await sql<{ day: string | null; n: string }>`
      SELECT ${dayOf(offsetMinutes)} AS day, count(DISTINCT member_id) AS n
        FROM agent_member_hourly
       WHERE member_id IN (${downlineOf(db, agentId)}) AND hour >= ${start} AND hour < ${end} AND bet_count > 0
       GROUP BY GROUPING SETS ((1), ())`.execute(db);
    const byDay = new Map<string, number>();
    let total = 0;
    for (const row of r.rows) {
      if (row.day === null) total = Number(row.n);
      else byDay.set(row.day, Number(row.n));
    }
    return { byDay, total };
  },

  /** The team's game figures by game type (distinct players: the service's activeOf). */
  async teamByGameType(
    db: Executor,
    agentId: string,
    start: Date,
    end: Date,
  ): Promise<{ gameType: string; figures: Figures }[]> {
    const sums = await sql<FigureRow & { game_type: string }>`
      SELECT game_type, ${SUMS} FROM agent_team_hourly
       WHERE agent_id = ${agentId} AND hour >= ${start} AND hour < ${end} AND game_type <> ''
       GROUP BY game_type ORDER BY game_type`.execute(db);
    return sums.rows.map((row) => ({ gameType: row.game_type, figures: toFigures(row) }));
  },

  /** Distinct players of the downline per game type over [start, end), from the member rollup. */
  async activeByGameType(
    db: Executor,
    agentId: string,
    start: Date,
    end: Date,
  ): Promise<Map<string, number>> {
    const players = await sql<{ game_type: string; n: string }>`
      SELECT game_type, count(DISTINCT member_id) AS n FROM agent_member_hourly
       WHERE member_id IN (${downlineOf(db, agentId)}) AND hour >= ${start} AND hour < ${end}
         AND game_type <> '' AND bet_count > 0
       GROUP BY game_type`.execute(db);
    return new Map(players.rows.map((p) => [p.game_type, Number(p.n)]));
  },

  /** Team betting record: rounds of the downline in [start, end), newest first. */
  async bets(
    db: Executor,
    agentId: string,
    q: {
      memberId: string | null;
      gameType: string | null;
      start: Date;
      end: Date;
      language: string;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: BetRow[]; total: number; stake: bigint; payout: bigint; refunded: bigint }> {
    const where = [
      sql`r.member_id IN (${downlineOf(db, agentId)})`,
      sql`r.account_kind = 'cash'`,
      sql`r.created_at >= ${q.start}`,
      sql`r.created_at < ${q.end}`,
    ];
    if (q.memberId) where.push(sql`r.member_id = ${q.memberId}`);
    if (q.gameType) where.push(sql`r.game_type = ${q.gameType}`);
    const cond = sql.join(where, sql` AND `);
    const [rows, totals] = await Promise.all([
      sql<{
        id: string;
        round_id: string;
        member_id: string;
        username: string;
        game_type: string | null;
        game_name: string;
        stake: string;
        payout: string;
        refunded: string;
        status: BetRow['status'];
        created_at: Date;
      }>`
        SELECT r.id::text AS id, r.round_id, r.member_id::text AS member_id, m.username, r.game_type,
               coalesce(g.names ->> ${q.language}, g.names ->> 'EN', r.game_code) AS game_name,
               r.stake::text AS stake, r.payout::text AS payout, r.refunded::text AS refunded, r.status, r.created_at
          FROM game_rounds r
          JOIN members m ON m.id = r.member_id
          LEFT JOIN games g ON g.vendor_code = r.vendor_code AND g.game_code = r.game_code
         WHERE ${cond}
         ORDER BY r.created_at DESC, r.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: string; stake: string | null; payout: string | null; refunded: string | null }>`
        SELECT count(*) AS n, sum(r.stake) AS stake, sum(r.payout) AS payout, sum(r.refunded) AS refunded
          FROM game_rounds r WHERE ${cond}`.execute(db),
    ]);
    const t = totals.rows[0];
    return {
      rows: rows.rows.map((r) => ({
        id: r.id,
        roundId: r.round_id,
        memberId: r.member_id,
        username: r.username,
        gameType: r.game_type,
        gameName: r.game_name,
        stake: BigInt(r.stake),
        payout: BigInt(r.payout),
        refunded: BigInt(r.refunded),
        status: r.status,
        createdAt: r.created_at,
      })),
      total: Number(t?.n ?? 0),
      stake: BigInt(t?.stake ?? 0),
      payout: BigInt(t?.payout ?? 0),
      refunded: BigInt(t?.refunded ?? 0),
    };
  },

  /** Ledger lines of the downline's cash accounts in [start, end), newest first. */
  async transactions(
    db: Executor,
    agentId: string,
    q: {
      memberId: string | null;
      kinds: string[] | null;
      start: Date;
      end: Date;
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: TxRow[]; total: number; in: bigint; out: bigint }> {
    const where = [
      sql`a.member_id IN (${downlineOf(db, agentId)})`,
      sql`a.kind = 'cash'`,
      sql`e.created_at >= ${q.start}`,
      sql`e.created_at < ${q.end}`,
    ];
    if (q.memberId) where.push(sql`a.member_id = ${q.memberId}`);
    if (q.kinds) where.push(sql`t.kind IN (${sql.join(q.kinds)})`);
    const cond = sql.join(where, sql` AND `);
    const from = sql`ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id`;
    const [rows, totals] = await Promise.all([
      sql<{
        id: string;
        created_at: Date;
        member_id: string;
        username: string;
        kind: string;
        amount: string;
        balance_after: string | null;
        memo: string | null;
      }>`
        SELECT e.id::text AS id, e.created_at, a.member_id::text AS member_id, m.username, t.kind,
               e.amount::text AS amount, e.balance_after::text AS balance_after, t.memo
          FROM ${from} JOIN members m ON m.id = a.member_id
         WHERE ${cond} ORDER BY e.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: string; in: string | null; out: string | null }>`
        SELECT count(*) AS n, sum(e.amount) FILTER (WHERE e.amount > 0) AS in,
               sum(-e.amount) FILTER (WHERE e.amount < 0) AS out
          FROM ${from} WHERE ${cond}`.execute(db),
    ]);
    const t = totals.rows[0];
    return {
      rows: rows.rows.map((r) => ({
        id: r.id,
        time: r.created_at,
        memberId: r.member_id,
        username: r.username,
        kind: r.kind,
        amount: BigInt(r.amount),
        balanceAfter: BigInt(r.balance_after ?? 0),
        memo: r.memo,
      })),
      total: Number(t?.n ?? 0),
      in: BigInt(t?.in ?? 0),
      out: BigInt(t?.out ?? 0),
    };
  },

  /** The agent's affiliate links with how many members registered through each. */
  async links(db: Executor, agentId: string): Promise<LinkRow[]> {
    const r = await sql<{
      code: string;
      domain: string | null;
      active: boolean;
      created_at: Date;
      registrations: string;
    }>`
      SELECT c.code, c.domain, c.active, c.created_at,
             (SELECT count(*) FROM members m WHERE m.profile ? 'affiliateCode' AND m.profile ->> 'affiliateCode' = c.code) AS registrations
        FROM affiliate_codes c WHERE c.agent_id = ${agentId} ORDER BY c.created_at DESC, c.code`.execute(db);
    return r.rows.map((row) => ({
      code: row.code,
      domain: row.domain,
      active: row.active,
      createdAt: row.created_at,
      registrations: Number(row.registrations),
    }));
  },

  /**
   * Contract settlement's team figures (issue 14, decision 086): for each id, the member itself and
   * its whole downline (depth >= 0) over [start, end): valid bet, payout and distinct members with a
   * bet, from the member rollup (hour-aligned windows, decision 078). Ids go in as one array.
   */
  async contractTeamFigures(
    db: Executor,
    ids: string[],
    start: Date,
    end: Date,
  ): Promise<Map<string, { validBet: bigint; payout: bigint; activeMembers: number }>> {
    const out = new Map<string, { validBet: bigint; payout: bigint; activeMembers: number }>();
    if (ids.length === 0) return out;
    const r = await sql<{ id: string; valid_bet: string; payout: string; active: string }>`
      WITH m AS (
        SELECT member_id, sum(valid_bet) AS valid_bet, sum(payout) AS payout, sum(bet_count) AS bets
          FROM agent_member_hourly
         WHERE hour >= ${start} AND hour < ${end} AND game_type <> ''
         GROUP BY member_id
      )
      SELECT t.ancestor_id::text AS id, sum(m.valid_bet)::text AS valid_bet, sum(m.payout)::text AS payout,
             count(*) FILTER (WHERE m.bets > 0) AS active
        FROM m JOIN member_tree t ON t.member_id = m.member_id
       WHERE t.ancestor_id = ANY(${ids}::bigint[])
       GROUP BY t.ancestor_id`.execute(db);
    for (const row of r.rows)
      out.set(row.id, {
        validBet: BigInt(row.valid_bet),
        payout: BigInt(row.payout),
        activeMembers: Number(row.active),
      });
    return out;
  },

  /**
   * The same figures read from the ledger itself, for windows shorter than the rollup's hour (the
   * 5-minute real-time salary): member cash entries of bets, refunds and wins in [start, end).
   * Exact once `end` is at or before the rollup's watermark (nothing can still commit before it).
   */
  async contractLiveFigures(
    db: Executor,
    ids: string[],
    start: Date,
    end: Date,
  ): Promise<Map<string, { validBet: bigint; payout: bigint; activeMembers: number }>> {
    const out = new Map<string, { validBet: bigint; payout: bigint; activeMembers: number }>();
    if (ids.length === 0) return out;
    const r = await sql<{ id: string; valid_bet: string; payout: string; active: string }>`
      WITH m AS (
        SELECT a.member_id,
               coalesce(sum(-e.amount) FILTER (WHERE t.kind IN ('bet', 'rollback')), 0) AS valid_bet,
               coalesce(sum(e.amount) FILTER (WHERE t.kind = 'win'), 0) AS payout,
               count(*) FILTER (WHERE t.kind = 'bet') AS bets
          FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.kind = 'cash'
          JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE e.created_at >= ${start} AND e.created_at < ${end} AND t.kind IN ('bet', 'win', 'rollback')
         GROUP BY a.member_id
      )
      SELECT t.ancestor_id::text AS id, sum(m.valid_bet)::text AS valid_bet, sum(m.payout)::text AS payout,
             count(*) FILTER (WHERE m.bets > 0) AS active
        FROM m JOIN member_tree t ON t.member_id = m.member_id
       WHERE t.ancestor_id = ANY(${ids}::bigint[])
       GROUP BY t.ancestor_id`.execute(db);
    for (const row of r.rows)
      out.set(row.id, {
        validBet: BigInt(row.valid_bet),
        payout: BigInt(row.payout),
        activeMembers: Number(row.active),
      });
    return out;
  },

  /** Bonuses credited to each id's team (itself and its downline) in [start, end): a dividend deduction. */
  async contractTeamBonuses(
    db: Executor,
    ids: string[],
    start: Date,
    end: Date,
  ): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    if (ids.length === 0) return out;
    const r = await sql<{ id: string; bonuses: string }>`
      WITH m AS (
        SELECT a.member_id, sum(e.amount) AS bonuses
          FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.kind = 'cash'
          JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'bonus'
         WHERE e.created_at >= ${start} AND e.created_at < ${end} AND e.amount > 0
         GROUP BY a.member_id
      )
      SELECT t.ancestor_id::text AS id, sum(m.bonuses)::text AS bonuses
        FROM m JOIN member_tree t ON t.member_id = m.member_id
       WHERE t.ancestor_id = ANY(${ids}::bigint[])
       GROUP BY t.ancestor_id`.execute(db);
    for (const row of r.rows) out.set(row.id, BigInt(row.bonuses));
    return out;
  },

  /** A member's direct downlines (id and account), for a statement's drill-down. */
  async directDownlines(db: Executor, memberId: string): Promise<{ id: string; username: string }[]> {
    const r = await sql<{ id: string; username: string }>`
      SELECT m.id::text AS id, m.username FROM member_tree t JOIN members m ON m.id = t.member_id
       WHERE t.ancestor_id = ${memberId} AND t.depth = 1 ORDER BY m.id`.execute(db);
    return r.rows;
  },

  /**
   * The rollup's watermark (`current_to`, which every report shows) and the reporting offset
   * (minutes east of UTC, whole hours) the active-player counts are kept in: one row, read once.
   */
  async rollupState(db: Executor): Promise<{ currentTo: Date; activeOffset: number }> {
    const r = await sql<{ current_to: Date; o: number }>`
      SELECT current_to, active_offset_minutes AS o FROM agent_rollup_state WHERE id = 1`.execute(db);
    const row = r.rows[0];
    return { currentTo: row?.current_to ?? new Date(0), activeOffset: Number(row?.o ?? 0) };
  },

  /**
   * Distinct active players of the agent's downline kept by the job (decision 084): for each
   * period start of `kind` given (local dates in the reporting offset), by game type ('' = any).
   */
  async teamActive(
    db: Executor,
    agentId: string,
    kind: 'day' | 'week' | 'month',
    starts: string[],
  ): Promise<{ periodStart: string; gameType: string; players: number }[]> {
    if (starts.length === 0) return [];
    const r = await sql<{ period_start: string; game_type: string; players: number }>`
      SELECT period_start, game_type, players FROM agent_team_active
       WHERE agent_id = ${agentId} AND kind = ${kind} AND period_start IN (${sql.join(starts.map((d) => sql`${d}::date`))})`.execute(
      db,
    );
    return r.rows.map((row) => ({
      periodStart: row.period_start,
      gameType: row.game_type,
      players: Number(row.players),
    }));
  },

  /**
   * Distinct active players of the downline over local days [from, to] of the reporting offset,
   * by game type ('' = any), from the members' recorded active days: a custom range's total, which
   * no single period row holds.
   */
  async activeOverDays(
    db: Executor,
    agentId: string,
    from: string,
    to: string,
  ): Promise<Map<string, number>> {
    const r = await sql<{ game_type: string; n: string }>`
      SELECT a.game_type, count(DISTINCT a.member_id) AS n
        FROM agent_member_active a
       WHERE a.member_id IN (${downlineOf(db, agentId)}) AND a.kind = 'day'
         AND a.period_start >= ${from}::date AND a.period_start <= ${to}::date
       GROUP BY a.game_type`.execute(db);
    return new Map(r.rows.map((row) => [row.game_type, Number(row.n)]));
  },

  /**
   * One step of the rollup job (decision 078), in the caller's transaction: folds every ledger entry
   * and registration of [current_to, horizon) into the hourly rollups and moves current_to to the
   * horizon. The horizon is the start of the oldest transaction still open on this database (or
   * now): anything that transaction writes is stamped at or after its start (now() in PostgreSQL is
   * the transaction's start), so nothing can still arrive before the horizon, and each entry is
   * folded exactly once. The advisory lock keeps two runners from folding the same window.
   */
  async advance(trx: Executor, cap: Date | null): Promise<{ from: Date; to: Date; rows: number }> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('agent_rollup'))`.execute(trx);
    const state = await sql<{ current_to: Date; horizon: Date; active_offset_minutes: number }>`
      SELECT s.current_to, s.active_offset_minutes,
             least(clock_timestamp(), coalesce((
               SELECT min(xact_start) FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
             ), clock_timestamp())) AS horizon
        FROM agent_rollup_state s WHERE s.id = 1 FOR UPDATE`.execute(trx);
    const s = state.rows[0];
    if (!s) throw new Error('agent_rollup_state missing');
    const from = s.current_to;
    const to = cap && cap < s.horizon ? cap : s.horizon;
    if (to <= from) return { from, to: from, rows: 0 };

    await sql`
      CREATE TEMP TABLE agent_delta (
        member_id bigint, hour timestamptz, game_type text, bet_count int, valid_bet bigint, payout bigint,
        deposits bigint, withdrawals bigint, first_deposits int, registrations int
      ) ON COMMIT DROP`.execute(trx);
    // Money: the member cash side of bets, wins, refunds, deposits and posted withdrawals. A game
    // movement's reference_type is its game type (modules/game-wallet); a jackpot win's is 'jackpot'.
    const money = await sql`
      INSERT INTO agent_delta
      SELECT a.member_id, date_trunc('hour', e.created_at),
             CASE WHEN t.kind IN ('bet', 'win', 'rollback') THEN coalesce(t.reference_type, 'UNKNOWN') ELSE '' END,
             count(*) FILTER (WHERE t.kind = 'bet'),
             coalesce(sum(-e.amount) FILTER (WHERE t.kind IN ('bet', 'rollback')), 0),
             coalesce(sum(e.amount) FILTER (WHERE t.kind = 'win'), 0),
             coalesce(sum(e.amount) FILTER (WHERE t.kind = 'deposit'), 0),
             coalesce(sum(-e.amount) FILTER (WHERE t.kind = 'withdrawal'), 0),
             0, 0
        FROM ledger_entries e
        JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.kind = 'cash'
        JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.created_at >= ${from} AND e.created_at < ${to}
         AND t.kind IN ('bet', 'win', 'rollback', 'deposit', 'withdrawal')
       GROUP BY 1, 2, 3`.execute(trx);
    // A member's first deposit is counted once, in its hour.
    const firsts = await sql`
      WITH firsts AS (
        INSERT INTO agent_first_deposits (member_id, first_at)
        SELECT a.member_id, min(e.created_at)
          FROM ledger_entries e
          JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.kind = 'cash'
          JOIN ledger_transactions t ON t.id = e.transaction_id AND t.kind = 'deposit'
         WHERE e.created_at >= ${from} AND e.created_at < ${to}
         GROUP BY a.member_id
        ON CONFLICT (member_id) DO NOTHING
        RETURNING member_id, first_at
      )
      INSERT INTO agent_delta SELECT member_id, date_trunc('hour', first_at), '', 0, 0, 0, 0, 0, 1, 0 FROM firsts`.execute(
      trx,
    );
    const registrations = await sql`
      INSERT INTO agent_delta
      SELECT id, date_trunc('hour', created_at), '', 0, 0, 0, 0, 0, 0, 1
        FROM members WHERE created_at >= ${from} AND created_at < ${to} AND type <> 4`.execute(trx);
    const advanceTo = () =>
      sql`UPDATE agent_rollup_state SET current_to = ${to}, updated_at = clock_timestamp() WHERE id = 1`.execute(
        trx,
      );
    // A quiet window (the job runs every minute): nothing to fold, only the watermark moves.
    if ([money, firsts, registrations].every((r) => !r.numAffectedRows)) {
      await advanceTo();
      return { from, to, rows: 0 };
    }
    const folded = await sql`
      INSERT INTO agent_member_hourly AS h
      SELECT member_id, hour, game_type, sum(bet_count), sum(valid_bet), sum(payout), sum(deposits),
             sum(withdrawals), sum(first_deposits), sum(registrations)
        FROM agent_delta GROUP BY 1, 2, 3
      ON CONFLICT (member_id, hour, game_type) DO UPDATE SET
        bet_count = h.bet_count + excluded.bet_count, valid_bet = h.valid_bet + excluded.valid_bet,
        payout = h.payout + excluded.payout, deposits = h.deposits + excluded.deposits,
        withdrawals = h.withdrawals + excluded.withdrawals,
        first_deposits = h.first_deposits + excluded.first_deposits,
        registrations = h.registrations + excluded.registrations`.execute(trx);
    await sql`
      INSERT INTO agent_team_hourly AS h
      SELECT t.ancestor_id, d.hour, d.game_type, sum(d.bet_count), sum(d.valid_bet), sum(d.payout),
             sum(d.deposits), sum(d.withdrawals), sum(d.first_deposits), sum(d.registrations)
        FROM agent_delta d JOIN member_tree t ON t.member_id = d.member_id AND t.depth > 0
       GROUP BY 1, 2, 3
      ON CONFLICT (agent_id, hour, game_type) DO UPDATE SET
        bet_count = h.bet_count + excluded.bet_count, valid_bet = h.valid_bet + excluded.valid_bet,
        payout = h.payout + excluded.payout, deposits = h.deposits + excluded.deposits,
        withdrawals = h.withdrawals + excluded.withdrawals,
        first_deposits = h.first_deposits + excluded.first_deposits,
        registrations = h.registrations + excluded.registrations`.execute(trx);
    // Active players (migration 0020, decision 084): each member's first bet of a day, ISO week and
    // month in the reporting offset, overall ('') and per game type, recorded once; every ancestor's
    // count goes up by one for each newly recorded member, so a period's distinct count is one row.
    await sql`
      WITH acts AS (
        SELECT DISTINCT d.member_id, k.kind, k.period_start, g.game_type
          FROM agent_delta d
          CROSS JOIN LATERAL (SELECT (d.hour AT TIME ZONE 'UTC') + make_interval(mins => ${s.active_offset_minutes}) AS local) l
          CROSS JOIN LATERAL (VALUES ('day', date_trunc('day', l.local)::date),
                                     ('week', date_trunc('week', l.local)::date),
                                     ('month', date_trunc('month', l.local)::date)) k(kind, period_start)
          CROSS JOIN LATERAL (VALUES (d.game_type), ('')) g(game_type)
         WHERE d.bet_count > 0 AND d.game_type <> ''
      ), fresh AS (
        INSERT INTO agent_member_active (member_id, kind, period_start, game_type)
        SELECT member_id, kind, period_start, game_type FROM acts
        ON CONFLICT DO NOTHING
        RETURNING member_id, kind, period_start, game_type
      )
      INSERT INTO agent_team_active AS a (agent_id, kind, period_start, game_type, players)
      SELECT t.ancestor_id, f.kind, f.period_start, f.game_type, count(*)
        FROM fresh f JOIN member_tree t ON t.member_id = f.member_id AND t.depth > 0
       GROUP BY 1, 2, 3, 4
      ON CONFLICT (agent_id, kind, period_start, game_type) DO UPDATE SET players = a.players + excluded.players`.execute(
      trx,
    );
    await advanceTo();
    return { from, to, rows: Number(folded.numAffectedRows ?? 0n) };
  },
};
