import type { Db } from '../db/database.ts';
import { outboxRepository } from './outbox.repository.ts';

/**
 * How long real-time events are kept (decisions 031 and 060). Only `resume` reads old events: it
 * replays what a tab missed while its socket was down, at most 500 of them. A tab's session ends
 * after SESSION_ABSOLUTE_HOURS (12 by default) and the next login loads the state afresh, so no
 * resume reaches back more than a session; 7 days covers any sane session setting with room to spare
 * and leaves support a week of what members were shown.
 */
export const OUTBOX_RETENTION_MS = 7 * 86_400_000;

export type OutboxService = ReturnType<typeof createOutboxService>;

/** The outbox's upkeep; the ledger writes events and the relay reads them (ws/outbox-relay.ts). */
export function createOutboxService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Cleanup job: deletes events older than the retention, in batches. Returns how many went. */
    prune: (at: Date = now()) =>
      outboxRepository.deleteBefore(deps.db, new Date(at.getTime() - OUTBOX_RETENTION_MS)),
  };
}
