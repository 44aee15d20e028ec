import type { CrashPlayer } from '@goldline/contract/originals';
import type { WsBus } from '../../../ws/bus.ts';
import { listenChannel } from '../../../ws/pg-listen.ts';
import type { CrashNotice, CrashService } from './crash.service.ts';

/** Bets and cash-outs arriving within this window go out as one `crash.players` frame (10 a second). */
const PLAYERS_WINDOW_MS = 100;

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

  const listener = listenChannel({
    connectionString: deps.connectionString,
    channel: 'crash',
    name: 'crash events',
    onNotice,
    // Phase notices may have been missed while nobody listened: the current state goes out again.
    onReconnect: broadcastState,
    log: deps.log,
  });

  return {
    start: () => listener.start(),
    async stop() {
      stopped = true;
      if (flushTimer) clearTimeout(flushTimer);
      await phaseChain;
      await listener.stop();
    },
  };
}
