import type { MessageKind } from '@goldline/contract/messages';

/**
 * English text per message kind (spec section 3 "Messages": deposit arrival, deposit failed,
 * withdraw approve/reject, transfer to downline or upline with name, amount, time). The web
 * translates by kind and params; this text is the fallback and what the API shows in English.
 */
const templates: Record<MessageKind, { title: string; body: string }> = {
  DEPOSIT_ARRIVAL: { title: 'Deposit arrived', body: 'Your deposit of {amount} arrived at {time}.' },
  DEPOSIT_FAILED: { title: 'Deposit failed', body: 'Your deposit of {amount} failed: {reason}' },
  WITHDRAW_APPROVE: {
    title: 'Withdrawal approved',
    body: 'Your withdrawal of {amount} was approved at {time}. Please confirm when you receive it.',
  },
  WITHDRAW_REJECT: {
    title: 'Withdrawal rejected',
    body: 'Your withdrawal of {amount} was rejected: {reason} The amount is available in your balance again.',
  },
  TRANSFER_TO_UPLINE: { title: 'Transfer to upline', body: 'You transferred {amount} to {name} at {time}.' },
  TRANSFER_FROM_DOWNLINE: {
    title: 'Transfer from downline',
    body: '{name} transferred {amount} to you at {time}.',
  },
  TRANSFER_TO_DOWNLINE: {
    title: 'Transfer to downline',
    body: 'You transferred {amount} to {name} at {time}.',
  },
  TRANSFER_FROM_UPLINE: {
    title: 'Transfer from upline',
    body: '{name} transferred {amount} to you at {time}.',
  },
  NEW_IP_LOGIN: {
    title: 'Login from a new IP address',
    body: 'Your account was logged in from {ip} at {time}. If this was not you, change your password and log out the other sessions in the security centre.',
  },
  FEEDBACK_ANSWER: {
    title: 'Answer to your feedback',
    body: 'You wrote: "{question}" Our answer: {answer}',
  },
};

export function renderMessage(
  kind: MessageKind,
  params: Record<string, string>,
): { title: string; body: string } {
  const t = templates[kind];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  return { title: fill(t.title), body: fill(t.body) };
}
