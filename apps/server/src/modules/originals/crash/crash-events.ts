import type { CrashPlayer } from '@goldline/contract/originals';
import pg from 'pg';
import type { WsBus } from '../../../ws/bus.ts';
import type { CrashNotice, CrashService } from './crash.service.ts';

/** Bets and cash-outs arriving within this window go out as one `crash.players` frame (10 a second). */
const PLAYERS_WINDOW_MS = 100;
const RECONNECT_MS = 1_000;

export interface CrashEvents {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Crash events to every socket of this process (docs/decisions/053-crash-loop.md). A dedicated
 * connection LISTENs on 'crash'; whichever process made the change sent the NOTIFY at its commit.
 * A phase notice reads the round once and broadcasts `crash` (the CrashState); player notices are
 * batched per round for PLAYERS_WINDOW_MS into `crash.players`, so 200 simultaneous cash-outs cost
 * a handful of frames per socket, not 200. After a lost connection the current state is sent again.
 */
export function createCrashEvents(deps: {
  connectionString: string;
  bus: WsBus;
  service: CrashService;
  log: (m: string) => void;
}): CrashEvents {
  let client: pg.Client | null = null;
  let stopped = false;
  let pending = new Map<string, CrashPlayer[]>();
  let flushTimer: NodeJS.Timeout | null = null;
  // Phase broadcasts run one after another, so sockets see phases in commit order.
  let phaseChain: Promise<void> = Promise.resolve();

  function flushPlayers(): void {
    flushTimer = null;
    const batches = pending;
    pending = new Map();
    for (const [roundId, players] of batches)
      deps.bus.broadcast({ type: 'crash.players', seq: 0, data: { roundId, players } });
  }

  function broadcastState(): void {
    phaseChain = phaseChain.then(async () => {
      try {
        const state = await deps.service.state();
        // Player updates of the old phase go first; the state then supersedes them.
        if (flushTimer) clearTimeout(flushTimer);
        flushPlayers();
        deps.bus.broadcast({ type: 'crash', seq: 0, data: state });
      } catch (err) {
        if (!stopped) deps.log(`crash events: ${(err as Error).message}`);
      }
    });
  }

  function onNotice(payload: string | undefined): void {
    let notice: CrashNotice;
    try {
      notice = JSON.parse(payload ?? '') as CrashNotice;
    } catch {
      return;
    }
    if (notice.k === 'phase') {
      broadcastState();
      return;
    }
    if (notice.k !== 'players') return;
    const list = pending.get(notice.roundId) ?? [];
    list.push(...notice.players);
    pending.set(notice.roundId, list);
    flushTimer ??= setTimeout(flushPlayers, PLAYERS_WINDOW_MS);
  }

  async function listen(): Promise<void> {
    const c = new pg.Client({ connectionString: deps.connectionString });
    c.on('notification', (n) => onNotice(n.payload));
    c.on('error', (err) => {
      deps.log(`crash events: listen connection lost (${err.message})`);
      client = null;
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    });
    await c.connect();
    await c.query('LISTEN crash');
    client = c;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await listen();
      broadcastState();
    } catch {
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  }

  return {
    start: listen,
    async stop() {
      stopped = true;
      if (flushTimer) clearTimeout(flushTimer);
      await phaseChain;
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
