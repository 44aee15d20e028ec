/**
 * Normalises a WebSocket frame into `{ type, seq, data }`. The contract (contract/src/ws.ts) says
 * `{type, seq, data}`; the ledger's relay wraps domain events as `{type:'event', seq, event:{type,...}}`
 * and older frames used `value`. Accepting all three keeps the header live while the server settles.
 */
export interface LiveMessage {
  type: string;
  seq: number | null;
  data: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseLiveMessage(frame: unknown): LiveMessage | null {
  if (!isRecord(frame) || typeof frame.type !== 'string') return null;
  const seq = typeof frame.seq === 'number' ? frame.seq : null;
  if (frame.type === 'event' && isRecord(frame.event) && typeof frame.event.type === 'string') {
    const { type, data, payload, ...rest } = frame.event;
    const inner = isRecord(data) ? data : isRecord(payload) ? payload : rest;
    return { type, seq, data: inner };
  }
  const body = isRecord(frame.data) ? frame.data : isRecord(frame.value) ? frame.value : {};
  return { type: frame.type, seq, data: body };
}

/** A balance event's amounts, when it carries a well-formed decimal balance. */
export function balanceOf(message: LiveMessage): { balance: string; available?: string } | null {
  const { balance, available } = message.data;
  const decimal = /^-?\d+(\.\d+)?$/;
  if (message.type !== 'balance' || typeof balance !== 'string' || !decimal.test(balance)) return null;
  return typeof available === 'string' && decimal.test(available) ? { balance, available } : { balance };
}
