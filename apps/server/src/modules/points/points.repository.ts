import { PointsConfig, ReceivingAddress, RedemptionStatus } from '@goldline/contract/points';
import { Translations } from '@goldline/contract/translations';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { GoodsRecord, GoodsWrite, RedemptionRecord } from './points.types.ts';

/** The only SQL for points rates, goods, redemptions and the earning watermark (migrations 0028, 0037). */

const GoodsNames = Translations(80);
const GoodsDescriptions = Translations(500);

interface GoodsRow {
  id: string;
  name: string;
  description: string;
  name_translations: unknown;
  description_translations: unknown;
  image_url: string | null;
  points: string;
  amount: string;
  amount_requirement: string;
  stock: number;
  enabled: boolean;
  sort: number;
}
const toGoods = (r: GoodsRow): GoodsRecord => ({
  id: String(r.id),
  name: r.name,
  description: r.description,
  nameTranslations: GoodsNames.parse(r.name_translations),
  descriptionTranslations: GoodsDescriptions.parse(r.description_translations),
  imageUrl: r.image_url,
  points: BigInt(r.points),
  amount: BigInt(r.amount),
  amountRequirement: BigInt(r.amount_requirement),
  stock: r.stock,
  enabled: r.enabled,
  sort: r.sort,
});

interface RedemptionRow {
  id: string;
  member_id: string;
  username: string;
  goods_id: string;
  goods_name: string;
  goods_name_translations: unknown;
  points: string;
  address: unknown;
  status: string;
  idempotency_key: string;
  review_note: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}
const toRedemption = (r: RedemptionRow): RedemptionRecord => ({
  id: String(r.id),
  memberId: String(r.member_id),
  account: r.username,
  goodsId: String(r.goods_id),
  goodsName: r.goods_name,
  goodsNameTranslations: GoodsNames.parse(r.goods_name_translations),
  points: BigInt(r.points),
  address: ReceivingAddress.parse(r.address),
  status: RedemptionStatus.parse(r.status),
  idempotencyKey: r.idempotency_key,
  reviewNote: r.review_note,
  createdAt: r.created_at,
  reviewedAt: r.reviewed_at,
});

const redemptionSelect = sql`
  SELECT r.*, m.username, g.name AS goods_name, g.name_translations AS goods_name_translations
  FROM points_redemptions r JOIN members m ON m.id = r.member_id JOIN points_goods g ON g.id = r.goods_id`;

export const pointsRepository = {
  async config(db: Executor): Promise<PointsConfig | null> {
    const { rows } = await sql<{ config: unknown }>`SELECT config FROM points_config`.execute(db);
    return rows[0] ? PointsConfig.parse(rows[0].config) : null;
  },

  async saveConfig(db: Executor, config: PointsConfig): Promise<void> {
    await sql`INSERT INTO points_config (id, config) VALUES (true, ${JSON.stringify(config)}::jsonb)
      ON CONFLICT (id) DO UPDATE SET config = EXCLUDED.config, updated_at = now()`.execute(db);
  },

  /** The earning job's watermark, locked: one run at a time, whichever process runs it. */
  async lockWatermark(db: Executor): Promise<Date> {
    const { rows } = await sql<{
      done_until: Date;
    }>`SELECT done_until FROM points_watermark FOR UPDATE`.execute(db);
    return rows[0]!.done_until;
  },

  async setWatermark(db: Executor, at: Date): Promise<void> {
    await sql`UPDATE points_watermark SET done_until = ${at}`.execute(db);
  },

  async goods(db: Executor, enabledOnly: boolean): Promise<GoodsRecord[]> {
    const { rows } = await sql<GoodsRow>`SELECT * FROM points_goods
      ${enabledOnly ? sql`WHERE enabled` : sql``} ORDER BY sort, id`.execute(db);
    return rows.map(toGoods);
  },

  async findGoods(db: Executor, id: string): Promise<GoodsRecord | null> {
    const { rows } = await sql<GoodsRow>`SELECT * FROM points_goods WHERE id = ${id}`.execute(db);
    return rows[0] ? toGoods(rows[0]) : null;
  },

  async insertGoods(db: Executor, g: GoodsWrite): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO points_goods (name, description, name_translations, description_translations, image_url,
        points, amount, amount_requirement, stock, enabled, sort)
      VALUES (${g.name}, ${g.description}, ${JSON.stringify(g.nameTranslations)}::jsonb,
        ${JSON.stringify(g.descriptionTranslations)}::jsonb, ${g.imageUrl}, ${g.points}, ${g.amount}, ${g.amountRequirement},
        ${g.stock}, ${g.enabled}, ${g.sort})
      RETURNING id`.execute(db);
    return String(rows[0]!.id);
  },

  async updateGoods(db: Executor, id: string, g: GoodsWrite): Promise<boolean> {
    const r = await sql`UPDATE points_goods SET name = ${g.name}, description = ${g.description},
        name_translations = ${JSON.stringify(g.nameTranslations)}::jsonb,
        description_translations = ${JSON.stringify(g.descriptionTranslations)}::jsonb, image_url = ${g.imageUrl}, points = ${g.points}, amount = ${g.amount},
        amount_requirement = ${g.amountRequirement}, stock = ${g.stock}, enabled = ${g.enabled},
        sort = ${g.sort}, updated_at = now()
      WHERE id = ${id}`.execute(db);
    return Number(r.numAffectedRows ?? 0) === 1;
  },

  /**
   * Takes one item of enabled goods with stock left, in the caller's transaction: the row lock makes
   * concurrent redeems of the last items queue, and the stock CHECK keeps it from going below zero.
   */
  async takeStock(db: Executor, id: string): Promise<GoodsRecord | null> {
    const { rows } = await sql<GoodsRow>`UPDATE points_goods SET stock = stock - 1
      WHERE id = ${id} AND enabled AND stock > 0 RETURNING *`.execute(db);
    return rows[0] ? toGoods(rows[0]) : null;
  },

  async returnStock(db: Executor, id: string): Promise<void> {
    await sql`UPDATE points_goods SET stock = stock + 1 WHERE id = ${id}`.execute(db);
  },

  /** Null when the member already used this key (the caller answers that redemption). */
  async insertRedemption(
    db: Executor,
    r: {
      memberId: string;
      goodsId: string;
      points: bigint;
      address: ReceivingAddress;
      idempotencyKey: string;
    },
  ): Promise<string | null> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO points_redemptions (member_id, goods_id, points, address, idempotency_key)
      VALUES (${r.memberId}, ${r.goodsId}, ${r.points}, ${JSON.stringify(r.address)}::jsonb, ${r.idempotencyKey})
      ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`.execute(db);
    return rows[0] ? String(rows[0].id) : null;
  },

  async redemptionByKey(db: Executor, memberId: string, key: string): Promise<RedemptionRecord | null> {
    const { rows } = await sql<RedemptionRow>`${redemptionSelect}
      WHERE r.member_id = ${memberId} AND r.idempotency_key = ${key}`.execute(db);
    return rows[0] ? toRedemption(rows[0]) : null;
  },

  async findRedemption(db: Executor, id: string, lock = false): Promise<RedemptionRecord | null> {
    const { rows } = await sql<RedemptionRow>`${redemptionSelect} WHERE r.id = ${id}
      ${lock ? sql`FOR UPDATE OF r` : sql``}`.execute(db);
    return rows[0] ? toRedemption(rows[0]) : null;
  },

  async decide(
    db: Executor,
    id: string,
    d: { status: 'APPROVED' | 'REJECTED'; note: string | null; operatorId: string; at: Date },
  ): Promise<void> {
    await sql`UPDATE points_redemptions SET status = ${d.status}, review_note = ${d.note},
      reviewed_by = ${d.operatorId}, reviewed_at = ${d.at} WHERE id = ${id}`.execute(db);
  },

  async redemptions(
    db: Executor,
    q: { memberId?: string; status?: string; limit: number; offset: number },
  ): Promise<{ rows: RedemptionRecord[]; total: number }> {
    const where = sql`WHERE true ${q.memberId ? sql`AND r.member_id = ${q.memberId}` : sql``}
      ${q.status ? sql`AND r.status = ${q.status}` : sql``}`;
    const [list, count] = await Promise.all([
      sql<RedemptionRow>`${redemptionSelect} ${where} ORDER BY r.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`.execute(
        db,
      ),
      sql<{ n: string }>`SELECT count(*) AS n FROM points_redemptions r ${where}`.execute(db),
    ]);
    return { rows: list.rows.map(toRedemption), total: Number(count.rows[0]!.n) };
  },
};
