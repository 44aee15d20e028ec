import type { WsBus } from '../../ws/bus.ts';
import { listenChannel } from '../../ws/pg-listen.ts';
import type { LotteryService } from './lottery.service.ts';

export interface LotteryEvents {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Lottery events to every socket of this process (issue 15; the same pattern as crash-events.ts):
 * a dedicated connection (ws/pg-listen.ts) LISTENs on 'lottery'; whichever process drew, settled
 * or voided an issue sent the NOTIFY with its commit. Each notice is read once and broadcast as a `lottery` frame
 * ({ kind, issue }, contract LotteryWsEvent). A draw also opens the game's next issue, so `drawn`
 * is followed by `opened` with the new countdown and commitment.
 */
export function createLotteryEvents(deps: {
  connectionString: string;
  bus: WsBus;
  service: Pick<LotteryService, 'issueView' | 'currentView'>;
  log: (m: string) => void;
}): LotteryEvents {
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

  const listener = listenChannel({
    connectionString: deps.connectionString,
    channel: 'lottery',
    name: 'lottery events',
    onNotice,
    log: deps.log,
  });

  return {
    start: () => listener.start(),
    async stop() {
      stopped = true;
      await listener.stop();
    },
  };
}
