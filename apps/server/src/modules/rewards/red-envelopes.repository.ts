import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { Localised, RainRecord } from './rewards.types.ts';

/** The only SQL for red-envelope rains and grabs (migration 0029). */

const LocalisedJson = z.record(z.string(), z.string());

interface RainRow {
  id: string;
  title: unknown;
  starts_at: Date;
  ends_at: Date;
  currency: string;
  pool: string;
  shares: string[];
  seed: string;
  split_hash: string;
  grabbed: string;
}
const toRain = (r: RainRow): RainRecord => ({
  id: String(r.id),
  title: LocalisedJson.parse(r.title),
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  currency: r.currency.trim(),
  pool: BigInt(r.pool),
  shares: r.shares.map((s) => BigInt(s)),
  seed: r.seed,
  splitHash: r.split_hash,
  grabbed: Number(r.grabbed),
});

const SELECT = sql`
  SELECT r.*, r.shares::text[] AS shares,
    (SELECT count(*) FROM red_envelope_grabs g WHERE g.rain_id = r.id) AS grabbed
  FROM red_envelope_rains r`;

export const redEnvelopesRepository = {
  async insert(
    db: Executor,
    r: {
      title: Localised;
      startsAt: Date;
      endsAt: Date;
      currency: string;
      pool: bigint;
      shares: bigint[];
      seed: string;
      splitHash: string;
    },
  ): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO red_envelope_rains (title, starts_at, ends_at, currency, pool, shares, seed, split_hash)
      VALUES (${JSON.stringify(r.title)}, ${r.startsAt}, ${r.endsAt}, ${r.currency}, ${r.pool},
        ${r.shares.map(String)}::bigint[], ${r.seed}, ${r.splitHash})
      RETURNING id::text`.execute(db);
    return rows[0]!.id;
  },

  async find(db: Executor, id: string): Promise<RainRecord | null> {
    const { rows } = await sql<RainRow>`${SELECT} WHERE r.id = ${id}`.execute(db);
    return rows[0] ? toRain(rows[0]) : null;
  },

  /** Rains ending after `since`, soonest first. */
  async endingAfter(db: Executor, since: Date): Promise<RainRecord[]> {
    const { rows } =
      await sql<RainRow>`${SELECT} WHERE r.ends_at > ${since} ORDER BY r.starts_at, r.id`.execute(db);
    return rows.map(toRain);
  },

  async all(db: Executor, limit: number): Promise<RainRecord[]> {
    const { rows } =
      await sql<RainRow>`${SELECT} ORDER BY r.starts_at DESC, r.id DESC LIMIT ${limit}`.execute(db);
    return rows.map(toRain);
  },

  /** Serialises a rain's grabs: first come, first served, one share each. */
  async lock(db: Executor, id: string): Promise<boolean> {
    const { rows } = await sql`SELECT id FROM red_envelope_rains WHERE id = ${id} FOR UPDATE`.execute(db);
    return rows.length > 0;
  },

  async grabOf(
    db: Executor,
    rainId: string,
    memberId: string,
  ): Promise<{ shareIndex: number; amount: bigint } | null> {
    const { rows } = await sql<{ share_index: number; amount: string }>`
      SELECT share_index, amount::text FROM red_envelope_grabs
      WHERE rain_id = ${rainId} AND member_id = ${memberId}`.execute(db);
    return rows[0] ? { shareIndex: rows[0].share_index, amount: BigInt(rows[0].amount) } : null;
  },

  async grabCount(db: Executor, rainId: string): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM red_envelope_grabs WHERE rain_id = ${rainId}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  async insertGrab(
    db: Executor,
    g: { rainId: string; memberId: string; shareIndex: number; amount: bigint; at: Date },
  ) {
    await sql`
      INSERT INTO red_envelope_grabs (rain_id, member_id, share_index, amount, grabbed_at)
      VALUES (${g.rainId}, ${g.memberId}, ${g.shareIndex}, ${g.amount}, ${g.at})`.execute(db);
  },

  /** The member's grabs of these rains. */
  async grabsOf(db: Executor, memberId: string, rainIds: string[]): Promise<Map<string, bigint>> {
    if (rainIds.length === 0) return new Map();
    const { rows } = await sql<{ rain_id: string; amount: string }>`
      SELECT rain_id::text, amount::text FROM red_envelope_grabs
      WHERE member_id = ${memberId} AND rain_id = ANY(${rainIds}::bigint[])`.execute(db);
    return new Map(rows.map((r) => [r.rain_id, BigInt(r.amount)]));
  },
};
