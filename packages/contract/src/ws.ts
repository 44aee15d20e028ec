import * as z from 'zod';
import { Amount } from './money.ts';

/**
 * WebSocket frames (docs/architecture.md "Real-time", docs/decisions/031-realtime-outbox.md).
 * Every event carries `seq`, the id of its outbox row: increasing per member. `hello` tells the
 * client where it stands; after a reconnect it sends `resume` with the last seq it saw and the
 * server replays what it missed (at most 500 events) before live ones, in order.
 */
export const WsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(256) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('resume'), afterSeq: z.number().int().min(0) }),
]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

/** The `balance` event: enough for the header to update without a request. */
export const BalanceEvent = z.object({
  type: z.literal('balance'),
  accountId: z.string(),
  accountKind: z.enum(['cash', 'play']),
  currency: z.string(),
  balance: Amount,
  available: Amount,
  transactionId: z.string(),
});
export type BalanceEvent = z.infer<typeof BalanceEvent>;

/** Any event: `balance` above, or other types (messages, deposit states...) with their own fields. */
export const WsEvent = z.object({ type: z.string() }).passthrough();
export type WsEvent = z.infer<typeof WsEvent>;

export const WsServerMessage = z.object({
  /** 'hello' | 'event' | 'pong' | 'error' */
  type: z.string(),
  seq: z.number().int().min(0),
  /** Present on `event`. */
  event: WsEvent.optional(),
  /** Present on `error` ({ code }). */
  data: z.unknown().optional(),
});
export type WsServerMessage = z.infer<typeof WsServerMessage>;

/** How many missed events a `resume` replays at most; an older client should refetch instead. */
export const WS_RESUME_LIMIT = 500;
