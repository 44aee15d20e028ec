/**
 * Where SMS and e-mail go (docs/decisions/013-dev-message-outbox.md). Services depend on this
 * interface only; `outbox` stores messages for the developer page, `smtp` really sends e-mail.
 */
export interface MessageProvider {
  readonly name: 'outbox' | 'smtp';
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
}
