import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** pg_advisory_lock key of the crash round loop ('cras'); advisory locks are per database. */
export const CRASH_LEADER_LOCK = 0x63726173;

export interface Leadership {
  start(): void;
  /** Stops leading (the loop finishes its current database step), releases the lock, disconnects. */
  stop(): Promise<void>;
  isLeader(): boolean;
}

/**
 * One leader per database for the crash round loop (docs/decisions/053-crash-loop.md): a session
 * advisory lock taken with pg_try_advisory_lock on a dedicated connection. PostgreSQL releases it
 * when that connection ends, so when the leader's process dies another process's next try (every
 * `retryMs`) wins. The leader checks its connection every `retryMs` too and stops leading the
 * moment it is lost: the lock may already belong to someone else.
 */
export function createLeadership(deps: {
  connectionString: string;
  retryMs: number;
  lead: (signal: AbortSignal) => Promise<void>;
  log: (m: string) => void;
}): Leadership {
  const stopping = new AbortController();
  let campaign: Promise<void> | null = null;
  let leading = false;

  async function holdWhileAlive(client: pg.Client, lost: AbortController): Promise<void> {
    while (!lost.signal.aborted) {
      await sleep(deps.retryMs, undefined, { signal: lost.signal }).catch(() => {});
      if (lost.signal.aborted) return;
      await client.query('SELECT 1').catch(() => lost.abort());
    }
  }

  async function term(client: pg.Client): Promise<void> {
    const lost = new AbortController();
    const abort = () => lost.abort();
    client.once('error', abort);
    client.once('end', abort);
    stopping.signal.addEventListener('abort', abort, { once: true });
    leading = true;
    try {
      await Promise.all([deps.lead(lost.signal).finally(abort), holdWhileAlive(client, lost)]);
    } finally {
      leading = false;
      stopping.signal.removeEventListener('abort', abort);
    }
  }

  async function run(): Promise<void> {
    while (!stopping.signal.aborted) {
      const client = new pg.Client({
        connectionString: deps.connectionString,
        keepAlive: true,
        // Operators (and the cluster test) see in pg_stat_activity which process holds the lock.
        application_name: `goldline-crash-leadership:${process.pid}`,
      });
      client.on('error', (err) => deps.log(`crash leadership: connection lost (${err.message})`));
      try {
        await client.connect();
        while (!stopping.signal.aborted) {
          const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
            CRASH_LEADER_LOCK,
          ]);
          if (rows[0]?.ok) {
            await term(client);
            await client.query('SELECT pg_advisory_unlock($1)', [CRASH_LEADER_LOCK]);
          }
          await sleep(deps.retryMs, undefined, { signal: stopping.signal }).catch(() => {});
        }
      } catch (err) {
        if (!stopping.signal.aborted) deps.log(`crash leadership: ${(err as Error).message}`);
        await sleep(deps.retryMs, undefined, { signal: stopping.signal }).catch(() => {});
      } finally {
        await client.end().catch(() => {});
      }
    }
  }

  return {
    start() {
      campaign ??= run();
    },
    async stop() {
      stopping.abort();
      await campaign;
    },
    isLeader: () => leading,
  };
}
