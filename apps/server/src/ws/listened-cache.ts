import { listenChannel, type PgListener } from './pg-listen.ts';

/**
 * A per-process cache by key kept right by NOTIFY (the pattern of the session cache, decision 067):
 * each notice on `channel` names the keys that changed (`keysOf` reads them from its payload), and
 * they are dropped. It serves only while its LISTEN connection is up, since a notice missed while it
 * was down could leave an entry stale; a load that overlaps any drop answers its caller but is not
 * kept. The TTL is only a safety net for a notice lost on a half-open connection.
 * Used by the originals' seed states (decision 093) and the responsible-gaming settings (107).
 */
export function createListenedCache<V>(deps: {
  channel: string;
  /** Prefix of the log lines. */
  name: string;
  ttlMs: number;
  maxEntries: number;
  keysOf: (payload: string) => string[];
  log: (message: string) => void;
}) {
  const entries = new Map<string, { value: Promise<V>; until: number }>();
  let epoch = 0;
  let caching = false;
  let listener: PgListener | null = null;
  let noticesReceived = 0;

  function drop(key: string): void {
    epoch += 1;
    entries.delete(key);
  }
  function dropAll(): void {
    epoch += 1;
    entries.clear();
  }

  return {
    drop,

    /** The key's value from memory while the listener is up; `load` reads it on a miss. */
    get(key: string, load: (key: string) => Promise<V>): Promise<V> {
      if (!caching) return load(key);
      const at = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      const before = epoch;
      const value = load(key);
      const entry = { value, until: at + deps.ttlMs };
      entries.set(key, entry);
      if (entries.size > deps.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then(() => {
        if (epoch !== before) forget();
      }, forget);
      return value;
    },

    /** LISTENs, then caches (composition root: onReady). Without a connection string nothing is cached. */
    async start(connectionString: string | undefined): Promise<void> {
      if (!connectionString) return;
      const l = listenChannel({
        connectionString,
        channel: deps.channel,
        name: deps.name,
        onNotice: (payload) => {
          noticesReceived += 1;
          for (const key of payload ? deps.keysOf(payload) : []) drop(key);
        },
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

    /** Whether the LISTEN connection is up (the owner announces changes only then). */
    get listening(): boolean {
      return listener !== null;
    },

    /** Whether reads are served from memory (the listener is up); for tests. */
    get caching(): boolean {
      return caching;
    },

    /** How many notices the listener has received; for tests. */
    get noticesReceived(): number {
      return noticesReceived;
    },
  };
}
export type ListenedCache<V> = ReturnType<typeof createListenedCache<V>>;
