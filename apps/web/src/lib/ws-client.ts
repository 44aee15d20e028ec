/**
 * A tiny WebSocket client for the logged-in tab (docs/architecture.md "Real-time"). It reconnects
 * with exponential backoff and full jitter (so a server restart is not hit by every tab at once)
 * and treats a silent socket as dead: proxies drop idle sockets after 30-60 s, so we ping every
 * 25 s and reconnect when nothing at all has arrived for 60 s (reference/ecosystem.md 2).
 */
interface Options {
  url: string;
  /** Every parsed JSON frame except pongs; lib/live-event.ts gives it a shape. */
  onEvent: (frame: unknown) => void;
  /** Called after every (re)connect, so the app can refetch what it may have missed. */
  onOpen?: () => void;
  /** Whether the socket is up: while it is, polling fallbacks can rest. */
  onStatus?: (connected: boolean) => void;
}

const PING_MS = 25_000;
const SILENCE_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

export function connectLive({ url, onEvent, onOpen, onStatus }: Options) {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeard = Date.now();
  // The newest event seq seen; after a reconnect the server replays what came after it.
  let lastSeq: number | null = null;

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const ceiling = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(open, Math.random() * ceiling);
  };

  function open() {
    if (stopped) return;
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempt = 0;
      lastHeard = Date.now();
      if (lastSeq !== null) socket?.send(JSON.stringify({ type: 'resume', afterSeq: lastSeq }));
      onStatus?.(true);
      onOpen?.();
      pingTimer = setInterval(() => {
        if (Date.now() - lastHeard > SILENCE_MS) {
          socket?.close();
          return;
        }
        if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
      }, PING_MS);
    };
    socket.onmessage = (message) => {
      lastHeard = Date.now();
      try {
        const frame: unknown = JSON.parse(String(message.data));
        const isPong =
          typeof frame === 'object' && frame !== null && 'type' in frame && frame.type === 'pong';
        if (isPong) return;
        if (isEventFrame(frame) && (lastSeq === null || frame.seq > lastSeq)) lastSeq = frame.seq;
        onEvent(frame);
      } catch {
        // Not JSON: a heartbeat frame or something we do not understand yet; ignore it.
      }
    };
    socket.onclose = () => {
      onStatus?.(false);
      clearTimers();
      scheduleReconnect();
    };
  }

  open();
  return () => {
    stopped = true;
    clearTimers();
    socket?.close();
    onStatus?.(false);
  };
}

function isEventFrame(frame: unknown): frame is { type: 'event'; seq: number } {
  return (
    typeof frame === 'object' &&
    frame !== null &&
    'type' in frame &&
    frame.type === 'event' &&
    'seq' in frame &&
    typeof frame.seq === 'number'
  );
}

export function liveUrl(token: string) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?token=${encodeURIComponent(token)}`;
}
