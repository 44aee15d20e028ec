import { CentreRewardStatus, RewardSource } from '@goldline/contract/rewards';
import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { CentreRewardRecord, RewardIssue } from './rewards.types.ts';

/** The only SQL for the reward centre's `rewards` table (migration 0029). */

const LocalisedJson = z.record(z.string(), z.string());

interface RewardRow {
  id: string;
  member_id: string;
  source: string;
  source_key: string;
  title: unknown;
  currency: string;
  amount: string;
  status: string;
  created_at: Date;
  claimed_at: Date | null;
}
const toReward = (r: RewardRow): CentreRewardRecord => ({
  id: String(r.id),
  memberId: String(r.member_id),
  source: RewardSource.parse(r.source),
  sourceKey: r.source_key,
  title: LocalisedJson.parse(r.title),
  currency: r.currency.trim(),
  amount: BigInt(r.amount),
  status: CentreRewardStatus.parse(r.status),
  createdAt: r.created_at,
  claimedAt: r.claimed_at,
});

export const rewardsRepository = {
  /** The new reward's id, or null when this (source key, member) was issued before. */
  async insert(db: Executor, r: RewardIssue): Promise<string | null> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO rewards (member_id, source, source_key, title, currency, amount)
      VALUES (${r.memberId}, ${r.source}, ${r.sourceKey}, ${JSON.stringify(r.title)}, ${r.currency}, ${r.amount})
      ON CONFLICT DO NOTHING RETURNING id::text`.execute(db);
    return rows[0]?.id ?? null;
  },

  async find(db: Executor, id: string): Promise<CentreRewardRecord | null> {
    const { rows } = await sql<RewardRow>`SELECT * FROM rewards WHERE id = ${id}`.execute(db);
    return rows[0] ? toReward(rows[0]) : null;
  },

  /** CLAIMABLE -> CLAIMED once: of concurrent claims exactly one gets the row back. */
  async take(db: Executor, id: string, memberId: string, at: Date): Promise<CentreRewardRecord | null> {
    const { rows } = await sql<RewardRow>`
      UPDATE rewards SET status = 'CLAIMED', claimed_at = ${at}
      WHERE id = ${id} AND member_id = ${memberId} AND status = 'CLAIMABLE'
      RETURNING *`.execute(db);
    return rows[0] ? toReward(rows[0]) : null;
  },

  async page(
    db: Executor,
    memberId: string,
    q: { status?: CentreRewardRecord['status'] | undefined; limit: number; offset: number },
  ): Promise<{ rows: CentreRewardRecord[]; total: number }> {
    const where = q.status ? sql`AND status = ${q.status}` : sql``;
    const [list, count] = await Promise.all([
      sql<RewardRow>`
        SELECT * FROM rewards WHERE member_id = ${memberId} ${where}
        ORDER BY (status = 'CLAIMABLE') DESC, id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: string }>`SELECT count(*) AS n FROM rewards WHERE member_id = ${memberId} ${where}`.execute(
        db,
      ),
    ]);
    return { rows: list.rows.map(toReward), total: Number(count.rows[0]?.n ?? 0) };
  },

  /** Claimable rewards by source. */
  async claimableCounts(db: Executor, memberId: string): Promise<Map<string, number>> {
    const { rows } = await sql<{ source: string; n: string }>`
      SELECT source, count(*) AS n FROM rewards WHERE member_id = ${memberId} AND status = 'CLAIMABLE'
      GROUP BY source`.execute(db);
    return new Map(rows.map((r) => [r.source, Number(r.n)]));
  },
};
