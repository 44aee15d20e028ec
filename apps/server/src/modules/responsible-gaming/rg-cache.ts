import { listenChannel, type PgListener } from '../../ws/pg-listen.ts';
import type { RgState } from './rg-rules.ts';

/** Members' settings kept per process; a member without settings is cached as null. */
const MAX_ENTRIES = 100_000;
/** Only a safety net (a notice lost on a half-open connection): NOTIFY keeps entries right. */
const TTL_MS = 30_000;
export const RG_CHANNEL = 'rg_cache';

/**
 * The per-process cache of responsible-gaming settings the money path reads on every bet and
 * deposit (decision 107), kept right like the session cache (decision 067): migration 0032's
 * trigger NOTIFYs 'rg_cache' with the member id at the commit of any change; the cache serves only
 * while its LISTEN connection is up, and a load that overlaps a drop is answered but not kept.
 */
export function createRgCache(deps: {
  connectionString: string | undefined;
  load: (memberId: string) => Promise<RgState | null>;
  log: (message: string) => void;
}) {
  const entries = new Map<string, { value: Promise<RgState | null>; until: number }>();
  let epoch = 0;
  let caching = false;
  let listener: PgListener | null = null;

  function drop(memberId: string): void {
    epoch += 1;
    entries.delete(memberId);
  }
  function dropAll(): void {
    epoch += 1;
    entries.clear();
  }

  return {
    drop,

    /** The member's settings; `load` reads them through the caller's transaction on a miss. */
    get(memberId: string, load: (memberId: string) => Promise<RgState | null> = deps.load) {
      if (!caching) return load(memberId);
      const at = Date.now();
      const hit = entries.get(memberId);
      if (hit && hit.until > at) return hit.value;
      const before = epoch;
      const value = load(memberId);
      const entry = { value, until: at + TTL_MS };
      entries.set(memberId, entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const forget = () => {
        if (entries.get(memberId) === entry) entries.delete(memberId);
      };
      value.then(() => {
        if (epoch !== before) forget();
      }, forget);
      return value;
    },

    async start(): Promise<void> {
      if (!deps.connectionString) return;
      const l = listenChannel({
        connectionString: deps.connectionString,
        channel: RG_CHANNEL,
        name: 'responsible-gaming',
        onNotice: (payload) => payload && drop(payload),
        onLost: () => {
          caching = false;
          dropAll();
        },
        onReconnect: () => {
          dropAll();
          caching = true;
        },
        log: deps.log,
      });
      await l.start();
      listener = l;
      dropAll();
      caching = true;
    },

    async stop(): Promise<void> {
      caching = false;
      dropAll();
      const l = listener;
      listener = null;
      await l?.stop();
    },

    /** Whether reads are served from memory (the listener is up); for tests. */
    get caching(): boolean {
      return caching;
    },
  };
}
export type RgCache = ReturnType<typeof createRgCache>;
