import type { WsServerMessage } from '@goldline/contract/ws';

/** Answers one client message of a logged-in socket; the answer goes back on that socket. */
export type WsCommandHandler = (memberId: string, message: unknown) => Promise<WsServerMessage>;

/**
 * Client messages beyond the socket's own (auth, ping, resume), registered by the modules that
 * own them (e.g. 'crash.cashout'), so plugins/websocket.ts needs no knowledge of any game.
 */
export class WsCommands {
  private readonly handlers = new Map<string, WsCommandHandler>();

  add(type: string, handler: WsCommandHandler): void {
    this.handlers.set(type, handler);
  }

  find(message: unknown): WsCommandHandler | undefined {
    if (typeof message !== 'object' || message === null || !('type' in message)) return undefined;
    return typeof message.type === 'string' ? this.handlers.get(message.type) : undefined;
  }
}
