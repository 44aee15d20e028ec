import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface PgListener {
  /** Connects and LISTENs; rejects when the first connection fails. */
  start(): Promise<void>;
  /** Closes the connection; no reconnection follows. */
  stop(): Promise<void>;
}

/**
 * A dedicated connection LISTENing on one channel, for the real-time fan-outs of this process
 * (outbox relay, crash and lottery events). Each notification's payload goes to `onNotice`. A lost
 * connection is logged as `<name>: listen connection lost (...)` and replaced every RECONNECT_MS
 * until it is back; `onReconnect` then runs, for whoever must make up for notices sent meanwhile.
 */
export function listenChannel(deps: {
  connectionString: string;
  channel: string;
  /** Prefix of the log lines (the fan-out's name). */
  name: string;
  onNotice: (payload: string | undefined) => void;
  onReconnect?: () => void;
  /** The kept connection was lost: notices sent from now until `onReconnect` are missed. */
  onLost?: () => void;
  log: (m: string) => void;
}): PgListener {
  let client: pg.Client | null = null;
  let stopped = false;

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString: deps.connectionString });
    c.on('notification', (n) => deps.onNotice(n.payload));
    c.on('error', (err) => {
      // Only the kept connection is replaced here; a failed connect is retried by its caller.
      if (client !== c) return;
      client = null;
      deps.onLost?.();
      deps.log(`${deps.name}: listen connection lost (${err.message})`);
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${deps.channel}`);
    // Stopped while connecting: this connection is not kept.
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await listen();
      if (!stopped) deps.onReconnect?.();
    } catch {
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  return {
    start: listen,
    async stop() {
      stopped = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
