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
  /** Meter unit: 1/10,000 minor unit. */
  meterScaled: bigint;
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

const toPool = (r: Selectable<JackpotPoolsTable>): Pool => ({
  code: r.code,
  name: r.name,
  seedMinor: BigInt(r.seed_minor),
  capMinor: BigInt(r.cap_minor),
  contributionBps: BigInt(r.contribution_bps),
  cycle: r.cycle,
  currency: r.currency,
  meterScaled: BigInt(r.meter_scaled),
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
  'reserve_scaled',
  'trigger_minor',
  'draw_seed',
  'commitment',
  'started_at',
] as const;

/** The only SQL for jackpot_pools and jackpot_hits. */
export const jackpotRepository = {
  async listPools(db: Executor): Promise<Pool[]> {
    const rows = await db.selectFrom('jackpot_pools').select(poolColumns).orderBy('code').execute();
    return rows.map(toPool);
  },

  /** The pool row, locked until commit (starting a cycle). */
  async lockPool(db: Executor, code: string): Promise<Pool | undefined> {
    const row = await db
      .selectFrom('jackpot_pools')
      .select(poolColumns)
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    return row && toPool(row);
  },

  /**
   * Adds bet × rate to a running pool's meter in one statement and returns the row after it, locked
   * until commit: the increment and the compare with the trigger happen under this lock, so exactly
   * one bet crosses it (reference "games-math" §6). Undefined when the pool has not started (or runs in
   * another currency).
   */
  async addToMeter(
    db: Executor,
    code: string,
    betMinor: bigint,
    currency: string,
  ): Promise<Pool | undefined> {
    const row = await db
      .updateTable('jackpot_pools')
      .set({ meter_scaled: sql<string>`meter_scaled + ${String(betMinor)}::bigint * contribution_bps` })
      .where('code', '=', code)
      .where('cycle', '>', 0)
      .where('currency', '=', currency)
      .returning(poolColumns)
      .executeTakeFirst();
    return row && toPool(row);
  },

  /** A new cycle: fresh committed trigger, meter at the seed. */
  async startCycle(
    db: Executor,
    code: string,
    c: {
      cycle: number;
      currency: string;
      meterScaled: bigint;
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
