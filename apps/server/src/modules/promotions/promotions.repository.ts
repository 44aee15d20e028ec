import {
  type ApplicationStatus,
  BonusStatus,
  GameWeights,
  PromotionCategory,
  PromotionRules,
  PromotionType,
  RewardStatus,
} from '@goldline/contract/promotions';
import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type {
  ApplicationRecord,
  BonusRecord,
  PromotionRecord,
  PromotionWrite,
  RewardRecord,
} from './promotions.types.ts';

/** The only SQL for promotions, bonuses, applications and rewards (migration 0024). */

const LocalisedJson = z.record(z.string(), z.string());

interface PromotionRow {
  id: string;
  category: string;
  type: string;
  title: unknown;
  summary: unknown;
  content: unknown;
  image_url: string | null;
  starts_at: Date;
  ends_at: Date | null;
  enabled: boolean;
  sort: number;
  rules: unknown;
  created_at: Date;
  updated_at: Date;
}
const toPromotion = (r: PromotionRow): PromotionRecord => ({
  id: String(r.id),
  category: PromotionCategory.parse(r.category),
  type: PromotionType.parse(r.type),
  title: LocalisedJson.parse(r.title),
  summary: LocalisedJson.parse(r.summary),
  content: LocalisedJson.parse(r.content),
  imageUrl: r.image_url,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  enabled: r.enabled,
  sort: r.sort,
  rules: PromotionRules.parse(r.rules),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

interface BonusRow {
  id: string;
  member_id: string;
  promotion_id: string | null;
  type: string;
  period_key: string;
  currency: string;
  amount: string;
  wagering_required: string;
  wagering_done: string;
  game_weights: unknown;
  forfeit_on_withdraw: boolean;
  status: string;
  granted_at: Date;
  expires_at: Date;
  closed_at: Date | null;
}
const toBonus = (r: BonusRow): BonusRecord => ({
  id: String(r.id),
  memberId: String(r.member_id),
  promotionId: r.promotion_id === null ? null : String(r.promotion_id),
  type: PromotionType.parse(r.type),
  periodKey: r.period_key,
  currency: r.currency.trim(),
  amount: BigInt(r.amount),
  wageringRequired: BigInt(r.wagering_required),
  wageringDone: BigInt(r.wagering_done),
  gameWeights: GameWeights.parse(r.game_weights),
  forfeitOnWithdraw: r.forfeit_on_withdraw,
  status: BonusStatus.parse(r.status),
  grantedAt: r.granted_at,
  expiresAt: r.expires_at,
  closedAt: r.closed_at,
});

interface ApplicationRow {
  id: string;
  promotion_id: string;
  member_id: string;
  account: string;
  period_key: string;
  idempotency_key: string;
  remark: string;
  status: ApplicationStatus;
  review_note: string | null;
  reviewed_at: Date | null;
  bonus_id: string | null;
  image_count: number;
  created_at: Date;
}
const toApplication = (r: ApplicationRow): ApplicationRecord => ({
  id: String(r.id),
  promotionId: String(r.promotion_id),
  memberId: String(r.member_id),
  account: r.account,
  periodKey: r.period_key,
  idempotencyKey: r.idempotency_key,
  remark: r.remark,
  status: r.status,
  reviewNote: r.review_note,
  reviewedAt: r.reviewed_at,
  bonusId: r.bonus_id === null ? null : String(r.bonus_id),
  imageCount: Number(r.image_count),
  createdAt: r.created_at,
});

interface RewardRow {
  id: string;
  member_id: string;
  promotion_id: string;
  period_key: string;
  amount: string;
  status: string;
  created_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
  bonus_id: string | null;
}
const toReward = (r: RewardRow): RewardRecord => ({
  id: String(r.id),
  memberId: String(r.member_id),
  promotionId: String(r.promotion_id),
  periodKey: r.period_key,
  amount: BigInt(r.amount),
  status: RewardStatus.parse(r.status),
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  claimedAt: r.claimed_at,
  bonusId: r.bonus_id === null ? null : String(r.bonus_id),
});

const json = (v: unknown) => JSON.stringify(v);

const applicationSelect = sql`
  SELECT a.id, a.promotion_id, a.member_id, m.username AS account, a.period_key, a.idempotency_key,
    a.remark, a.status, a.review_note, a.reviewed_at, a.bonus_id, a.created_at,
    (SELECT count(*) FROM promotion_application_images i WHERE i.application_id = a.id)::int AS image_count
  FROM promotion_applications a JOIN members m ON m.id = a.member_id`;

export const promotionsRepository = {
  // ---- promotions ----
  async all(db: Executor): Promise<PromotionRecord[]> {
    const { rows } = await sql<PromotionRow>`SELECT * FROM promotions ORDER BY sort, id`.execute(db);
    return rows.map(toPromotion);
  },

  async find(db: Executor, id: string): Promise<PromotionRecord | null> {
    const { rows } = await sql<PromotionRow>`SELECT * FROM promotions WHERE id = ${id}`.execute(db);
    return rows[0] ? toPromotion(rows[0]) : null;
  },

  async insert(db: Executor, p: PromotionWrite): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO promotions (category, type, title, summary, content, image_url, starts_at, ends_at,
        enabled, sort, rules)
      VALUES (${p.category}, ${p.rules.reward.type}, ${json(p.title)}, ${json(p.summary)}, ${json(p.content)},
        ${p.imageUrl}, ${p.startsAt}, ${p.endsAt}, ${p.enabled}, ${p.sort}, ${json(p.rules)})
      RETURNING id`.execute(db);
    return String(rows[0]!.id);
  },

  async update(db: Executor, id: string, p: PromotionWrite): Promise<boolean> {
    const r = await sql`
      UPDATE promotions SET category = ${p.category}, type = ${p.rules.reward.type}, title = ${json(p.title)},
        summary = ${json(p.summary)}, content = ${json(p.content)}, image_url = ${p.imageUrl},
        starts_at = ${p.startsAt}, ends_at = ${p.endsAt}, enabled = ${p.enabled}, sort = ${p.sort},
        rules = ${json(p.rules)}, updated_at = now()
      WHERE id = ${id}`.execute(db);
    return (r.numAffectedRows ?? 0n) > 0n;
  },

  /** Grants and pending applications per promotion, for the back office. */
  async counts(db: Executor): Promise<Map<string, { grants: number; pending: number }>> {
    const { rows } = await sql<{ id: string; grants: number; pending: number }>`
      SELECT p.id,
        (SELECT count(*) FROM bonuses b WHERE b.promotion_id = p.id)::int AS grants,
        (SELECT count(*) FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'PENDING')::int AS pending
      FROM promotions p`.execute(db);
    return new Map(rows.map((r) => [String(r.id), { grants: r.grants, pending: r.pending }]));
  },

  // ---- bonuses ----
  /**
   * Claims the (promotion, member, period) slot and writes the bonus; null when another request
   * holds it (the caller answers that one's bonus). A concurrent twin waits on the unique index.
   */
  async insertBonus(
    db: Executor,
    b: Omit<BonusRecord, 'id' | 'wageringDone' | 'status' | 'closedAt'>,
  ): Promise<string | null> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO bonuses (member_id, promotion_id, type, period_key, currency, amount, wagering_required,
        game_weights, forfeit_on_withdraw, granted_at, expires_at)
      VALUES (${b.memberId}, ${b.promotionId}, ${b.type}, ${b.periodKey}, ${b.currency}, ${b.amount},
        ${b.wageringRequired}, ${json(b.gameWeights)}, ${b.forfeitOnWithdraw}, ${b.grantedAt}, ${b.expiresAt})
      ON CONFLICT (promotion_id, member_id, period_key) WHERE promotion_id IS NOT NULL DO NOTHING
      RETURNING id`.execute(db);
    return rows[0] ? String(rows[0].id) : null;
  },

  async bonusOfPeriod(db: Executor, promotionId: string, memberId: string, periodKey: string) {
    const { rows } = await sql<BonusRow>`
      SELECT * FROM bonuses WHERE promotion_id = ${promotionId} AND member_id = ${memberId}
        AND period_key = ${periodKey}`.execute(db);
    return rows[0] ? toBonus(rows[0]) : null;
  },

  async findBonus(db: Executor, id: string): Promise<BonusRecord | null> {
    const { rows } = await sql<BonusRow>`SELECT * FROM bonuses WHERE id = ${id}`.execute(db);
    return rows[0] ? toBonus(rows[0]) : null;
  },

  /** Locks an active bonus (release, forfeit, expiry happen once). */
  async lockActiveBonus(db: Executor, id: string): Promise<BonusRecord | null> {
    const { rows } = await sql<BonusRow>`
      SELECT * FROM bonuses WHERE id = ${id} AND status = 'ACTIVE' FOR UPDATE`.execute(db);
    return rows[0] ? toBonus(rows[0]) : null;
  },

  async activeBonuses(db: Executor, memberId: string): Promise<BonusRecord[]> {
    const { rows } = await sql<BonusRow>`
      SELECT * FROM bonuses WHERE member_id = ${memberId} AND status = 'ACTIVE' ORDER BY id`.execute(db);
    return rows.map(toBonus);
  },

  /** Members with an active bonus (the wagering job walks them). */
  async membersWithActiveBonuses(db: Executor, limit: number): Promise<string[]> {
    const { rows } = await sql<{ member_id: string }>`
      SELECT DISTINCT member_id FROM bonuses WHERE status = 'ACTIVE' ORDER BY member_id LIMIT ${limit}`.execute(
      db,
    );
    return rows.map((r) => String(r.member_id));
  },

  async dueBonuses(db: Executor, at: Date, limit: number): Promise<BonusRecord[]> {
    const { rows } = await sql<BonusRow>`
      SELECT * FROM bonuses WHERE status = 'ACTIVE' AND expires_at <= ${at} ORDER BY expires_at, id
      LIMIT ${limit}`.execute(db);
    return rows.map(toBonus);
  },

  async setWageringDone(db: Executor, id: string, done: bigint): Promise<void> {
    await sql`UPDATE bonuses SET wagering_done = ${done} WHERE id = ${id} AND status = 'ACTIVE'`.execute(db);
  },

  async closeBonus(db: Executor, id: string, status: Exclude<BonusStatus, 'ACTIVE'>, at: Date, done: bigint) {
    await sql`
      UPDATE bonuses SET status = ${status}, closed_at = ${at}, wagering_done = ${done}
      WHERE id = ${id} AND status = 'ACTIVE'`.execute(db);
  },

  async memberBonuses(
    db: Executor,
    memberId: string,
    q: { status?: BonusStatus | undefined; limit: number; offset: number },
  ): Promise<{ rows: BonusRecord[]; total: number }> {
    const where = q.status ? sql`AND status = ${q.status}` : sql``;
    const [list, count] = await Promise.all([
      sql<BonusRow>`SELECT * FROM bonuses WHERE member_id = ${memberId} ${where}
        ORDER BY id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM bonuses WHERE member_id = ${memberId} ${where}`.execute(db),
    ]);
    return { rows: list.rows.map(toBonus), total: count.rows[0]?.n ?? 0 };
  },

  /** The member's latest bonus per promotion in the given periods (for the statuses). */
  async bonusesOf(db: Executor, memberId: string): Promise<BonusRecord[]> {
    const { rows } = await sql<BonusRow>`
      SELECT * FROM bonuses WHERE member_id = ${memberId} AND promotion_id IS NOT NULL ORDER BY id`.execute(
      db,
    );
    return rows.map(toBonus);
  },

  // ---- applications ----
  async insertApplication(
    db: Executor,
    a: { promotionId: string; memberId: string; periodKey: string; idempotencyKey: string; remark: string },
  ): Promise<string | null> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO promotion_applications (promotion_id, member_id, period_key, idempotency_key, remark)
      VALUES (${a.promotionId}, ${a.memberId}, ${a.periodKey}, ${a.idempotencyKey}, ${a.remark})
      ON CONFLICT DO NOTHING
      RETURNING id`.execute(db);
    return rows[0] ? String(rows[0].id) : null;
  },

  async insertImage(
    db: Executor,
    applicationId: string,
    n: number,
    mime: string,
    data: Buffer,
  ): Promise<void> {
    await sql`
      INSERT INTO promotion_application_images (application_id, n, mime, data)
      VALUES (${applicationId}, ${n}, ${mime}, ${data})`.execute(db);
  },

  async image(
    db: Executor,
    applicationId: string,
    n: number,
  ): Promise<{ mime: string; data: Buffer } | null> {
    const { rows } = await sql<{ mime: string; data: Buffer }>`
      SELECT mime, data FROM promotion_application_images
      WHERE application_id = ${applicationId} AND n = ${n}`.execute(db);
    return rows[0] ?? null;
  },

  async findApplication(db: Executor, id: string): Promise<ApplicationRecord | null> {
    const { rows } = await sql<ApplicationRow>`${applicationSelect} WHERE a.id = ${id}`.execute(db);
    return rows[0] ? toApplication(rows[0]) : null;
  },

  async applicationByKey(db: Executor, memberId: string, key: string): Promise<ApplicationRecord | null> {
    const { rows } = await sql<ApplicationRow>`
      ${applicationSelect} WHERE a.member_id = ${memberId} AND a.idempotency_key = ${key}`.execute(db);
    return rows[0] ? toApplication(rows[0]) : null;
  },

  async lockPendingApplication(db: Executor, id: string): Promise<boolean> {
    const { rows } = await sql`
      SELECT id FROM promotion_applications WHERE id = ${id} AND status = 'PENDING' FOR UPDATE`.execute(db);
    return rows.length > 0;
  },

  async decideApplication(
    db: Executor,
    id: string,
    d: {
      status: 'APPROVED' | 'REJECTED';
      note: string | null;
      operatorId: string;
      at: Date;
      bonusId: string | null;
    },
  ): Promise<void> {
    await sql`
      UPDATE promotion_applications SET status = ${d.status}, review_note = ${d.note}, reviewed_by = ${d.operatorId},
        reviewed_at = ${d.at}, bonus_id = ${d.bonusId}
      WHERE id = ${id} AND status = 'PENDING'`.execute(db);
  },

  async applications(
    db: Executor,
    q: { memberId?: string; status?: ApplicationStatus; promotionId?: string; limit: number; offset: number },
  ): Promise<{ rows: ApplicationRecord[]; total: number }> {
    const conds = [sql`true`];
    if (q.memberId) conds.push(sql`a.member_id = ${q.memberId}`);
    if (q.status) conds.push(sql`a.status = ${q.status}`);
    if (q.promotionId) conds.push(sql`a.promotion_id = ${q.promotionId}`);
    const where = sql.join(conds, sql` AND `);
    const [list, count] = await Promise.all([
      sql<ApplicationRow>`${applicationSelect} WHERE ${where} ORDER BY a.id DESC
        LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM promotion_applications a WHERE ${where}`.execute(db),
    ]);
    return { rows: list.rows.map(toApplication), total: count.rows[0]?.n ?? 0 };
  },

  /** The member's latest application per promotion. */
  async latestApplications(db: Executor, memberId: string): Promise<ApplicationRecord[]> {
    const { rows } = await sql<ApplicationRow>`
      SELECT DISTINCT ON (x.promotion_id) x.* FROM (${applicationSelect} WHERE a.member_id = ${memberId}) x
      ORDER BY x.promotion_id, x.id DESC`.execute(db);
    return rows.map(toApplication);
  },

  // ---- rewards ----
  /** A reward waiting in the reward centre; once per (promotion, member, period). */
  async insertReward(
    db: Executor,
    r: {
      memberId: string;
      promotionId: string;
      periodKey: string;
      amount: bigint;
      expiresAt: Date;
      at: Date;
    },
  ): Promise<string | null> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO promotion_rewards (member_id, promotion_id, period_key, amount, expires_at, created_at)
      VALUES (${r.memberId}, ${r.promotionId}, ${r.periodKey}, ${r.amount}, ${r.expiresAt}, ${r.at})
      ON CONFLICT (promotion_id, member_id, period_key) DO NOTHING
      RETURNING id`.execute(db);
    return rows[0] ? String(rows[0].id) : null;
  },

  async rewardOfPeriod(db: Executor, promotionId: string, memberId: string, periodKey: string) {
    const { rows } = await sql<RewardRow>`
      SELECT * FROM promotion_rewards WHERE promotion_id = ${promotionId} AND member_id = ${memberId}
        AND period_key = ${periodKey}`.execute(db);
    return rows[0] ? toReward(rows[0]) : null;
  },

  async findReward(db: Executor, id: string): Promise<RewardRecord | null> {
    const { rows } = await sql<RewardRow>`SELECT * FROM promotion_rewards WHERE id = ${id}`.execute(db);
    return rows[0] ? toReward(rows[0]) : null;
  },

  /**
   * Takes a claimable reward for its member, once: concurrent claims queue on the row lock and
   * every one after the first finds it CLAIMED (null).
   */
  async takeReward(db: Executor, id: string, memberId: string, at: Date): Promise<RewardRecord | null> {
    const { rows } = await sql<RewardRow>`
      UPDATE promotion_rewards SET status = 'CLAIMED', claimed_at = ${at}
      WHERE id = ${id} AND member_id = ${memberId} AND status = 'CLAIMABLE' AND expires_at > ${at}
      RETURNING *`.execute(db);
    return rows[0] ? toReward(rows[0]) : null;
  },

  async setRewardBonus(db: Executor, id: string, bonusId: string): Promise<void> {
    await sql`UPDATE promotion_rewards SET bonus_id = ${bonusId} WHERE id = ${id}`.execute(db);
  },

  async expireRewards(db: Executor, at: Date): Promise<number> {
    const r = await sql`
      UPDATE promotion_rewards SET status = 'EXPIRED' WHERE status = 'CLAIMABLE' AND expires_at <= ${at}`.execute(
      db,
    );
    return Number(r.numAffectedRows ?? 0n);
  },

  async memberRewards(
    db: Executor,
    memberId: string,
    q: { status?: RewardRecord['status'] | undefined; limit: number; offset: number },
  ): Promise<{ rows: RewardRecord[]; total: number }> {
    const where = q.status ? sql`AND status = ${q.status}` : sql``;
    const [list, count] = await Promise.all([
      sql<RewardRow>`SELECT * FROM promotion_rewards WHERE member_id = ${memberId} ${where}
        ORDER BY id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM promotion_rewards
        WHERE member_id = ${memberId} ${where}`.execute(db),
    ]);
    return { rows: list.rows.map(toReward), total: count.rows[0]?.n ?? 0 };
  },

  async claimableCount(db: Executor, memberId: string, at: Date): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM promotion_rewards
      WHERE member_id = ${memberId} AND status = 'CLAIMABLE' AND expires_at > ${at}`.execute(db);
    return rows[0]?.n ?? 0;
  },

  async claimableRewards(db: Executor, memberId: string, at: Date): Promise<RewardRecord[]> {
    const { rows } = await sql<RewardRow>`
      SELECT * FROM promotion_rewards
      WHERE member_id = ${memberId} AND status = 'CLAIMABLE' AND expires_at > ${at} ORDER BY id`.execute(db);
    return rows.map(toReward);
  },
};
