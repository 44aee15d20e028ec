import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

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
  listPools(db: Executor) {
    return db.selectFrom('jackpot_pools').select(poolColumns).orderBy('code').execute();
  },

  /** The pool row, locked until commit (starting a cycle). */
  lockPool(db: Executor, code: string) {
    return db
      .selectFrom('jackpot_pools')
      .select(poolColumns)
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
  },

  /**
   * Adds bet × rate to a running pool's meter in one statement and returns the row after it, locked
   * until commit: the increment and the compare with the trigger happen under this lock, so exactly
   * one bet crosses it (reference "games-math" §6). Undefined when the pool has not started (or runs in
   * another currency).
   */
  addToMeter(db: Executor, code: string, betMinor: bigint, currency: string) {
    return db
      .updateTable('jackpot_pools')
      .set({ meter_scaled: sql<string>`meter_scaled + ${String(betMinor)}::bigint * contribution_bps` })
      .where('code', '=', code)
      .where('cycle', '>', 0)
      .where('currency', '=', currency)
      .returning(poolColumns)
      .executeTakeFirst();
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

  latestHit(db: Executor, code: string) {
    return db
      .selectFrom('jackpot_hits as h')
      .innerJoin('members as m', 'm.id', 'h.member_id')
      .select(['h.amount', 'h.trigger_minor', 'h.draw_seed', 'h.created_at', 'm.username'])
      .where('h.pool_code', '=', code)
      .orderBy('h.id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
};

export type PoolRow = Awaited<ReturnType<typeof jackpotRepository.listPools>>[number];
