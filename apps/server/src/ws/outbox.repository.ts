import { sql } from 'kysely';
import { z } from 'zod';
import type { Db, Executor } from '../db/database.ts';
import { deleteInBatches } from '../lib/batches.ts';

export interface OutboxEvent {
  seq: number;
  memberId: string;
  type: string;
  payload: Record<string, unknown>;
}

/** An event's jsonb payload: an object (its fields depend on the type; the contract's ws schemas say which). */
const Payload = z.record(z.string(), z.unknown());

type Row = { id: string; member_id: string; type: string; payload: Record<string, unknown> };
const toEvent = (r: Row): OutboxEvent => ({
  seq: Number(r.id),
  memberId: r.member_id,
  type: r.type,
  payload: Payload.parse(r.payload),
});

/** Reads of outbox_events (written by the ledger in the same transaction as the change). */
export const outboxRepository = {
  async lastSeq(db: Executor, memberId: string): Promise<number> {
    const row = await db
      .selectFrom('outbox_events')
      .select((eb) => eb.fn.max('id').as('last'))
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.last ? Number(row.last) : 0;
  },

  async after(db: Executor, memberId: string, afterSeq: number, limit: number): Promise<OutboxEvent[]> {
    const rows = await db
      .selectFrom('outbox_events')
      .select(['id', 'member_id', 'type', 'payload'])
      .where('member_id', '=', memberId)
      .where('id', '>', String(afterSeq))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toEvent);
  },

  /**
   * Events created before `before`, in batches (cleanup job, decisions 031 and 060). A batch looks
   * only at the `limit` lowest ids (the primary key, no table scan) and deletes the old ones among
   * them: ids grow with time, so once a batch finds none the rest is younger too.
   */
  async deleteBefore(db: Db, before: Date): Promise<number> {
    return deleteInBatches(
      async (limit) => {
        const r = await sql`
          DELETE FROM outbox_events WHERE id IN (
            SELECT id FROM (SELECT id, created_at FROM outbox_events ORDER BY id LIMIT ${limit}) oldest
            WHERE created_at < ${before}
          )`.execute(db);
        return Number(r.numAffectedRows ?? 0n);
      },
      { until: 'none' },
    );
  },

  /** New events of many members, each after its own cursor (one index range scan per member). */
  async pending(db: Executor, cursors: Map<string, number>, perMember: number): Promise<OutboxEvent[]> {
    if (cursors.size === 0) return [];
    const ids = [...cursors.keys()];
    const afters = ids.map((id) => String(cursors.get(id)));
    const result = await sql<Row>`
      SELECT e.id, e.member_id, e.type, e.payload
      FROM unnest(${ids}::bigint[], ${afters}::bigint[]) AS c(member_id, after)
      CROSS JOIN LATERAL (
        SELECT o.id, o.member_id, o.type, o.payload FROM outbox_events o
        WHERE o.member_id = c.member_id AND o.id > c.after ORDER BY o.id LIMIT ${perMember}
      ) e
      ORDER BY e.id`.execute(db);
    return result.rows.map(toEvent);
  },
};

export function eventMessage(e: OutboxEvent) {
  return { type: 'event', seq: e.seq, event: { ...e.payload, type: e.type } };
}
