import type { SecondFactor, TotpSetup, TwoStepChallenge, TwoStepStatus } from '@goldline/contract/two-step';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';
import {
  checkSaltedHash,
  newToken,
  randomCode,
  randomDigits,
  saltedHash,
  sha256Hex,
} from '../../lib/crypto.ts';
import { maskEmail, maskMobile } from '../../lib/masking.ts';
import type { KeyService } from '../keys/keys.service.ts';
import type { OutboxEventInput, Trx } from '../ledger/ledger.types.ts';
import type { MemberRecord, MemberRecords } from '../member/member-records.service.ts';
import { writeMessage } from '../messages/inbox.service.ts';
import type { MessageProvider } from '../messages/message-provider.types.ts';
import type { SmsService } from '../verification/sms.service.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';
import { twoStepRepository as repo } from './two-step.repository.ts';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  EMAIL_CODE_MINUTES,
  EMAIL_RESEND_SECONDS,
  FAILURE_WINDOW_MS,
  ipKey,
  lockedForSeconds,
  loginMethods,
  type MemberFactors,
  needsSecondStep,
  RECOVERY_CODE_COUNT,
  STEP_UP_FRESH_MS,
  stepUpMethod,
} from './two-step-policy.ts';

export type TwoStepService = ReturnType<typeof createTwoStepService>;

/** What a password login carries into its second step, and back out of it. */
export interface PasswordFlags {
  weakPassword: boolean;
  usedTemporaryPassword: boolean;
}

/** How long challenges and failures are kept after they stop mattering (cleanup job). */
const RETENTION_MS = 24 * 3_600_000;

/**
 * Two-step login, the authenticator app, recovery codes and step-up (issue 17, decision 103). The
 * session module asks `afterPassword` whether a login may open a session now, and `completeChallenge`
 * when the second step arrives; it opens the session itself and calls `loginCompleted` in the
 * session's transaction.
 */
export function createTwoStepService(deps: {
  db: Db;
  keys: Pick<KeyService, 'seal' | 'decrypt'>;
  sms: SmsService;
  messages: MessageProvider;
  members: MemberRecords;
  brand: () => Promise<string>;
  /** The operator's `stepUp.sms` setting: SMS step-up for members without an authenticator. */
  smsStepUp: () => Promise<boolean>;
  /** Writes the new-IP message's live event with the login (the ledger's emit). */
  emit: (events: OutboxEventInput[], trx: Trx) => Promise<void>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function totpOn(memberId: string, executor: Executor = db): Promise<boolean> {
    return Boolean((await repo.totp(executor, memberId))?.confirmedAt);
  }
  const factorsOf = async (m: MemberRecord): Promise<MemberFactors> => ({
    totp: await totpOn(m.id),
    mobile: Boolean(m.mobileNum),
    email: Boolean(m.email),
  });
  async function member(memberId: string): Promise<MemberRecord> {
    const m = await deps.members.findById(memberId);
    if (!m) throw new AppError('UNAUTHORIZED');
    return m;
  }

  async function assertNotLocked(memberId: string): Promise<void> {
    const at = now();
    const failures = await repo.failuresSince(db, memberId, new Date(at.getTime() - FAILURE_WINDOW_MS));
    const retryAfterSeconds = lockedForSeconds(failures, at);
    if (retryAfterSeconds > 0) throw new AppError('TWO_STEP_LOCKED', { retryAfterSeconds });
  }
  /** Counted on the root handle, so no caller's rollback forgets a wrong code. */
  async function refuse(memberId: string): Promise<never> {
    await repo.recordFailure(db, memberId, now());
    throw new AppError('TWO_STEP_CODE_INVALID');
  }

  async function proveTotp(memberId: string, code: string): Promise<boolean> {
    const f = await repo.totp(db, memberId);
    if (!f?.confirmedAt) return false;
    const secret = await deps.keys.decrypt(f.secretSealed);
    const step = await matchTotp(secret, code, now().getTime(), f.lastStep);
    return step !== null && (await repo.claimStep(db, memberId, step));
  }
  async function proveRecovery(memberId: string, code: string): Promise<boolean> {
    const match = (await repo.unusedRecoveryCodes(db, memberId)).find((r) =>
      checkSaltedHash(r.codeHash, code),
    );
    return match !== undefined && (await repo.useRecoveryCode(db, match.id, now()));
  }
  async function proveSms(m: MemberRecord, code: string): Promise<boolean> {
    if (!m.mobileNum) return false;
    try {
      await deps.sms.verify(db, 'two_step', m.countryDialingCode ?? '', m.mobileNum, code);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'SMS_CODE_INVALID') return false;
      throw err;
    }
  }
  /** Checks one code of a member's factor and uses it up; a wrong one is counted and refused. */
  async function prove(m: MemberRecord, method: SecondFactor, code: string, emailHash?: string | null) {
    await assertNotLocked(m.id);
    let ok = false;
    if (method === 'TOTP') ok = await proveTotp(m.id, code);
    else if (method === 'RECOVERY') ok = (await totpOn(m.id)) && (await proveRecovery(m.id, code));
    else if (method === 'SMS') ok = await proveSms(m, code);
    else ok = Boolean(emailHash) && checkSaltedHash(emailHash ?? '', code);
    if (!ok) await refuse(m.id);
  }

  /** A challenge that can still be answered, by the sha256 of its token. */
  async function liveChallenge(token: string) {
    const idHash = sha256Hex(token);
    const c = await repo.findChallenge(db, idHash);
    if (!c || c.usedAt || c.expiresAt <= now() || c.attempts >= CHALLENGE_MAX_ATTEMPTS)
      throw new AppError('TWO_STEP_EXPIRED');
    return { idHash, c };
  }

  return {
    /**
     * After the password was proven: null when the session may open now, else the challenge the
     * login answers with (no session yet). The IP check is one statement on primary keys.
     */
    async afterPassword(
      m: MemberRecord,
      meta: ClientMeta,
      flags: PasswordFlags,
    ): Promise<TwoStepChallenge | null> {
      const facts = await repo.loginFacts(db, m.id, ipKey(meta.ip));
      const factors = { totp: facts.totp, mobile: Boolean(m.mobileNum), email: Boolean(m.email) };
      if (!needsSecondStep(factors, facts)) return null;
      await assertNotLocked(m.id);
      const token = newToken();
      const at = now();
      await repo.insertChallenge(db, {
        idHash: sha256Hex(token),
        memberId: m.id,
        ip: ipKey(meta.ip),
        userAgent: meta.userAgent,
        ...flags,
        at,
        expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
      });
      return {
        challenge: token,
        methods: loginMethods(factors),
        mobileMasked: m.mobileNum ? maskMobile(m.countryDialingCode, m.mobileNum) : null,
        emailMasked: m.email ? maskEmail(m.email) : null,
        expiresInSeconds: CHALLENGE_TTL_MS / 1000,
      };
    },

    /** POST /wps/session/login/two-step/send: an SMS or e-mail code for a pending login. */
    async sendChallengeCode(token: string, method: 'SMS' | 'EMAIL', ip: string) {
      const { idHash, c } = await liveChallenge(token);
      const m = await member(c.memberId);
      if (method === 'SMS') {
        if (!m.mobileNum) throw new AppError('VALIDATION_FAILED', { fields: { method: 'unavailable' } });
        return deps.sms.send('two_step', m.countryDialingCode ?? '', m.mobileNum, ip);
      }
      if (!m.email) throw new AppError('VALIDATION_FAILED', { fields: { method: 'unavailable' } });
      const at = now();
      if (c.emailSentAt && at.getTime() - c.emailSentAt.getTime() < EMAIL_RESEND_SECONDS * 1000) {
        const retryAfterSeconds = Math.ceil(
          (c.emailSentAt.getTime() + EMAIL_RESEND_SECONDS * 1000 - at.getTime()) / 1000,
        );
        throw new AppError('SMS_THROTTLED', { retryAfterSeconds });
      }
      const code = randomDigits(6);
      await repo.setChallengeEmailCode(db, idHash, saltedHash(code), at);
      const brand = await deps.brand();
      await deps.messages.sendEmail(
        m.email,
        `${brand}: your login code`,
        `Your ${brand} login code is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes. If you did not try to log in, change your password.\n`,
      );
      return { expiredMinutes: EMAIL_CODE_MINUTES, resendAfterSeconds: EMAIL_RESEND_SECONDS };
    },

    /**
     * POST /wps/session/login/two-step: checks the code and uses the challenge up. Answers whose login
     * it was and where from; a wrong code is counted on the challenge and on the member.
     */
    async completeChallenge(token: string, method: SecondFactor, code: string) {
      const { idHash, c } = await liveChallenge(token);
      const m = await member(c.memberId);
      const emailFresh =
        c.emailSentAt && now().getTime() - c.emailSentAt.getTime() < EMAIL_CODE_MINUTES * 60_000;
      try {
        await prove(m, method, code, emailFresh ? c.emailCodeHash : null);
      } catch (err) {
        if (err instanceof AppError && err.code === 'TWO_STEP_CODE_INVALID')
          await repo.addChallengeAttempt(db, idHash);
        throw err;
      }
      if (!(await repo.useChallenge(db, idHash, now()))) throw new AppError('TWO_STEP_EXPIRED');
      return {
        member: m,
        meta: { ip: c.ip, userAgent: c.userAgent },
        flags: { weakPassword: c.weakPassword, usedTemporaryPassword: c.usedTemporaryPassword },
      };
    },

    /**
     * In the transaction that opens a session: remembers the IP, and tells the member in their inbox
     * when it is one they had not used (not for the very first remembered IP).
     */
    async loginCompleted(trx: Trx, memberId: string, meta: ClientMeta): Promise<void> {
      const ip = ipKey(meta.ip);
      const at = now();
      const hadAny = (await repo.knownIps(trx, memberId, 1)).length > 0;
      const isNew = await repo.rememberIp(trx, memberId, ip, at);
      if (!isNew || !hadAny) return;
      const event = await writeMessage(trx, {
        memberId,
        kind: 'NEW_IP_LOGIN',
        params: { ip, time: at.toISOString(), device: meta.userAgent?.slice(0, 120) ?? '' },
        at,
      });
      await deps.emit([event], trx);
    },

    /** Seeds: an IP the member is known from (the demo members' loopback, decision 103). */
    async rememberIp(memberId: string, ip: string, executor: Executor = db): Promise<void> {
      await repo.rememberIp(executor, memberId, ipKey(ip), now());
    },

    /** GET /wps/member/security/two-step */
    async status(memberId: string): Promise<TwoStepStatus> {
      const m = await member(memberId);
      const factors = await factorsOf(m);
      return {
        totpEnabled: factors.totp,
        recoveryCodesLeft: factors.totp ? (await repo.unusedRecoveryCodes(db, memberId)).length : 0,
        stepUpMethod: stepUpMethod(factors, await deps.smsStepUp()),
        knownIps: (await repo.knownIps(db, memberId, 10)).map((r) => ({
          ip: r.ip,
          lastSeenAt: r.lastSeenAt.toISOString(),
        })),
      };
    },

    /** A new secret to scan; replaces an unconfirmed one. The secret is stored sealed (decision 103). */
    async totpSetup(memberId: string): Promise<TotpSetup> {
      const m = await member(memberId);
      if (await totpOn(memberId)) throw new AppError('TOTP_ALREADY_ENABLED');
      const secret = newTotpSecret();
      if (!(await repo.putPendingTotp(db, memberId, await deps.keys.seal(secret), now())))
        throw new AppError('TOTP_ALREADY_ENABLED');
      return { secret, otpauthUrl: totpUri(secret, await deps.brand(), m.username) };
    },

    /** The first code proves the app holds the secret; answers the recovery codes, shown this once. */
    async totpConfirm(memberId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      const f = await repo.totp(db, memberId);
      if (!f) throw new AppError('TOTP_NOT_ENABLED');
      if (f.confirmedAt) throw new AppError('TOTP_ALREADY_ENABLED');
      await assertNotLocked(memberId);
      const step = await matchTotp(await deps.keys.decrypt(f.secretSealed), code, now().getTime(), null);
      if (step === null) await refuse(memberId);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        const c = randomCode(10);
        return `${c.slice(0, 5)}-${c.slice(5)}`;
      });
      await db.transaction().execute(async (trx) => {
        if (!(await repo.confirmTotp(trx, memberId, step as number, now())))
          throw new AppError('TOTP_ALREADY_ENABLED');
        await repo.replaceRecoveryCodes(
          trx,
          memberId,
          recoveryCodes.map((c) => saltedHash(c.replace('-', ''))),
        );
      });
      return { recoveryCodes };
    },

    /** Turning the authenticator off takes one of its codes (or a recovery code). */
    async totpDisable(memberId: string, code: string): Promise<void> {
      if (!(await totpOn(memberId))) throw new AppError('TOTP_NOT_ENABLED');
      await prove(await member(memberId), /^\d{6}$/.test(code) ? 'TOTP' : 'RECOVERY', code);
      await repo.deleteTotp(db, memberId);
    },

    /** POST /wps/member/security/step-up/sms: a code to the bound mobile. */
    async sendStepUpSms(memberId: string, ip: string) {
      const m = await member(memberId);
      if (!m.mobileNum) throw new AppError('VALIDATION_FAILED', { fields: { method: 'unavailable' } });
      return deps.sms.send('two_step', m.countryDialingCode ?? '', m.mobileNum, ip);
    },

    /** POST /wps/member/security/step-up: a fresh second factor on this session. */
    async stepUp(memberId: string, sessionId: string, method: 'TOTP' | 'SMS' | 'RECOVERY', code: string) {
      await prove(await member(memberId), method, code);
      await repo.putStepUp(db, sessionId, now());
      return { validForSeconds: STEP_UP_FRESH_MS / 1000 };
    },

    /**
     * Before a withdrawal or a payment-password change (decision 103): STEP_UP_REQUIRED (with the
     * method to use) unless this session proved a second factor in the last few minutes.
     */
    async assertStepUp(memberId: string, sessionId: string): Promise<void> {
      const method = stepUpMethod(await factorsOf(await member(memberId)), await deps.smsStepUp());
      if (!method) return;
      const at = await repo.stepUpAt(db, sessionId);
      if (!at || now().getTime() - at.getTime() > STEP_UP_FRESH_MS)
        throw new AppError('STEP_UP_REQUIRED', { fields: { method } });
    },

    /** Cleanup job: challenges and wrong-code records that no longer count for anything. */
    async deleteOld(at: Date = now()): Promise<number> {
      const before = new Date(at.getTime() - RETENTION_MS);
      return (await repo.deleteExpiredChallenges(db, before)) + (await repo.deleteFailuresBefore(db, before));
    },
  };
}
