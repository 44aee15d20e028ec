import type { SmsSent } from '@goldline/contract/session';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkSaltedHash, randomDigits, saltedHash } from '../../lib/crypto.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { MessageProvider } from '../messages/message-provider.types.ts';
import {
  phoneKey,
  SMS_CODE_TTL_MINUTES,
  SMS_MAX_ATTEMPTS,
  SMS_RESEND_SECONDS,
  smsRetryAfterSeconds,
} from './sms-policy.ts';
import { type SmsPurpose, verificationRepository } from './verification.repository.ts';

export type SmsService = ReturnType<typeof createSmsService>;

/** How long a code row outlives its expiry: longer than any throttle window (one hour). */
const CODE_RETENTION_MS = 24 * 3_600_000;

export function createSmsService(deps: {
  db: Db;
  messages: MessageProvider;
  members: MemberRecords;
  brand: () => Promise<string>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Sends a 6-digit code. For login and forgot the code is only delivered when an account has that
     * number, yet a row is always written and the answer is the same, so the call reveals nothing.
     */
    async send(
      purpose: SmsPurpose,
      countryDialingCode: string,
      mobileNum: string,
      ip: string,
    ): Promise<SmsSent> {
      const phone = phoneKey(countryDialingCode, mobileNum);
      const dial = countryDialingCode.replace(/^\+/, '');
      const code = randomDigits(6);
      const brand = await deps.brand();
      const delivered = await deps.db.transaction().execute(async (trx) => {
        await verificationRepository.lockPhone(trx, phone);
        const at = now();
        const hourAgo = new Date(at.getTime() - 3_600_000);
        const [byPhone, byIp] = await Promise.all([
          verificationRepository.sentSince(trx, hourAgo, { phone }),
          verificationRepository.sentSince(trx, hourAgo, { ip }),
        ]);
        const retryAfterSeconds = smsRetryAfterSeconds({ phone: byPhone, ip: byIp }, at);
        if (retryAfterSeconds > 0) throw new AppError('SMS_THROTTLED', { retryAfterSeconds });
        const deliver =
          purpose === 'register' || (await deps.members.findByMobile(dial, mobileNum, trx)) !== null;
        await verificationRepository.insert(trx, {
          purpose,
          phone,
          codeHash: saltedHash(code),
          ip,
          delivered: deliver,
          now: at,
          expiresAt: new Date(at.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
        });
        return deliver;
      });
      if (delivered) {
        await deps.messages.sendSms(
          `+${dial}${mobileNum}`,
          `${brand}: your verification code is ${code}. It expires in ${SMS_CODE_TTL_MINUTES} minutes.`,
        );
      }
      return { expiredMinutes: SMS_CODE_TTL_MINUTES, resendAfterSeconds: SMS_RESEND_SECONDS };
    },

    /**
     * Cleanup job (decision 060): codes expired a day ago, used or not. Every code is dead minutes
     * after it was sent, but the send throttle counts the last hour's rows, so those stay.
     */
    deleteOldCodes: (at: Date = now()) =>
      verificationRepository.deleteExpired(deps.db, new Date(at.getTime() - CODE_RETENTION_MS)),

    /**
     * Checks and uses up a code. Wrong tries are counted on the root handle so a rollback of the
     * caller's transaction cannot undo them; the code itself is consumed inside `executor`.
     */
    async verify(
      executor: Executor,
      purpose: SmsPurpose,
      countryDialingCode: string,
      mobileNum: string,
      code: string,
    ): Promise<void> {
      const phone = phoneKey(countryDialingCode, mobileNum);
      const at = now();
      const row = await verificationRepository.latestActive(executor, purpose, phone, at);
      if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw new AppError('SMS_CODE_INVALID');
      if (!checkSaltedHash(row.codeHash, code.trim())) {
        await verificationRepository.addAttempt(deps.db, row.id);
        throw new AppError('SMS_CODE_INVALID');
      }
      if (!(await verificationRepository.consume(executor, row.id, at)))
        throw new AppError('SMS_CODE_INVALID');
    },
  };
}
