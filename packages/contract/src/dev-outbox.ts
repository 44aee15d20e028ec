import * as z from 'zod';

/** A message the development outbox captured instead of sending (docs/decisions/013-dev-message-outbox.md). */
export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = z.object({ messages: z.array(OutboxMessage) });
export type OutboxList = z.infer<typeof OutboxList>;
