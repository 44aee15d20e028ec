import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { RebateLineMinor } from './rebate-maths.ts';

/** The only SQL for rebate_claims (migration 0030). */

export interface RebateClaimRecord {
  id: string;
  memberId: string;
  periodKey: string;
  idempotencyKey: string;
  from: Date;
  to: Date;
  lines: RebateLineMinor[];
  total: bigint;
  claimedAt: Date;
}

/** Lines are stored with amounts as strings (jsonb has no bigint). */
const StoredLines = z.array(
  z.object({ gameType: z.string(), validBet: z.string(), ratePercent: z.number(), amount: z.string() }),
);

interface ClaimRow {
  id: string;
  member_id: string;
  period_key: string;
  idempotency_key: string;
  from_at: Date;
  to_at: Date;
  lines: unknown;
  total: string;
  claimed_at: Date;
}
const toClaim = (r: ClaimRow): RebateClaimRecord => ({
  id: String(r.id),
  memberId: String(r.member_id),
  periodKey: r.period_key,
  idempotencyKey: r.idempotency_key,
  from: r.from_at,
  to: r.to_at,
  lines: StoredLines.parse(r.lines).map((l) => ({
    ...l,
    validBet: BigInt(l.validBet),
    amount: BigInt(l.amount),
  })),
  total: BigInt(r.total),
  claimedAt: r.claimed_at,
});

export const rebateRepository = {
  /** A member's claims are made one at a time (the period's claim is decided under this lock). */
  async lockMember(db: Executor, memberId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`rebate:${memberId}`}))`.execute(db);
  },

  async claimOfPeriod(db: Executor, memberId: string, periodKey: string): Promise<RebateClaimRecord | null> {
    const { rows } = await sql<ClaimRow>`
      SELECT * FROM rebate_claims WHERE member_id = ${memberId} AND period_key = ${periodKey}`.execute(db);
    return rows[0] ? toClaim(rows[0]) : null;
  },

  /** The claim whose window ended last: the next window starts there. */
  async lastClaim(db: Executor, memberId: string): Promise<RebateClaimRecord | null> {
    const { rows } = await sql<ClaimRow>`
      SELECT * FROM rebate_claims WHERE member_id = ${memberId} ORDER BY to_at DESC LIMIT 1`.execute(db);
    return rows[0] ? toClaim(rows[0]) : null;
  },

  async insert(
    db: Executor,
    c: Omit<RebateClaimRecord, 'id' | 'claimedAt'> & {
      currency: string;
      ledgerTxId: string;
      claimedAt: Date;
    },
  ): Promise<RebateClaimRecord> {
    const lines = c.lines.map((l) => ({ ...l, validBet: String(l.validBet), amount: String(l.amount) }));
    const { rows } = await sql<ClaimRow>`
      INSERT INTO rebate_claims (member_id, period_key, idempotency_key, from_at, to_at, lines, total,
                                 currency, ledger_tx_id, claimed_at)
      VALUES (${c.memberId}, ${c.periodKey}, ${c.idempotencyKey}, ${c.from}, ${c.to},
              ${JSON.stringify(lines)}::jsonb, ${c.total}, ${c.currency}, ${c.ledgerTxId}, ${c.claimedAt})
      RETURNING *`.execute(db);
    return toClaim(rows[0]!);
  },

  /** A page of claims, newest first: one member's, or (back office) everyone's. */
  async page(
    db: Executor,
    q: { memberId?: string; limit: number; offset: number },
  ): Promise<{ rows: RebateClaimRecord[]; total: number }> {
    const where = q.memberId ? sql`WHERE member_id = ${q.memberId}` : sql``;
    const [{ rows }, count] = await Promise.all([
      sql<ClaimRow>`SELECT * FROM rebate_claims ${where} ORDER BY id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(
        db,
      ),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM rebate_claims ${where}`.execute(db),
    ]);
    return { rows: rows.map(toClaim), total: count.rows[0]?.n ?? 0 };
  },
};
