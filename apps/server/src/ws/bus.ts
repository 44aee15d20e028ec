import type { WsServerMessage } from '@goldline/contract/ws';

/** What the bus needs of a socket; @fastify/websocket's WebSocket fits. */
export interface BusSocket {
  readonly readyState: number;
  send(data: string): void;
}

/** One attached socket: its position in the member's event stream, and a buffer while it replays. */
interface Attached {
  socket: BusSocket;
  lastSeq: number;
  replaying: boolean;
  buffer: WsServerMessage[];
}

export interface BusHandle {
  detach(): void;
  /** Starts a replay from `afterSeq`: live events are buffered until `endReplay`. */
  beginReplay(afterSeq: number): void;
  /** Sends one replayed event (skipped if the socket already has it). */
  replay(message: WsServerMessage): void;
  /** Flushes the buffered live events that follow the replay, in order. */
  endReplay(): void;
}

/**
 * In-process fan-out of events to the sockets of one member, fed by the outbox relay (LISTEN/NOTIFY,
 * docs/decisions/031-realtime-outbox.md), so each process only delivers to its own sockets. Each
 * socket keeps the last seq it got: an event is sent once per socket and never out of order.
 */
export class WsBus {
  private readonly byMember = new Map<string, Set<Attached>>();

  attach(memberId: string, socket: BusSocket, lastSeq = 0): () => void {
    return this.open(memberId, socket, lastSeq).detach;
  }

  open(memberId: string, socket: BusSocket, lastSeq = 0): BusHandle {
    let set = this.byMember.get(memberId);
    if (!set) {
      set = new Set();
      this.byMember.set(memberId, set);
    }
    const entry: Attached = { socket, lastSeq, replaying: false, buffer: [] };
    set.add(entry);
    const members = this.byMember;
    return {
      detach() {
        set.delete(entry);
        if (set.size === 0 && members.get(memberId) === set) members.delete(memberId);
      },
      beginReplay(afterSeq) {
        entry.replaying = true;
        entry.lastSeq = afterSeq;
      },
      replay(message) {
        sendInOrder(entry, message);
      },
      endReplay() {
        entry.replaying = false;
        const pending = entry.buffer.sort((a, b) => a.seq - b.seq);
        entry.buffer = [];
        for (const m of pending) sendInOrder(entry, m);
      },
    };
  }

  /** An outbox event: to every socket of the member that has not seen this seq yet. */
  deliver(memberId: string, message: WsServerMessage): number {
    const set = this.byMember.get(memberId);
    if (!set) return 0;
    let sent = 0;
    for (const entry of set) {
      if (entry.replaying) entry.buffer.push(message);
      else if (sendInOrder(entry, message)) sent++;
    }
    return sent;
  }

  /** A message outside the event stream (no seq bookkeeping). */
  publish(memberId: string, message: WsServerMessage): number {
    const set = this.byMember.get(memberId);
    if (!set) return 0;
    const text = JSON.stringify(message);
    let sent = 0;
    for (const { socket } of set) {
      if (socket.readyState === 1) {
        socket.send(text);
        sent++;
      }
    }
    return sent;
  }

  /** A message for every socket of this process, whoever its member (shared game rounds); no seq. */
  broadcast(message: WsServerMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const set of this.byMember.values()) {
      for (const { socket } of set) {
        if (socket.readyState === 1) {
          socket.send(text);
          sent++;
        }
      }
    }
    return sent;
  }

  members(): string[] {
    return [...this.byMember.keys()];
  }

  connectionCount(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }
}

function sendInOrder(entry: Attached, message: WsServerMessage): boolean {
  if (message.seq <= entry.lastSeq || entry.socket.readyState !== 1) return false;
  entry.socket.send(JSON.stringify(message));
  entry.lastSeq = message.seq;
  return true;
}
