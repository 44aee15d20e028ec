import pg from 'pg';
import type { WsBus } from '../../ws/bus.ts';
import type { LotteryService } from './lottery.service.ts';

const RECONNECT_MS = 1_000;

export interface LotteryEvents {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Lottery events to every socket of this process (issue 15; the same pattern as crash-events.ts):
 * a dedicated connection LISTENs on 'lottery'; whichever process drew, settled or voided an issue
 * sent the NOTIFY with its commit. Each notice is read once and broadcast as a `lottery` frame
 * ({ kind, issue }, contract LotteryWsEvent). A draw also opens the game's next issue, so `drawn`
 * is followed by `opened` with the new countdown and commitment.
 */
export function createLotteryEvents(deps: {
  connectionString: string;
  bus: WsBus;
  service: Pick<LotteryService, 'issueView' | 'currentView'>;
  log: (m: string) => void;
}): LotteryEvents {
  let client: pg.Client | null = null;
  let stopped = false;
  // Broadcasts one after another, so sockets see an issue's states in commit order.
  let chain: Promise<void> = Promise.resolve();

  function onNotice(payload: string | undefined): void {
    let notice: { k: 'drawn' | 'settled' | 'voided'; id: string };
    try {
      notice = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    chain = chain.then(async () => {
      try {
        const issue = await deps.service.issueView(notice.id);
        deps.bus.broadcast({ type: 'lottery', seq: 0, data: { kind: notice.k, issue } });
        if (notice.k === 'drawn') {
          const next = await deps.service.currentView(issue.gameCode);
          if (next) deps.bus.broadcast({ type: 'lottery', seq: 0, data: { kind: 'opened', issue: next } });
        }
      } catch (err) {
        if (!stopped) deps.log(`lottery events: ${(err as Error).message}`);
      }
    });
  }

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString: deps.connectionString });
    c.on('notification', (n) => onNotice(n.payload));
    c.on('error', (err) => {
      deps.log(`lottery events: listen connection lost (${err.message})`);
      client = null;
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await c.connect();
    await c.query('LISTEN lottery');
    client = c;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await listen();
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
