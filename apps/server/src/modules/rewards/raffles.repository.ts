import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { Localised, RaffleRecord } from './rewards.types.ts';

/** The only SQL for raffles, their entries and winners (migration 0029). */

const LocalisedJson = z.record(z.string(), z.string());

interface RaffleRow {
  id: string;
  title: unknown;
  starts_at: Date;
  ends_at: Date;
  deposit_per_ticket: string;
  bet_per_ticket: string;
  prizes: string[];
  seed: string;
  seed_hash: string;
  drawn_at: Date | null;
  entries: string;
}
const toRaffle = (r: RaffleRow): RaffleRecord => ({
  id: String(r.id),
  title: LocalisedJson.parse(r.title),
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  depositPerTicket: BigInt(r.deposit_per_ticket),
  betPerTicket: BigInt(r.bet_per_ticket),
  prizes: r.prizes.map((p) => BigInt(p)),
  seed: r.seed,
  seedHash: r.seed_hash,
  drawnAt: r.drawn_at,
  entries: Number(r.entries),
});

const SELECT = sql`
  SELECT r.*, r.prizes::text[] AS prizes,
    (SELECT count(*) FROM raffle_entries e WHERE e.raffle_id = r.id) AS entries
  FROM raffles r`;

export interface WinnerRow {
  rank: number;
  memberId: string;
  tickets: number;
}

export const rafflesRepository = {
  async insert(
    db: Executor,
    r: {
      title: Localised;
      startsAt: Date;
      endsAt: Date;
      depositPerTicket: bigint;
      betPerTicket: bigint;
      prizes: bigint[];
      seed: string;
      seedHash: string;
    },
  ): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO raffles (title, starts_at, ends_at, deposit_per_ticket, bet_per_ticket, prizes, seed, seed_hash)
      VALUES (${JSON.stringify(r.title)}, ${r.startsAt}, ${r.endsAt}, ${r.depositPerTicket}, ${r.betPerTicket},
        ${r.prizes.map(String)}::bigint[], ${r.seed}, ${r.seedHash})
      RETURNING id::text`.execute(db);
    return rows[0]!.id;
  },

  async find(db: Executor, id: string): Promise<RaffleRecord | null> {
    const { rows } = await sql<RaffleRow>`${SELECT} WHERE r.id = ${id}`.execute(db);
    return rows[0] ? toRaffle(rows[0]) : null;
  },

  /** Raffles open now or ended less than `since` ago, newest first. */
  async recent(db: Executor, since: Date): Promise<RaffleRecord[]> {
    const { rows } =
      await sql<RaffleRow>`${SELECT} WHERE r.ends_at > ${since} ORDER BY r.ends_at DESC, r.id DESC`.execute(
        db,
      );
    return rows.map(toRaffle);
  },

  async all(db: Executor, limit: number): Promise<RaffleRecord[]> {
    const { rows } = await sql<RaffleRow>`${SELECT} ORDER BY r.id DESC LIMIT ${limit}`.execute(db);
    return rows.map(toRaffle);
  },

  /** Ended, undrawn raffles, each locked for this run (a second process skips them). */
  async lockDue(db: Executor, at: Date, limit: number): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      SELECT id::text FROM raffles WHERE drawn_at IS NULL AND ends_at <= ${at}
      ORDER BY ends_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`.execute(db);
    return rows.map((r) => r.id);
  },

  async markDrawn(db: Executor, id: string, at: Date): Promise<void> {
    await sql`UPDATE raffles SET drawn_at = ${at} WHERE id = ${id}`.execute(db);
  },

  /** True when the member joined now, false when they had joined before. */
  async join(db: Executor, raffleId: string, memberId: string): Promise<boolean> {
    const r = await sql`
      INSERT INTO raffle_entries (raffle_id, member_id) VALUES (${raffleId}, ${memberId})
      ON CONFLICT DO NOTHING`.execute(db);
    return Number(r.numAffectedRows ?? 0n) > 0;
  },

  async joinedOf(db: Executor, memberId: string, raffleIds: string[]): Promise<Set<string>> {
    if (raffleIds.length === 0) return new Set();
    const { rows } = await sql<{ raffle_id: string }>`
      SELECT raffle_id::text FROM raffle_entries
      WHERE member_id = ${memberId} AND raffle_id = ANY(${raffleIds}::bigint[])`.execute(db);
    return new Set(rows.map((r) => r.raffle_id));
  },

  /** The members who joined, in member-id order (the draw's published order). */
  async entrants(db: Executor, raffleId: string): Promise<string[]> {
    const { rows } = await sql<{ member_id: string }>`
      SELECT member_id::text FROM raffle_entries WHERE raffle_id = ${raffleId} ORDER BY member_id`.execute(
      db,
    );
    return rows.map((r) => r.member_id);
  },

  async insertWinner(db: Executor, raffleId: string, w: WinnerRow): Promise<void> {
    await sql`
      INSERT INTO raffle_winners (raffle_id, rank, member_id, tickets)
      VALUES (${raffleId}, ${w.rank}, ${w.memberId}, ${w.tickets})`.execute(db);
  },

  async winners(db: Executor, raffleId: string): Promise<WinnerRow[]> {
    const { rows } = await sql<{ rank: number; member_id: string; tickets: number }>`
      SELECT rank, member_id::text, tickets FROM raffle_winners WHERE raffle_id = ${raffleId} ORDER BY rank`.execute(
      db,
    );
    return rows.map((r) => ({ rank: r.rank, memberId: r.member_id, tickets: r.tickets }));
  },
};
