import { type Kysely, sql } from 'kysely';

/**
 * The jackpot meter without a hot row (issue 11; docs/decisions/073-jackpot-derived-meter.md). Every
 * cash bet used to add its contribution to jackpot_pools.meter_scaled and hold that row locked until
 * its commit, so all cash bets of all players committed one at a time. Now a bet adds to one of 64
 * meter shards (the first one no other bet holds, `FOR UPDATE SKIP LOCKED`), and the meter is
 * derived: meter_scaled (the meter when the running cycle started) + sum(shards) - base_scaled (the
 * shards' sum when it started). Shards only ever grow; a new cycle moves base_scaled instead of
 * resetting them, so a settler never waits for a bet's shard. The pool row is locked only by a bet
 * that finds the derived meter at or past the trigger (and by a cycle start).
 *
 * Existing data needs no rewrite: with every shard at 0 and base 0, the derived meter is the old
 * meter_scaled.
 */
export const METER_SHARDS = 64;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jackpot_pools ADD COLUMN base_scaled bigint NOT NULL DEFAULT 0 CHECK (base_scaled >= 0);
    COMMENT ON COLUMN jackpot_pools.meter_scaled IS
      'The meter when the running cycle started (1/10,000 minor units); the live meter is meter_scaled + sum(jackpot_meter_shards) - base_scaled';
    COMMENT ON COLUMN jackpot_pools.base_scaled IS 'sum(jackpot_meter_shards) when the running cycle started';

    -- Cumulative contributions in 1/10,000 minor units, never reset. The jackpot_pool ledger account
    -- holds the whole minor units of each shard (floor per shard), moved by the bet that passes them.
    CREATE TABLE jackpot_meter_shards (
      pool_code text NOT NULL REFERENCES jackpot_pools(code),
      shard smallint NOT NULL CHECK (shard >= 0),
      contributed_scaled bigint NOT NULL DEFAULT 0 CHECK (contributed_scaled >= 0),
      PRIMARY KEY (pool_code, shard)
    );
    INSERT INTO jackpot_meter_shards (pool_code, shard)
      SELECT code, s FROM jackpot_pools, generate_series(0, ${sql.lit(METER_SHARDS - 1)}) s;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE jackpot_pools p SET meter_scaled = p.meter_scaled - p.base_scaled +
      coalesce((SELECT sum(contributed_scaled) FROM jackpot_meter_shards s WHERE s.pool_code = p.code), 0);
    DROP TABLE jackpot_meter_shards;
    ALTER TABLE jackpot_pools DROP COLUMN base_scaled;
  `.execute(db);
}
