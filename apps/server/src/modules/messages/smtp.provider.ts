import nodemailer from 'nodemailer';
import type { MessageProvider } from './message-provider.ts';

/**
 * E-mail through SMTP. There is no SMS gateway yet: SMS are sent as e-mail to the configured sender
 * address would be wrong, so they are logged as not delivered until an SMS vendor is chosen.
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
