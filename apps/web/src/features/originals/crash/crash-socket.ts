import type { CrashCashoutAck, CrashPlayersUpdate, CrashState } from '@goldline/contract/originals';
import { parseLiveMessage } from '../../../lib/live-event';
import { liveUrl } from '../../../lib/ws-client';

/**
 * The crash page's own socket on /ws: it needs to SEND (the `crash.cashout` message) and to hear
 * the broadcast `crash`, `crash.players` and `crash.cashout` frames, and the app's live socket
 * (app/live-socket.tsx) offers neither a send nor a subscription. It lives only while the crash
 * page is open, reconnects with full-jitter backoff and pings like the live socket.
 */
const PING_MS = 25_000;
const MAX_BACKOFF_MS = 10_000;

export interface CrashSocketHandlers {
  onState: (state: CrashState) => void;
  onPlayers: (update: CrashPlayersUpdate) => void;
  onCashout: (ack: CrashCashoutAck) => void;
  onStatus: (connected: boolean) => void;
}

export interface CrashSocket {
  /** False when the socket is not open: the caller falls back to HTTP. */
  sendCashout: (roundId: string) => boolean;
  close: () => void;
}

export function openCrashSocket(token: string, handlers: CrashSocketHandlers): CrashSocket {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    if (stopped) return;
    const ws = new WebSocket(liveUrl(token));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      handlers.onStatus(true);
      ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), PING_MS);
    };
    ws.onmessage = (message) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = parseLiveMessage(frame);
      if (!parsed) return;
      if (parsed.type === 'crash') handlers.onState(parsed.data as unknown as CrashState);
      if (parsed.type === 'crash.players') handlers.onPlayers(parsed.data as unknown as CrashPlayersUpdate);
      if (parsed.type === 'crash.cashout') handlers.onCashout(parsed.data as unknown as CrashCashoutAck);
    };
    ws.onclose = () => {
      clearInterval(ping);
      handlers.onStatus(false);
      if (stopped) return;
      const ceiling = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt);
      attempt += 1;
      retry = setTimeout(open, Math.random() * ceiling);
    };
  };
  open();

  return {
    sendCashout: (roundId) => {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify({ type: 'crash.cashout', roundId }));
      return true;
    },
    close: () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket?.close();
    },
  };
}
