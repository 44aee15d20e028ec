import type { WsServerMessage } from '@goldline/contract/ws';

/** What the bus needs of a socket; @fastify/websocket's WebSocket fits. */
export interface BusSocket {
  readonly readyState: number;
  send(data: string): void;
}

/**
 * In-process fan-out of events to the sockets of one member. The wallet issue feeds it from the
 * outbox through Postgres LISTEN/NOTIFY (docs/architecture.md "Real-time"), so each process only
 * delivers to its own sockets and stays stateless otherwise.
 */
export class WsBus {
  private readonly byMember = new Map<string, Set<BusSocket>>();

  attach(memberId: string, socket: BusSocket): () => void {
    let set = this.byMember.get(memberId);
    if (!set) {
      set = new Set();
      this.byMember.set(memberId, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.byMember.delete(memberId);
    };
  }

  publish(memberId: string, message: WsServerMessage): number {
    const set = this.byMember.get(memberId);
    if (!set) return 0;
    const text = JSON.stringify(message);
    let sent = 0;
    for (const s of set) {
      if (s.readyState === 1) {
        s.send(text);
        sent++;
      }
    }
    return sent;
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }
}
