import type { Db } from '../db/database.ts';
import type { WsBus } from './bus.ts';
import { eventMessage, outboxRepository } from './outbox.repository.ts';
import { listenChannel } from './pg-listen.ts';

const SAFETY_POLL_MS = 2_000;
const BATCH_PER_MEMBER = 500;

export interface OutboxRelay {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A socket of `memberId` starts at `seq`; the relay delivers what comes after. */
  track(memberId: string, seq: number): void;
  /** Runs one delivery pass now (tests; NOTIFY and the poll call it otherwise). */
  pump(): Promise<void>;
}

/**
 * Delivers outbox events to this process's sockets (docs/decisions/031-realtime-outbox.md). One
 * dedicated connection LISTENs on 'outbox'; a NOTIFY (sent at commit) or the 2 s safety poll
 * triggers a pass that reads, per connected member, the events after that member's cursor.
 * Per-member cursors (not one global one) because ids are taken before commit: across members a
 * lower id can commit later, but one member's events commit in id order (the ledger writes them
 * while holding that member's account lock).
 */
export function createOutboxRelay(deps: {
  db: Db;
  connectionString: string;
  bus: WsBus;
  log: (message: string) => void;
}): OutboxRelay {
  const cursors = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<void> {
    const live = new Set(deps.bus.members());
    for (const id of cursors.keys()) if (!live.has(id)) cursors.delete(id);
    if (cursors.size === 0) return;
    const events = await outboxRepository.pending(deps.db, cursors, BATCH_PER_MEMBER);
    for (const e of events) {
      deps.bus.deliver(e.memberId, eventMessage(e));
      if (e.seq > (cursors.get(e.memberId) ?? 0)) cursors.set(e.memberId, e.seq);
    }
    if (events.length > 0) again = true; // there may be more than one batch
  }

  /** Coalesces triggers: at most one pass runs, and one more follows if something came in meanwhile. */
  function pump(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pass();
        } while (again && !stopped);
      } catch (err) {
        deps.log(`outbox relay: ${(err as Error).message}`);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  // A lost LISTEN connection is replaced; the safety poll covers what was sent meanwhile.
  const listener = listenChannel({
    connectionString: deps.connectionString,
    channel: 'outbox',
    name: 'outbox relay',
    onNotice: () => void pump(),
    log: deps.log,
  });

  return {
    async start() {
      await listener.start();
      timer = setInterval(() => void pump(), SAFETY_POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      await listener.stop();
    },
    track(memberId, seq) {
      const current = cursors.get(memberId);
      if (current === undefined || seq < current) cursors.set(memberId, seq);
    },
    pump,
  };
}
