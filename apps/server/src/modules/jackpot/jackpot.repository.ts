import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { JackpotPoolsTable } from '../../db/schema-originals.ts';

/** A jackpot pool: its rules, and the running cycle's meter and committed trigger (cycle 0: never started). */
export interface Pool {
  code: string;
  name: string;
  seedMinor: bigint;
  capMinor: bigint;
  contributionBps: bigint;
  cycle: number;
  /** Set when the first cycle starts; the pool then takes bets in this currency only. */
  currency: string | null;
  /**
   * The live meter, 1/10,000 minor unit: the meter when the cycle started + the shards' sum now -
   * their sum then (migration 0014; decision 073). Derived from what the reading statement sees.
   */
  meterScaled: bigint;
  /** The shards' sum as read, and as it was when the running cycle started. */
  totalScaled: bigint;
  baseScaled: bigint;
  reserveScaled: bigint;
  /** The running cycle's hidden trigger, its draw seed and their commitment (null before the first cycle). */
  triggerMinor: bigint | null;
  drawSeed: string | null;
  commitment: string | null;
  startedAt: Date | null;
}

/** The latest hit of a pool, as the public board shows it. */
export interface LatestHit {
  amount: bigint;
  triggerMinor: bigint;
  drawSeed: string;
  createdAt: Date;
  username: string;
}

type PoolRow = Selectable<JackpotPoolsTable> & { total_scaled: string };

const toPool = (r: PoolRow): Pool => ({
  code: r.code,
  name: r.name,
  seedMinor: BigInt(r.seed_minor),
  capMinor: BigInt(r.cap_minor),
  contributionBps: BigInt(r.contribution_bps),
  cycle: r.cycle,
  currency: r.currency,
  meterScaled: BigInt(r.meter_scaled) + BigInt(r.total_scaled) - BigInt(r.base_scaled),
  totalScaled: BigInt(r.total_scaled),
  baseScaled: BigInt(r.base_scaled),
  reserveScaled: BigInt(r.reserve_scaled),
  triggerMinor: r.trigger_minor === null ? null : BigInt(r.trigger_minor),
  drawSeed: r.draw_seed,
  commitment: r.commitment,
  startedAt: r.started_at,
});

const poolColumns = [
  'code',
  'name',
  'seed_minor',
  'cap_minor',
  'contribution_bps',
  'cycle',
  'currency',
  'meter_scaled',
  'base_scaled',
  'reserve_scaled',
  'trigger_minor',
  'draw_seed',
  'commitment',
  'started_at',
] as const;

/** The shards' sum of the pool row being read (0014). */
const shardTotal = sql<string>`(SELECT coalesce(sum(s.contributed_scaled), 0) FROM jackpot_meter_shards s
  WHERE s.pool_code = jackpot_pools.code)::text`.as('total_scaled');

/** The only SQL for jackpot_pools, jackpot_meter_shards and jackpot_hits. */
export const jackpotRepository = {
  async listPools(db: Executor): Promise<Pool[]> {
    const rows = await db
      .selectFrom('jackpot_pools')
      .select([...poolColumns, shardTotal])
      .orderBy('code')
      .execute();
    return rows.map(toPool);
  },

  /**
   * The pool row, locked until commit: a cycle start, or a bet that found the meter past the
   * trigger. The shards are read after the lock is granted (READ COMMITTED: a later statement's
   * snapshot), so the meter includes every contribution committed by then, and this transaction's.
   */
  async lockPool(db: Executor, code: string): Promise<Pool | undefined> {
    const locked = await db
      .selectFrom('jackpot_pools')
      .select('code')
      .where('code', '=', code)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!locked) return undefined;
    const row = await db
      .selectFrom('jackpot_pools')
      .select([...poolColumns, shardTotal])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return toPool(row);
  },

  /**
   * Adds bet × rate to one meter shard of a running pool (the first shard no other transaction
   * holds; a random one if all are held) and returns the pool with its derived meter as this
   * statement sees it (its own contribution included), and the shard before and after. The shard
   * stays locked until commit, the pool row is only read: concurrent bets never wait for each other
   * here. Undefined when the pool has not started (or runs in another currency).
   */
  async contribute(
    db: Executor,
    code: string,
    betMinor: bigint,
    currency: string,
  ): Promise<{ pool: Pool; shardBefore: bigint; shardAfter: bigint } | undefined> {
    const { rows } = await sql<PoolRow & { shard_after: string; added: string }>`
      WITH pool AS (
        SELECT * FROM jackpot_pools WHERE code = ${code} AND cycle > 0 AND currency = ${currency}
      ), free AS (
        SELECT shard FROM jackpot_meter_shards WHERE pool_code = ${code}
        ORDER BY shard LIMIT 1 FOR UPDATE SKIP LOCKED
      ), added AS (
        UPDATE jackpot_meter_shards s
        SET contributed_scaled = s.contributed_scaled + ${String(betMinor)}::bigint * pool.contribution_bps
        FROM pool
        WHERE s.pool_code = pool.code AND s.shard = coalesce((SELECT shard FROM free),
          (SELECT shard FROM jackpot_meter_shards WHERE pool_code = ${code} ORDER BY random() LIMIT 1))
        RETURNING s.shard, s.contributed_scaled, ${String(betMinor)}::bigint * pool.contribution_bps AS added
      )
      SELECT ${sql.join(poolColumns.map((c) => sql.ref(`pool.${c}`)))},
        (added.contributed_scaled + coalesce((SELECT sum(o.contributed_scaled) FROM jackpot_meter_shards o
          WHERE o.pool_code = pool.code AND o.shard <> added.shard), 0))::text AS total_scaled,
        added.contributed_scaled::text AS shard_after, added.added::text AS added
      FROM pool, added`.execute(db);
    const r = rows[0];
    if (!r) return undefined;
    const shardAfter = BigInt(r.shard_after);
    return { pool: toPool(r), shardBefore: shardAfter - BigInt(r.added), shardAfter };
  },

  /** A new cycle: fresh committed trigger, meter at the seed. */
  async startCycle(
    db: Executor,
    code: string,
    c: {
      cycle: number;
      currency: string;
      meterScaled: bigint;
      /** The shards' sum when the cycle starts: the derived meter counts from here. */
      baseScaled: bigint;
      reserveScaled: bigint;
      triggerMinor: bigint;
      drawSeed: string;
      commitment: string;
      at: Date;
    },
  ): Promise<void> {
    await db
      .updateTable('jackpot_pools')
      .set({
        cycle: c.cycle,
        currency: c.currency,
        meter_scaled: c.meterScaled,
        base_scaled: c.baseScaled,
        reserve_scaled: c.reserveScaled,
        trigger_minor: c.triggerMinor,
        draw_seed: c.drawSeed,
        commitment: c.commitment,
        started_at: c.at,
      })
      .where('code', '=', code)
      .execute();
  },

  async insertHit(
    db: Executor,
    h: {
      code: string;
      cycle: number;
      memberId: string;
      roundRef: string;
      currency: string;
      amount: bigint;
      triggerMinor: bigint;
      drawSeed: string;
      commitment: string;
      at: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('jackpot_hits')
      .values({
        pool_code: h.code,
        cycle: h.cycle,
        member_id: h.memberId,
        round_ref: h.roundRef,
        currency: h.currency,
        amount: h.amount,
        trigger_minor: h.triggerMinor,
        draw_seed: h.drawSeed,
        commitment: h.commitment,
        created_at: h.at,
      })
      .execute();
  },

  async latestHit(db: Executor, code: string): Promise<LatestHit | undefined> {
    const row = await db
      .selectFrom('jackpot_hits as h')
      .innerJoin('members as m', 'm.id', 'h.member_id')
      .select(['h.amount', 'h.trigger_minor', 'h.draw_seed', 'h.created_at', 'm.username'])
      .where('h.pool_code', '=', code)
      .orderBy('h.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return (
      row && {
        amount: BigInt(row.amount),
        triggerMinor: BigInt(row.trigger_minor),
        drawSeed: row.draw_seed,
        createdAt: row.created_at,
        username: row.username,
      }
    );
  },
};
