import type {
  ContractAuditRow,
  ContractKind,
  ContractState,
  DividendPeriod,
  StatementMessage,
  StatementStatus,
} from '@goldline/contract/contracts';
import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { TierTerms } from './contract-maths.ts';
import type { Payable } from './pay-order.ts';

/**
 * The contracts module's SQL (migration 0021; docs/decisions/085 and 086). It owns contracts,
 * contract_audit and contract_statements, and reads members only for account names.
 */

/** Tiers as stored in jsonb: money thresholds as minor-unit strings. */
const StoredTiers = z.array(
  z.object({
    activeMembers: z.number().int().nullable(),
    validBet: z
      .string()
      .regex(/^-?\d+$/)
      .nullable(),
    profitLoss: z
      .string()
      .regex(/^-?\d+$/)
      .nullable(),
    winRate: z.number().int().nullable(),
    lossRate: z.number().int().nullable(),
    rate: z.number().int(),
  }),
);

const toStored = (tiers: readonly TierTerms[]) =>
  JSON.stringify(
    tiers.map((t) => ({
      ...t,
      validBet: t.validBet === null ? null : t.validBet.toString(),
      profitLoss: t.profitLoss === null ? null : t.profitLoss.toString(),
    })),
  );
const fromStored = (raw: unknown): TierTerms[] =>
  StoredTiers.parse(raw).map((t) => ({
    ...t,
    validBet: t.validBet === null ? null : BigInt(t.validBet),
    profitLoss: t.profitLoss === null ? null : BigInt(t.profitLoss),
  }));

export interface ContractRecord {
  id: string;
  version: number;
  kind: ContractKind;
  period: DividendPeriod | null;
  state: ContractState;
  uplineId: string | null;
  uplineAccount: string | null;
  memberId: string;
  memberAccount: string;
  tiers: TierTerms[];
  maxRate: number;
  tzOffset: number;
  terminationBy: 'upline' | 'member' | null;
  createdAt: Date;
  signedAt: Date | null;
  endedAt: Date | null;
}

export interface ContractRow {
  id: string;
  version: number;
  kind: ContractKind;
  period: DividendPeriod | null;
  state: ContractState;
  upline_id: string | null;
  upline_account: string | null;
  member_id: string;
  member_account: string;
  tiers: unknown;
  max_rate: number;
  tz_offset_minutes: number;
  termination_by: 'upline' | 'member' | null;
  created_at: Date;
  signed_at: Date | null;
  ended_at: Date | null;
}

export const toContract = (r: ContractRow): ContractRecord => ({
  id: r.id,
  version: r.version,
  kind: r.kind,
  period: r.period,
  state: r.state,
  uplineId: r.upline_id,
  uplineAccount: r.upline_account,
  memberId: r.member_id,
  memberAccount: r.member_account,
  tiers: fromStored(r.tiers),
  maxRate: r.max_rate,
  tzOffset: r.tz_offset_minutes,
  terminationBy: r.termination_by,
  createdAt: r.created_at,
  signedAt: r.signed_at,
  endedAt: r.ended_at,
});

export const contractSelect = sql`
  SELECT c.id::text AS id, c.version, c.kind, c.period, c.state, c.upline_id::text AS upline_id,
         u.username AS upline_account, c.member_id::text AS member_id, m.username AS member_account,
         c.tiers, c.max_rate, c.tz_offset_minutes, c.termination_by, c.created_at, c.signed_at, c.ended_at
    FROM contracts c
    JOIN members m ON m.id = c.member_id
    LEFT JOIN members u ON u.id = c.upline_id`;

export const IN_FORCE: ContractState[] = ['accepted', 'terminationRequest'];

export interface NewStatement {
  contractId: string;
  memberId: string;
  uplineId: string | null;
  kind: ContractKind;
  periodStart: Date;
  periodEnd: Date;
  label: string;
  validBet: bigint;
  payout: bigint;
  activeMembers: number;
  bonuses: bigint;
  platformFee: bigint;
  carryIn: bigint;
  carryOut: bigint;
  tierIndex: number | null;
  rate: number;
  base: bigint;
  amount: bigint;
  /** Amounts of 0 are paid at once, with nothing moved. */
  status: StatementStatus;
  message: StatementMessage | null;
}

/** A pending statement as its payment needs it. */
export interface PayableStatement extends Payable {
  kind: ContractKind;
  label: string;
  amount: bigint;
}

export interface StatementRecord extends NewStatement {
  id: string;
  version: number;
  period: DividendPeriod | null;
  memberAccount: string;
  uplineAccount: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface StatementRow {
  id: string;
  contract_id: string;
  version: number;
  period: DividendPeriod | null;
  member_id: string;
  member_account: string;
  upline_id: string | null;
  upline_account: string | null;
  kind: ContractKind;
  period_start: Date;
  period_end: Date;
  label: string;
  valid_bet: string;
  payout: string;
  active_members: number;
  bonuses: string;
  platform_fee: string;
  carry_in: string;
  carry_out: string;
  tier_index: number | null;
  rate: number;
  base: string;
  amount: string;
  status: StatementStatus;
  message: StatementMessage | null;
  paid_at: Date | null;
  created_at: Date;
}

export const toStatement = (r: StatementRow): StatementRecord => ({
  id: r.id,
  contractId: r.contract_id,
  version: r.version,
  period: r.period,
  memberId: r.member_id,
  memberAccount: r.member_account,
  uplineId: r.upline_id,
  uplineAccount: r.upline_account,
  kind: r.kind,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  label: r.label,
  validBet: BigInt(r.valid_bet),
  payout: BigInt(r.payout),
  activeMembers: r.active_members,
  bonuses: BigInt(r.bonuses),
  platformFee: BigInt(r.platform_fee),
  carryIn: BigInt(r.carry_in),
  carryOut: BigInt(r.carry_out),
  tierIndex: r.tier_index,
  rate: r.rate,
  base: BigInt(r.base),
  amount: BigInt(r.amount),
  status: r.status,
  message: r.message,
  paidAt: r.paid_at,
  createdAt: r.created_at,
});

export const statementSelect = sql`
  SELECT s.id::text AS id, s.contract_id::text AS contract_id, c.version, c.period,
         s.member_id::text AS member_id, m.username AS member_account, s.upline_id::text AS upline_id,
         u.username AS upline_account, s.kind, s.period_start, s.period_end, s.label,
         s.valid_bet::text AS valid_bet, s.payout::text AS payout, s.active_members,
         s.bonuses::text AS bonuses, s.platform_fee::text AS platform_fee, s.carry_in::text AS carry_in,
         s.carry_out::text AS carry_out, s.tier_index, s.rate, s.base::text AS base, s.amount::text AS amount,
         s.status, s.message, s.paid_at, s.created_at
    FROM contract_statements s
    JOIN contracts c ON c.id = s.contract_id
    JOIN members m ON m.id = s.member_id
    LEFT JOIN members u ON u.id = s.upline_id`;

export interface StatementFilter {
  kind: ContractKind;
  memberId?: string | undefined;
  uplineId?: string | undefined;
  status?: StatementStatus | undefined;
  /** Local days (the contract's zone) of the period start, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

function statementWhere(f: StatementFilter) {
  const where = [sql`s.kind = ${f.kind}`];
  if (f.memberId) where.push(sql`s.member_id = ${f.memberId}`);
  if (f.uplineId) where.push(sql`s.upline_id = ${f.uplineId}`);
  if (f.status) where.push(sql`s.status = ${f.status}`);
  const localDay = sql`((s.period_start AT TIME ZONE 'UTC') + make_interval(mins => c.tz_offset_minutes))::date`;
  if (f.from) where.push(sql`${localDay} >= ${f.from}::date`);
  if (f.to) where.push(sql`${localDay} <= ${f.to}::date`);
  return sql.join(where, sql` AND `);
}

export const contractsRepository = {
  /** Serialises every change to one member's contracts of one kind (offers, signatures, versions). */
  async lockPair(trx: Executor, memberId: string, kind: ContractKind): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('contract'), hashtext(${`${memberId}:${kind}`}))`.execute(
      trx,
    );
  },

  async nextVersion(trx: Executor, memberId: string, kind: ContractKind): Promise<number> {
    const r = await sql<{ v: number }>`
      SELECT coalesce(max(version), 0) + 1 AS v FROM contracts WHERE member_id = ${memberId} AND kind = ${kind}`.execute(
      trx,
    );
    return Number(r.rows[0]?.v ?? 1);
  },

  async insert(
    trx: Executor,
    c: {
      uplineId: string | null;
      memberId: string;
      kind: ContractKind;
      version: number;
      period: DividendPeriod | null;
      tiers: readonly TierTerms[];
      maxRate: number;
      tzOffset: number;
      state: ContractState;
      signedAt: Date | null;
    },
  ): Promise<string> {
    const r = await sql<{ id: string }>`
      INSERT INTO contracts (upline_id, member_id, kind, version, period, tiers, max_rate, tz_offset_minutes, state, signed_at)
      VALUES (${c.uplineId}, ${c.memberId}, ${c.kind}, ${c.version}, ${c.period}, ${toStored(c.tiers)}::jsonb,
              ${c.maxRate}, ${c.tzOffset}, ${c.state}, ${c.signedAt})
      RETURNING id::text AS id`.execute(trx);
    return r.rows[0]!.id;
  },

  async findById(ex: Executor, id: string, forUpdate = false): Promise<ContractRecord | null> {
    const r =
      await sql<ContractRow>`${contractSelect} WHERE c.id = ${id} ${forUpdate ? sql`FOR UPDATE OF c` : sql``}`.execute(
        ex,
      );
    return r.rows[0] ? toContract(r.rows[0]) : null;
  },

  /** The member's version of `kind` in force (accepted or termination requested), or null. */
  async inForce(ex: Executor, memberId: string, kind: ContractKind): Promise<ContractRecord | null> {
    const r = await sql<ContractRow>`${contractSelect}
      WHERE c.member_id = ${memberId} AND c.kind = ${kind} AND c.state IN ('accepted', 'terminationRequest')`.execute(
      ex,
    );
    return r.rows[0] ? toContract(r.rows[0]) : null;
  },

  /** In-force max rates of these members for a kind (the cascade's caps), by member id. */
  async inForceRates(ex: Executor, memberIds: string[], kind: ContractKind): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (memberIds.length === 0) return out;
    const r = await sql<{ member_id: string; max_rate: number }>`
      SELECT member_id::text AS member_id, max_rate FROM contracts
       WHERE member_id = ANY(${memberIds}::bigint[]) AND kind = ${kind} AND state IN ('accepted', 'terminationRequest')`.execute(
      ex,
    );
    for (const row of r.rows) out.set(row.member_id, row.max_rate);
    return out;
  },

  async pendingOffer(ex: Executor, memberId: string, kind: ContractKind): Promise<ContractRecord | null> {
    const r = await sql<ContractRow>`${contractSelect}
      WHERE c.member_id = ${memberId} AND c.kind = ${kind} AND c.state = 'newRequest'`.execute(ex);
    return r.rows[0] ? toContract(r.rows[0]) : null;
  },

  /** By party (upline or member), newest first; without history only versions in force or waiting. */
  async list(
    ex: Executor,
    q: { uplineId?: string; memberId?: string; kind?: ContractKind | undefined; history: boolean },
  ): Promise<ContractRecord[]> {
    const where = [];
    if (q.uplineId) where.push(sql`c.upline_id = ${q.uplineId}`);
    if (q.memberId) where.push(sql`c.member_id = ${q.memberId}`);
    if (q.kind) where.push(sql`c.kind = ${q.kind}`);
    if (!q.history) where.push(sql`c.state IN ('newRequest', 'accepted', 'terminationRequest')`);
    const r = await sql<ContractRow>`${contractSelect} WHERE ${sql.join(where, sql` AND `)}
      ORDER BY c.member_id, c.kind, c.version DESC LIMIT 1000`.execute(ex);
    return r.rows.map(toContract);
  },

  /** Contracts waiting for this member's answer: offers to it, and termination requests of the other side. */
  async awaiting(ex: Executor, memberId: string): Promise<ContractRecord[]> {
    const r = await sql<ContractRow>`${contractSelect}
      WHERE (c.member_id = ${memberId} AND (c.state = 'newRequest'
                OR (c.state = 'terminationRequest' AND c.termination_by = 'upline')))
         OR (c.upline_id = ${memberId} AND c.state = 'terminationRequest' AND c.termination_by = 'member')
      ORDER BY c.created_at`.execute(ex);
    return r.rows.map(toContract);
  },

  async versions(ex: Executor, memberId: string, kind: ContractKind): Promise<ContractRecord[]> {
    const r = await sql<ContractRow>`${contractSelect}
      WHERE c.member_id = ${memberId} AND c.kind = ${kind} ORDER BY c.version DESC`.execute(ex);
    return r.rows.map(toContract);
  },

  async setState(
    trx: Executor,
    id: string,
    s: { state: ContractState; terminationBy: 'upline' | 'member' | null; signedAt?: Date; endedAt?: Date },
  ): Promise<void> {
    await sql`
      UPDATE contracts SET state = ${s.state}, termination_by = ${s.terminationBy},
             signed_at = coalesce(${s.signedAt ?? null}::timestamptz, signed_at),
             ended_at = coalesce(${s.endedAt ?? null}::timestamptz, ended_at)
       WHERE id = ${id}`.execute(trx);
  },

  async audit(
    trx: Executor,
    a: { contractId: string; action: ContractAuditRow['action']; actorId: string | null; ip: string | null },
  ): Promise<void> {
    await sql`INSERT INTO contract_audit (contract_id, action, actor_id, ip)
              VALUES (${a.contractId}, ${a.action}, ${a.actorId}, ${a.ip})`.execute(trx);
  },

  /** The audit trail of every version of one member's contracts of a kind, oldest first. */
  async auditOf(ex: Executor, memberId: string, kind: ContractKind): Promise<ContractAuditRow[]> {
    const r = await sql<{
      at: Date;
      version: number;
      action: ContractAuditRow['action'];
      actor_id: string | null;
      actor_account: string | null;
      ip: string | null;
    }>`
      SELECT a.at, c.version, a.action, a.actor_id::text AS actor_id, m.username AS actor_account, a.ip
        FROM contract_audit a JOIN contracts c ON c.id = a.contract_id
        LEFT JOIN members m ON m.id = a.actor_id
       WHERE c.member_id = ${memberId} AND c.kind = ${kind}
       ORDER BY a.id`.execute(ex);
    return r.rows.map((row) => ({
      at: row.at.toISOString(),
      version: row.version,
      action: row.action,
      actorId: row.actor_id,
      actorAccount: row.actor_account,
      ip: row.ip,
    }));
  },

  /**
   * The versions of `kind` that may have periods to settle: in force, or ended after signing (their
   * last periods up to the end), with the end of their last statement (null: none yet).
   */
  async settling(
    ex: Executor,
    kind: ContractKind,
  ): Promise<{ contract: ContractRecord; lastEnd: Date | null }[]> {
    const r = await sql<ContractRow & { last_end: Date | null }>`
      SELECT x.*, (SELECT max(period_end) FROM contract_statements s WHERE s.contract_id = x.id::bigint) AS last_end
        FROM (${contractSelect}
               WHERE c.kind = ${kind} AND c.signed_at IS NOT NULL
                 AND c.state IN ('accepted', 'terminationRequest', 'terminated')) x
       WHERE x.state <> 'terminated'
          OR x.ended_at > coalesce((SELECT max(period_end) FROM contract_statements s WHERE s.contract_id = x.id::bigint), x.signed_at)
       ORDER BY x.id::bigint`.execute(ex);
    return r.rows.map((row) => ({ contract: toContract(row), lastEnd: row.last_end }));
  },

  /** Each member's carry of a kind: the carry_out of its latest statement before `before` (0 if none). */
  async carries(
    ex: Executor,
    memberIds: string[],
    kind: ContractKind,
    before: Date,
  ): Promise<Map<string, bigint>> {
    const out = new Map<string, bigint>();
    if (memberIds.length === 0) return out;
    const r = await sql<{ member_id: string; carry_out: string }>`
      SELECT DISTINCT ON (member_id) member_id::text AS member_id, carry_out::text AS carry_out
        FROM contract_statements
       WHERE member_id = ANY(${memberIds}::bigint[]) AND kind = ${kind} AND period_start < ${before}
       ORDER BY member_id, period_start DESC`.execute(ex);
    for (const row of r.rows) out.set(row.member_id, BigInt(row.carry_out));
    return out;
  },

  /** Writes the statements that do not exist yet (one per contract and period); returns how many. */
  async insertStatements(trx: Executor, rows: NewStatement[]): Promise<number> {
    if (rows.length === 0) return 0;
    const col = <T>(f: (s: NewStatement) => T) => rows.map(f);
    const str = (v: bigint) => v.toString();
    const r = await sql`
      INSERT INTO contract_statements (contract_id, member_id, upline_id, kind, period_start, period_end, label,
        valid_bet, payout, active_members, bonuses, platform_fee, carry_in, carry_out, tier_index, rate, base,
        amount, status, message, paid_at)
      SELECT contract_id, member_id, upline_id, kind, period_start, period_end, label, valid_bet, payout,
             active_members, bonuses, platform_fee, carry_in, carry_out, tier_index, rate, base, amount, status,
             message, CASE WHEN status = 'paid' THEN now() END
        FROM unnest(${col((s) => s.contractId)}::bigint[], ${col((s) => s.memberId)}::bigint[],
                    ${col((s) => s.uplineId)}::bigint[], ${col((s) => s.kind)}::text[],
                    ${col((s) => s.periodStart.toISOString())}::timestamptz[], ${col((s) => s.periodEnd.toISOString())}::timestamptz[],
                    ${col((s) => s.label)}::text[], ${col((s) => str(s.validBet))}::bigint[], ${col((s) => str(s.payout))}::bigint[],
                    ${col((s) => s.activeMembers)}::int[], ${col((s) => str(s.bonuses))}::bigint[],
                    ${col((s) => str(s.platformFee))}::bigint[], ${col((s) => str(s.carryIn))}::bigint[],
                    ${col((s) => str(s.carryOut))}::bigint[], ${col((s) => s.tierIndex)}::int[], ${col((s) => s.rate)}::int[],
                    ${col((s) => str(s.base))}::bigint[], ${col((s) => str(s.amount))}::bigint[],
                    ${col((s) => s.status)}::text[], ${col((s) => s.message)}::text[])
             AS t(contract_id, member_id, upline_id, kind, period_start, period_end, label, valid_bet, payout,
                  active_members, bonuses, platform_fee, carry_in, carry_out, tier_index, rate, base, amount,
                  status, message)
      ON CONFLICT (contract_id, period_start) DO NOTHING`.execute(trx);
    return Number(r.numAffectedRows ?? 0n);
  },

  /** Pending statements, oldest first: who pays whom, for the payment order (pay-order.ts). */
  async pending(ex: Executor, limit: number): Promise<Payable[]> {
    const r = await sql<{ id: string; member_id: string; upline_id: string | null }>`
      SELECT id::text AS id, member_id::text AS member_id, upline_id::text AS upline_id
        FROM contract_statements WHERE status = 'pending' ORDER BY period_start, id LIMIT ${limit}`.execute(
      ex,
    );
    return r.rows.map((row) => ({ id: row.id, memberId: row.member_id, uplineId: row.upline_id }));
  },

  /** Those of `ids` still pending (one another run has paid meanwhile is left out). */
  async payable(ex: Executor, ids: string[]): Promise<PayableStatement[]> {
    const r = await sql<{
      id: string;
      member_id: string;
      upline_id: string | null;
      kind: ContractKind;
      label: string;
      amount: string;
    }>`
      SELECT id::text AS id, member_id::text AS member_id, upline_id::text AS upline_id, kind, label,
             amount::text AS amount
        FROM contract_statements WHERE id = ANY(${ids}::bigint[]) AND status = 'pending'`.execute(ex);
    return r.rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      uplineId: row.upline_id,
      kind: row.kind,
      label: row.label,
      amount: BigInt(row.amount),
    }));
  },

  /** Marks these paid; one a second process marked first keeps its time. */
  async markPaid(ex: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await sql`UPDATE contract_statements SET status = 'paid', paid_at = now(), message = NULL
               WHERE id = ANY(${ids}::bigint[]) AND status = 'pending'`.execute(ex);
  },

  async markWaiting(ex: Executor, ids: string[], message: StatementMessage): Promise<void> {
    if (ids.length === 0) return;
    await sql`UPDATE contract_statements SET message = ${message}
               WHERE id = ANY(${ids}::bigint[]) AND status = 'pending' AND message IS DISTINCT FROM ${message}`.execute(
      ex,
    );
  },

  async statementById(ex: Executor, id: string): Promise<StatementRecord | null> {
    const r = await sql<StatementRow>`${statementSelect} WHERE s.id = ${id}`.execute(ex);
    return r.rows[0] ? toStatement(r.rows[0]) : null;
  },

  async statements(
    ex: Executor,
    f: StatementFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: StatementRecord[]; total: number; amount: bigint; pending: bigint }> {
    const where = statementWhere(f);
    const [rows, totals] = await Promise.all([
      sql<StatementRow>`${statementSelect} WHERE ${where}
        ORDER BY s.period_start DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(ex),
      sql<{ n: string; amount: string | null; pending: string | null }>`
        SELECT count(*) AS n, sum(amount)::text AS amount, sum(amount) FILTER (WHERE status = 'pending')::text AS pending
          FROM contract_statements s JOIN contracts c ON c.id = s.contract_id WHERE ${where}`.execute(ex),
    ]);
    const t = totals.rows[0];
    return {
      rows: rows.rows.map(toStatement),
      total: Number(t?.n ?? 0),
      amount: BigInt(t?.amount ?? 0),
      pending: BigInt(t?.pending ?? 0),
    };
  },

  /** Sums for the property test and the bench: statements' amounts by status. */
  async totals(ex: Executor): Promise<{ paid: bigint; pending: bigint; count: number }> {
    const r = await sql<{ paid: string | null; pending: string | null; n: string }>`
      SELECT sum(amount) FILTER (WHERE status = 'paid')::text AS paid,
             sum(amount) FILTER (WHERE status = 'pending')::text AS pending, count(*) AS n
        FROM contract_statements`.execute(ex);
    const row = r.rows[0];
    return { paid: BigInt(row?.paid ?? 0), pending: BigInt(row?.pending ?? 0), count: Number(row?.n ?? 0) };
  },
};
