import * as z from 'zod';

/**
 * WebSocket frames (docs/architecture.md "Real-time"). Server events carry a sequence number so a
 * reconnecting client can catch up; `hello` opens every connection with seq 0.
 */
export const WsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(256) }),
  z.object({ type: z.literal('ping') }),
]);
export type WsClientMessage = z.infer<typeof WsClientMessage>;

export const WsServerMessage = z.object({
  type: z.string(),
  seq: z.number().int().min(0),
  data: z.unknown().optional(),
});
export type WsServerMessage = z.infer<typeof WsServerMessage>;
