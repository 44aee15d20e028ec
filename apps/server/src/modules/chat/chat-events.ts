import type { WsBus } from '../../ws/bus.ts';
import { listenChannel } from '../../ws/pg-listen.ts';

export interface ChatEvents {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Chat messages and removals to every socket of this process (decision 110; the pattern of
 * lottery-events.ts): a dedicated connection LISTENs on 'chat', and whichever process stored the
 * post or the removal sent the NOTIFY at its commit. The notice carries the whole event (a message
 * is at most 200 characters, well under NOTIFY's 8,000 bytes), so no process reads it back; it goes
 * out as a `chat` frame ({ kind, ... }, contract ChatWsEvent) and the web keeps the rooms it shows.
 */
export function createChatEvents(deps: {
  connectionString: string;
  bus: WsBus;
  log: (m: string) => void;
}): ChatEvents {
  const listener = listenChannel({
    connectionString: deps.connectionString,
    channel: 'chat',
    name: 'chat events',
    onNotice: (payload) => {
      let data: unknown;
      try {
        data = JSON.parse(payload ?? '');
      } catch {
        return;
      }
      deps.bus.broadcast({ type: 'chat', seq: 0, data });
    },
    log: deps.log,
  });
  return { start: () => listener.start(), stop: () => listener.stop() };
}
