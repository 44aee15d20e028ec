import type { LiveMessage } from './live-event';

/**
 * The tab's one live socket (app/live-socket.tsx) hands every parsed frame to here, and a screen
 * that needs broadcast frames (the lottery's `lottery` issue events) listens while it is mounted,
 * instead of opening a second socket. Listeners are plain callbacks: no state lives here.
 */
type Listener = (message: LiveMessage) => void;
const listeners = new Set<Listener>();

export function publishLive(message: LiveMessage): void {
  for (const listener of listeners) listener(message);
}

/** Returns the unsubscribe function (an effect's clean-up). */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
