import type { WsServerMessage } from '@goldline/contract/ws';
import WebSocket from 'ws';

/** A socket that records every frame and can wait for a condition on them. */
export function recordingSocket(url: string) {
  const socket = new WebSocket(url);
  const frames: WsServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)));
    for (const w of waiters.splice(0)) w();
  });
  const until = (pred: (f: WsServerMessage[]) => boolean, ms = 5_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; frames: ${JSON.stringify(frames)}`)), ms);
      const check = () => {
        if (pred(frames)) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  return { socket, frames, until };
}
