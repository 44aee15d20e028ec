import nodemailer from 'nodemailer';
import type { MessageProvider } from './message-provider.types.ts';

/**
 * E-mail through SMTP (nodemailer). No SMS gateway is chosen yet, so SMS are logged as not delivered
 * (number masked) instead of being sent; docs/decisions/013-dev-message-outbox.md.
 */
export function createSmtpProvider(
  opts: { url: string; from: string },
  log: (msg: string) => void,
): MessageProvider {
  const transport = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async sendSms(to) {
      log(`SMS to ${to.slice(0, 4)}… not sent: no SMS gateway configured`);
    },
    async sendEmail(to, subject, text) {
      await transport.sendMail({ from: opts.from, to, subject, text });
    },
  };
}
