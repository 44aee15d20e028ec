import type {
  BindMobileRequest,
  ConfirmEmailRequest,
  PaymentPasswordRequest,
  SecurityOverview,
} from '@goldline/contract/security';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { checkSaltedHash, randomDigits, saltedHash } from '../../lib/crypto.ts';
import { maskEmail, maskMobile } from '../../lib/masking.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { MessageProvider } from '../messages/message-provider.types.ts';
import type { SmsService } from '../verification/sms.service.ts';
import { securityRepository } from './security.repository.ts';

const EMAIL_CODE_MINUTES = 10;
const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** At most this many binding e-mails per member per hour (the address may be anyone's). */
const EMAIL_CODES_PER_HOUR = 5;
/** How long a code row outlives its expiry: longer than the one-hour send limit looks back. */
const EMAIL_CODE_RETENTION_MS = 24 * 3_600_000;

export type SecurityService = ReturnType<typeof createSecurityService>;

export function createSecurityService(deps: {
  db: Db;
  hasher: PasswordHasher;
  sms: SmsService;
  messages: MessageProvider;
  members: MemberRecords;
  brand: () => Promise<string>;
  /** A fresh second factor on the calling session (modules/two-step, decision 103). */
  stepUp?: { assertStepUp(memberId: string, sessionId: string): Promise<void> };
  now?: () => Date;
}) {
  const { db, hasher } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Sets a payment password without the member's own checks (the demo seed); hashed here. */
    async presetPaymentPassword(memberId: string, password: string, executor: Executor = db): Promise<void> {
      await securityRepository.setPaymentPassword(executor, memberId, await hasher.hash(password), now());
    },

    /**
     * Checks the payment password before money leaves a member (withdraw, transfers). Runs before
     * the money transaction: argon2 is slow and must not hold row locks.
     */
    async assertPaymentPassword(memberId: string, password: string, executor: Executor = db): Promise<void> {
      const hash = await securityRepository.paymentPasswordHash(executor, memberId);
      if (!hash) throw new AppError('PAYMENT_PASSWORD_REQUIRED');
      if (!(await hasher.verify(hash, password))) throw new AppError('PAYMENT_PASSWORD_INCORRECT');
    },

    hasPaymentPassword: async (memberId: string) =>
      (await securityRepository.paymentPasswordHash(db, memberId)) !== null,

    /** GET /wps/member/security */
    async overview(memberId: string): Promise<SecurityOverview> {
      const m = await deps.members.findById(memberId);
      if (!m) throw new AppError('UNAUTHORIZED');
      const logins = await securityRepository.recentLogins(db, memberId, 10);
      return {
        account: m.username,
        mobileMasked: m.mobileNum ? maskMobile(m.countryDialingCode, m.mobileNum) : null,
        emailMasked: m.email ? maskEmail(m.email) : null,
        hasPaymentPassword: (await securityRepository.paymentPasswordHash(db, memberId)) !== null,
        recentLogins: logins.map((l) => ({
          time: l.createdAt.toISOString(),
          ip: l.ip,
          userAgent: l.userAgent,
        })),
      };
    },

    /** POST /wps/member/payment-password: first time proven by the login password, later by the old one. */
    async setPaymentPassword(
      memberId: string,
      req: PaymentPasswordRequest,
      sessionId?: string,
    ): Promise<void> {
      if (req.newPaymentPassword !== req.confirmPaymentPassword) throw new AppError('PASSWORD_MISMATCH');
      if (sessionId) await deps.stepUp?.assertStepUp(memberId, sessionId);
      const m = await deps.members.findById(memberId);
      if (!m) throw new AppError('UNAUTHORIZED');
      const current = await securityRepository.paymentPasswordHash(db, memberId);
      if (current) {
        if (!req.oldPaymentPassword) throw validationFailed({ oldPaymentPassword: 'required' });
        if (!(await hasher.verify(current, req.oldPaymentPassword)))
          throw new AppError('PAYMENT_PASSWORD_INCORRECT');
      } else {
        if (!req.loginPassword) throw validationFailed({ loginPassword: 'required' });
        if (!m.passwordHash || !(await hasher.verify(m.passwordHash, req.loginPassword)))
          throw new AppError('OLD_PASSWORD_INCORRECT');
      }
      // A payment password equal to the login password would make it no second secret at all.
      if (m.passwordHash && (await hasher.verify(m.passwordHash, req.newPaymentPassword)))
        throw validationFailed({ newPaymentPassword: 'same_as_login' });
      await securityRepository.setPaymentPassword(
        db,
        memberId,
        await hasher.hash(req.newPaymentPassword),
        now(),
      );
    },

    /** POST /wps/member/mobile/bind: the code comes from POST /wps/verification/sms/register. */
    async bindMobile(memberId: string, req: BindMobileRequest): Promise<void> {
      const dial = req.countryDialingCode.replace(/^\+/, '');
      await db.transaction().execute(async (trx) => {
        if (await deps.members.mobileTaken(dial, req.mobileNum, memberId, trx))
          throw new AppError('MOBILE_TAKEN');
        await deps.sms.verify(trx, 'register', dial, req.mobileNum, req.verificationCode);
        await deps.members.setMobile(memberId, dial, req.mobileNum, trx);
      });
    },

    /** POST /wps/member/email/bind: mails a 6-digit code to the new address. */
    async sendEmailCode(memberId: string, email: string): Promise<{ expiredMinutes: number }> {
      const at = now();
      const sent = await securityRepository.emailCodesSince(db, memberId, new Date(at.getTime() - 3_600_000));
      if (sent >= EMAIL_CODES_PER_HOUR) throw new AppError('RATE_LIMITED', { retryAfterSeconds: 3600 });
      const code = randomDigits(6);
      await securityRepository.insertEmailCode(db, {
        memberId,
        email,
        codeHash: saltedHash(code),
        at,
        expiresAt: new Date(at.getTime() + EMAIL_CODE_MINUTES * 60_000),
      });
      const brand = await deps.brand();
      await deps.messages.sendEmail(
        email,
        `${brand}: confirm your e-mail`,
        `Your ${brand} e-mail verification code is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes.\n`,
      );
      return { expiredMinutes: EMAIL_CODE_MINUTES };
    },

    /**
     * Cleanup job (decision 060): binding codes expired a day ago, used or not; the hourly send limit
     * counts the last hour's rows, so those stay.
     */
    deleteOldEmailCodes: (at: Date = now()) =>
      securityRepository.deleteExpiredEmailCodes(db, new Date(at.getTime() - EMAIL_CODE_RETENTION_MS)),

    /** POST /wps/member/email/bind/confirm */
    async confirmEmail(memberId: string, req: ConfirmEmailRequest): Promise<void> {
      const at = now();
      const row = await securityRepository.latestEmailCode(db, memberId, req.email, at);
      if (!row || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) throw new AppError('SMS_CODE_INVALID');
      if (!checkSaltedHash(row.codeHash, req.code)) {
        await securityRepository.addEmailAttempt(db, row.id);
        throw new AppError('SMS_CODE_INVALID');
      }
      await db.transaction().execute(async (trx) => {
        if (!(await securityRepository.useEmailCode(trx, row.id, at))) throw new AppError('SMS_CODE_INVALID');
        await deps.members.setEmail(memberId, req.email, trx);
      });
    },
  };
}
