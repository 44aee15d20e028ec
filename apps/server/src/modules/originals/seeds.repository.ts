import { type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { PlayerSeedsTable } from '../../db/schema-originals.ts';

export interface NewSeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextServerSeed: string;
  nextServerSeedHash: string;
}

/** A member's seed pair: the active one (with its pre-committed next seed) or a revealed one. */
export interface SeedPair {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The next nonce to use: the pair has served nonces 0 to nonce - 1. */
  nonce: number;
  nextServerSeed: string;
  nextServerSeedHash: string;
  active: boolean;
  createdAt: Date;
  revealedAt: Date | null;
}

const toSeedPair = (r: Omit<Selectable<PlayerSeedsTable>, 'member_id'>): SeedPair => ({
  id: r.id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  nextServerSeed: r.next_server_seed,
  nextServerSeedHash: r.next_server_seed_hash,
  active: r.active,
  createdAt: r.created_at,
  revealedAt: r.revealed_at,
});

const seedColumns = [
  'id',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
  'next_server_seed',
  'next_server_seed_hash',
  'active',
  'created_at',
  'revealed_at',
] as const;

/** The only SQL for player_seeds. */
export const seedsRepository = {
  async findActive(db: Executor, memberId: string): Promise<SeedPair | undefined> {
    const row = await db
      .selectFrom('player_seeds')
      .select(seedColumns)
      .where('member_id', '=', memberId)
      .where('active', '=', true)
      .executeTakeFirst();
    return row && toSeedPair(row);
  },

  /**
   * A member's rotations and nonce claims queue here, one at a time until the transaction ends.
   * The row lock below cannot do this alone: whoever waits on it finds the row gone inactive when a
   * rotation holding it commits, and the pair that replaced it may already be another rotation's.
   * Taken first, it makes every read after it see the latest committed pair.
   */
  async lockMemberSeeds(db: Executor, memberId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`seeds:${memberId}`}, 0))`.execute(db);
  },

  /** Row lock on the active pair: bets (nonce) and rotations of one member queue here. */
  async lockActive(db: Executor, memberId: string): Promise<SeedPair | undefined> {
    const row = await db
      .selectFrom('player_seeds')
      .select(seedColumns)
      .where('member_id', '=', memberId)
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    return row && toSeedPair(row);
  },

  /** Creates the active pair unless one exists (a concurrent first use keeps the other's). */
  async insertActive(db: Executor, memberId: string, pair: NewSeedPair): Promise<void> {
    await db
      .insertInto('player_seeds')
      .values({
        member_id: memberId,
        server_seed: pair.serverSeed,
        server_seed_hash: pair.serverSeedHash,
        client_seed: pair.clientSeed,
        next_server_seed: pair.nextServerSeed,
        next_server_seed_hash: pair.nextServerSeedHash,
      })
      // The partial index's predicate written out, not a parameter: a prepared statement's generic
      // plan cannot match `active = $1` to the index `WHERE active` (decision 116).
      .onConflict((oc) => oc.column('member_id').where('active', '=', sql.lit(true)).doNothing())
      .execute();
  },

  async reveal(db: Executor, seedId: string, at: Date): Promise<void> {
    await db
      .updateTable('player_seeds')
      .set({ active: false, revealed_at: at })
      .where('id', '=', seedId)
      .execute();
  },

  /**
   * Tells the other processes which members' seed state changed (decision 093). Its own statement
   * after the change committed; not worth a WAL flush wait (a lost notice is covered by the cache's
   * TTL), so its commit does not wait for one.
   */
  async announce(db: Executor, channel: string, payload: string): Promise<void> {
    await sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${payload})`.execute(
      db,
    );
  },

  async listRevealed(db: Executor, memberId: string, limit: number): Promise<SeedPair[]> {
    const rows = await db
      .selectFrom('player_seeds')
      .select(seedColumns)
      .where('member_id', '=', memberId)
      .where('active', '=', false)
      .orderBy('revealed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toSeedPair);
  },
};
