import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';

/**
 * Member inbox (spec section 2 "messageV2"; section 3 "Messages"). The web translates by `kind`
 * and fills in `params`; `title` and `body` are the English text for anything that cannot.
 * A new message also arrives live as WebSocket event type 'message' with a `MemberMessage` as data.
 */
export const MessageKind = z.enum([
  'DEPOSIT_ARRIVAL',
  'DEPOSIT_FAILED',
  'WITHDRAW_APPROVE',
  'WITHDRAW_REJECT',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_FROM_DOWNLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_UPLINE',
  /** A login from an IP this member had not used (issue 17): ip, time, device. */
  'NEW_IP_LOGIN',
  /** The operator answered the member's feedback (decision 108): question, answer. */
  'FEEDBACK_ANSWER',
]);
export type MessageKind = z.infer<typeof MessageKind>;

export const MemberMessage = z.object({
  id: z.string(),
  kind: MessageKind,
  /** amount, time (ISO), name (counterparty), reason... depending on the kind. */
  params: z.record(z.string(), z.string()),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MemberMessage = z.infer<typeof MemberMessage>;

/** GET /wps/messages, newest first. */
export const MessageQuery = PageQuery.extend({ unreadOnly: z.enum(['true', 'false']).optional() });
export type MessageQuery = z.infer<typeof MessageQuery>;
export const MessagePage = pageOf(MemberMessage).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof MessagePage>;

/** POST /wps/messages/:id/read answers Empty. GET /wps/relay/CSP_unreadCount (0 for trial). */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
