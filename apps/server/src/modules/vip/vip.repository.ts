import { Translations } from '@goldline/contract/translations';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { VipActivity, VipLevelRecord } from './vip.types.ts';

/** The only SQL for VIP levels, members' levels, activity and payouts (migrations 0028, 0037). */

const LevelNames = Translations(40);

interface LevelRow {
  level: number;
  name: string;
  name_translations: unknown;
  valid_bet: string;
  deposit: string;
  upgrade_bonus: string;
  monthly_bonus: string;
  keep_valid_bet: string;
}
const toLevel = (r: LevelRow): VipLevelRecord => ({
  level: r.level,
  name: r.name,
  nameTranslations: LevelNames.parse(r.name_translations),
  validBet: BigInt(r.valid_bet),
  deposit: BigInt(r.deposit),
  upgradeBonus: BigInt(r.upgrade_bonus),
  monthlyBonus: BigInt(r.monthly_bonus),
  keepValidBet: BigInt(r.keep_valid_bet),
});

export const vipRepository = {
  async levels(db: Executor): Promise<VipLevelRecord[]> {
    const { rows } = await sql<LevelRow>`SELECT * FROM vip_levels ORDER BY level`.execute(db);
    return rows.map(toLevel);
  },

  /** The whole ladder replaced; members above the new top keep their row until re-evaluated. */
  async replaceLevels(db: Executor, levels: VipLevelRecord[]): Promise<void> {
    await sql`DELETE FROM vip_levels`.execute(db);
    for (const l of levels)
      await sql`INSERT INTO vip_levels (level, name, name_translations, valid_bet, deposit, upgrade_bonus,
          monthly_bonus, keep_valid_bet)
        VALUES (${l.level}, ${l.name}, ${JSON.stringify(l.nameTranslations)}::jsonb, ${l.validBet}, ${l.deposit}, ${l.upgradeBonus}, ${l.monthlyBonus},
          ${l.keepValidBet})`.execute(db);
  },

  /** The job's watermark, locked: one fold at a time, whichever process runs it. */
  async lockWatermark(db: Executor): Promise<Date> {
    const { rows } = await sql<{ done_until: Date }>`
      SELECT done_until FROM vip_watermark FOR UPDATE`.execute(db);
    return rows[0]!.done_until;
  },

  async setWatermark(db: Executor, at: Date): Promise<void> {
    await sql`UPDATE vip_watermark SET done_until = ${at}`.execute(db);
  },

  async addActivity(db: Executor, rows: VipActivity[]): Promise<void> {
    if (rows.length === 0) return;
    await sql`
      INSERT INTO vip_activity_days (member_id, day, valid_bet, deposit)
      SELECT * FROM unnest(${rows.map((r) => r.memberId)}::bigint[], ${rows.map((r) => r.day)}::date[],
        ${rows.map((r) => r.validBet.toString())}::bigint[], ${rows.map((r) => r.deposit.toString())}::bigint[])
      ON CONFLICT (member_id, day) DO UPDATE SET
        valid_bet = vip_activity_days.valid_bet + EXCLUDED.valid_bet,
        deposit = vip_activity_days.deposit + EXCLUDED.deposit`.execute(db);
  },

  /** Cumulative valid bet and deposits, and the valid bet since `recentSince` (a UTC date). */
  async totals(
    db: Executor,
    memberId: string,
    recentSince: string,
  ): Promise<{ validBet: bigint; deposit: bigint; recentValidBet: bigint }> {
    const { rows } = await sql<{ valid_bet: string; deposit: string; recent: string }>`
      SELECT coalesce(sum(valid_bet), 0) AS valid_bet, coalesce(sum(deposit), 0) AS deposit,
        coalesce(sum(valid_bet) FILTER (WHERE day >= ${recentSince}::date), 0) AS recent
      FROM vip_activity_days WHERE member_id = ${memberId}`.execute(db);
    const r = rows[0]!;
    return { validBet: BigInt(r.valid_bet), deposit: BigInt(r.deposit), recentValidBet: BigInt(r.recent) };
  },

  async level(db: Executor, memberId: string): Promise<number> {
    const { rows } = await sql<{ level: number }>`
      SELECT level FROM vip_members WHERE member_id = ${memberId}`.execute(db);
    return rows[0]?.level ?? 0;
  },

  /** The member's level row, created at 0 when missing, locked for the caller's transaction. */
  async lockMember(db: Executor, memberId: string): Promise<number> {
    await sql`INSERT INTO vip_members (member_id, level) VALUES (${memberId}, 0)
      ON CONFLICT (member_id) DO NOTHING`.execute(db);
    const { rows } = await sql<{ level: number }>`
      SELECT level FROM vip_members WHERE member_id = ${memberId} FOR UPDATE`.execute(db);
    return rows[0]!.level;
  },

  async setLevel(db: Executor, memberId: string, level: number, at: Date): Promise<void> {
    await sql`UPDATE vip_members SET level = ${level}, changed_at = ${at} WHERE member_id = ${memberId}`.execute(
      db,
    );
  },

  async reached(db: Executor, memberId: string): Promise<Map<number, Date>> {
    const { rows } = await sql<{ level: number; reached_at: Date }>`
      SELECT level, reached_at FROM vip_levels_reached WHERE member_id = ${memberId}`.execute(db);
    return new Map(rows.map((r) => [r.level, r.reached_at]));
  },

  /** True only for the call that records the first time (the upgrade bonus goes with it). */
  async insertReached(db: Executor, memberId: string, level: number, at: Date): Promise<boolean> {
    const { rows } = await sql`INSERT INTO vip_levels_reached (member_id, level, reached_at)
      VALUES (${memberId}, ${level}, ${at}) ON CONFLICT DO NOTHING RETURNING level`.execute(db);
    return rows.length === 1;
  },

  /** True only for the call that records the payout: once per (member, kind, period). */
  async insertPayout(
    db: Executor,
    p: { memberId: string; kind: 'UPGRADE' | 'MONTHLY'; period: string; level: number; amount: bigint },
  ): Promise<boolean> {
    const { rows } = await sql`INSERT INTO vip_payouts (member_id, kind, period, level, amount)
      VALUES (${p.memberId}, ${p.kind}, ${p.period}, ${p.level}, ${p.amount})
      ON CONFLICT DO NOTHING RETURNING period`.execute(db);
    return rows.length === 1;
  },

  async payoutExists(db: Executor, memberId: string, kind: 'UPGRADE' | 'MONTHLY', period: string) {
    const { rows } = await sql`SELECT 1 FROM vip_payouts
      WHERE member_id = ${memberId} AND kind = ${kind} AND period = ${period}`.execute(db);
    return rows.length > 0;
  },

  /** Members above level 0, by id after `afterId` (job batches). */
  async vipMembers(
    db: Executor,
    afterId: string,
    limit: number,
  ): Promise<{ memberId: string; level: number }[]> {
    const { rows } = await sql<{ member_id: string; level: number }>`
      SELECT member_id::text AS member_id, level FROM vip_members
      WHERE level > 0 AND member_id > ${afterId} ORDER BY member_id LIMIT ${limit}`.execute(db);
    return rows.map((r) => ({ memberId: r.member_id, level: r.level }));
  },
};
