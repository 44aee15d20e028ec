import { isAgentType, TRIAL_TYPE } from '@goldline/contract/member';
import type { LoginRequest, LoginResponse } from '@goldline/contract/session';
import type { MemberSessions, TwoStepChallenge, TwoStepVerifyRequest } from '@goldline/contract/two-step';
import type * as z from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';
import { randomCode } from '../../lib/crypto.ts';
import { type PasswordHasher, WEAK_PASSWORD } from '../../lib/password.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { MemberRecord, MemberRecords } from '../member/member-records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { TwoStepService } from '../two-step/two-step.service.ts';
import type { SmsService } from '../verification/sms.service.ts';
import { sessionRepository } from './session.repository.ts';
import { captchaRequired, LOGIN_FAILURE_WINDOW_MS } from './session-policy.ts';
import type { TokenService } from './tokens.service.ts';

type ParsedLogin = z.output<typeof LoginRequest>;
type TwoStepVerifyParsed = z.output<typeof TwoStepVerifyRequest>;

/** The sessions list shows at most this many (a member with more has bigger problems). */
const SESSIONS_LISTED = 20;

export type { ClientMeta };

/** Passwords expire after 90 days when the operator turns PWDEXPFORCECHANGE3 on (spec section 3). */
const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  captcha: CaptchaService;
  sms: SmsService;
  system: SystemService;
  ledger: LedgerService;
  members: MemberRecords;
  twoStep: TwoStepService;
  /** Responsible gaming (decision 107): refuses excluded members, bounds a session's life. */
  responsibleGaming: { beforeLogin(memberId: string): Promise<{ maxSessionMs: number | null }> };
  now?: () => Date;
}) {
  const { db, hasher, tokens } = deps;
  const now = deps.now ?? (() => new Date());

  async function failureCounts(usernameLower: string, ip: string): Promise<boolean> {
    const since = new Date(now().getTime() - LOGIN_FAILURE_WINDOW_MS);
    const [account, byIp] = await Promise.all([
      sessionRepository.countFailures(db, since, { usernameLower }),
      sessionRepository.countFailures(db, since, { ip }),
    ]);
    return captchaRequired(account, byIp);
  }

  /** Opens a session for a member whose credentials were just proven, with the spec's login flags. */
  async function openSession(
    member: MemberRecord,
    meta: ClientMeta,
    flags: { weakPassword: boolean; usedTemporaryPassword?: boolean },
  ): Promise<LoginResponse> {
    const at = now();
    const { maxSessionMs } = await deps.responsibleGaming.beforeLogin(member.id);
    const expiryOn = await deps.system.flag('PWDEXPFORCECHANGE3');
    const passwordExpired =
      member.mustChangePassword ||
      flags.usedTemporaryPassword === true ||
      (expiryOn && at.getTime() - member.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_MS);
    const token = await db.transaction().execute(async (trx) => {
      await deps.members.markLogin(member.id, at, trx);
      await deps.twoStep.loginCompleted(trx, member.id, meta);
      return tokens.issue(trx, 'member', member.id, meta, maxSessionMs);
    });
    return {
      token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired,
      weakPassword: flags.weakPassword,
      nextStep: 'NONE',
    };
  }

  function checkPortal(member: MemberRecord, portal: 'member' | 'agent'): void {
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    // Agents may also play on the member site (docs/decisions/011-sessions.md); trial accounts
    // never log in with credentials; the agent portal admits agents only (spec section 6).
    if (portal === 'agent' && !isAgentType(member.type)) throw new AppError('NOT_AGENT');
    if (member.type === TRIAL_TYPE) throw new AppError('NOT_MEMBER');
  }

  async function loginWithPassword(req: Extract<ParsedLogin, { type: 'username' }>, meta: ClientMeta) {
    const usernameLower = req.username.toLowerCase();
    if (await failureCounts(usernameLower, meta.ip)) {
      const ok = await deps.captcha.check(req.captchaId, req.captcha);
      if (!ok) throw new AppError('CAPTCHA_REQUIRED', { captchaRequired: true });
    }
    const member = await deps.members.findByUsername(req.username);
    let valid = false;
    let usedTemporaryPassword = false;
    if (member?.passwordHash) {
      valid = await hasher.verify(member.passwordHash, req.password);
      if (!valid) {
        const reset = await deps.members.latestActiveReset(member.id, now());
        if (reset && (await hasher.verify(reset.tempHash, req.password))) {
          valid = await deps.members.useReset(reset.id, now());
          usedTemporaryPassword = valid;
        }
      }
    } else {
      // Same work for unknown users, so timing does not tell which usernames exist.
      await hasher.verifyDummy(req.password);
    }
    if (!member || !valid) {
      await sessionRepository.recordFailure(db, usernameLower, meta.ip, now());
      throw new AppError('INVALID_CREDENTIALS', {
        captchaRequired: await failureCounts(usernameLower, meta.ip),
      });
    }
    checkPortal(member, req.portal);
    await sessionRepository.clearFailures(db, usernameLower);
    const flags = { weakPassword: req.password === WEAK_PASSWORD, usedTemporaryPassword };
    // An unknown IP, or the authenticator on: no session until the second step (decision 103).
    const challenge = await deps.twoStep.afterPassword(member, meta, flags);
    if (challenge) return twoStepDue(challenge);
    return openSession(member, meta, flags);
  }

  async function loginWithSms(req: Extract<ParsedLogin, { type: 'sms' }>, meta: ClientMeta) {
    if (!(await deps.system.flag('MOBILEVERCODELOGIN3'))) throw new AppError('FEATURE_DISABLED');
    const dial = req.countryDialingCode.replace(/^\+/, '');
    await deps.sms.verify(db, 'login', dial, req.mobileNum, req.verificationCode);
    const member = await deps.members.findByMobile(dial, req.mobileNum);
    if (!member) throw new AppError('INVALID_CREDENTIALS');
    checkPortal(member, req.portal);
    // The web skips the forced change after an SMS login (spec section 4), so weakPassword stays false.
    return openSession(member, meta, { weakPassword: false });
  }

  /** The login's answer while a second step is due: no session yet, the challenge says how to finish. */
  const twoStepDue = (challenge: TwoStepChallenge): LoginResponse => ({
    token: '',
    firstTimeLogin: false,
    passwordExpired: false,
    weakPassword: false,
    nextStep: 'TWO_STEP',
    challenge,
  });

  return {
    openSession,

    /**
     * A sign-in proven by an identity provider (decision 111): the same portal checks and second-step
     * rules as a password login (decision 103), then the same session. A member without a password
     * is never told to change one.
     */
    async loginWithProvider(memberId: string, meta: ClientMeta): Promise<LoginResponse> {
      const member = await deps.members.findById(memberId);
      if (!member) throw new AppError('OIDC_SIGN_IN_FAILED');
      checkPortal(member, 'member');
      const flags = { weakPassword: false, usedTemporaryPassword: false };
      const challenge = await deps.twoStep.afterPassword(member, meta, flags);
      if (challenge) return twoStepDue(challenge);
      const login = await openSession(member, meta, flags);
      return member.passwordHash ? login : { ...login, passwordExpired: false };
    },

    async login(req: ParsedLogin, meta: ClientMeta): Promise<LoginResponse> {
      return req.type === 'username' ? loginWithPassword(req, meta) : loginWithSms(req, meta);
    },

    /** POST /wps/session/login/two-step: the second step proven, the session opens (spec section 2). */
    async completeTwoStep(req: TwoStepVerifyParsed): Promise<LoginResponse> {
      const done = await deps.twoStep.completeChallenge(req.challenge, req.method, req.code);
      // The member may have been disabled while the code was on its way.
      if (done.member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      return openSession(done.member, done.meta, done.flags);
    },

    /** GET /wps/member/sessions: the member's live sessions, this one marked (decision 104). */
    async listSessions(memberId: string, currentSessionId: string): Promise<MemberSessions> {
      const rows = await tokens.live('member', memberId, SESSIONS_LISTED);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          ip: r.ip,
          userAgent: r.userAgent,
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          current: r.id === currentSessionId,
        })),
      };
    },

    /**
     * POST /wps/member/sessions/logout-others: every other session of the member is revoked; the
     * revoke's NOTIFY drops them from every process's cache at once (decision 067).
     */
    async logoutOthers(memberId: string, currentSessionId: string): Promise<{ revoked: number }> {
      return { revoked: await tokens.revokeAllFor(db, 'member', memberId, currentSessionId) };
    },

    logout: (sessionId: string) => tokens.revoke(sessionId),

    /** Free play (spec section 6): a trial account (type 4) with a play-money wallet. */
    async freeplay(meta: ClientMeta): Promise<LoginResponse> {
      if (!(await deps.system.flag('FREEPLAY3'))) throw new AppError('FEATURE_DISABLED');
      const site = await deps.system.setting('site');
      const token = await db.transaction().execute(async (trx) => {
        const id = await deps.members.insert(
          { username: `trial_${randomCode(10).toLowerCase()}`, passwordHash: null, type: TRIAL_TYPE },
          trx,
        );
        // The play money is a ledger movement from the play-money issuer; the ledger keeps it among
        // play accounts, so it can never reach real money (docs/decisions/030-ledger.md).
        const currency = site.currency.currency;
        await deps.ledger.ensureMemberAccount(id, 'play', currency, trx);
        await deps.ledger.move(
          {
            scope: 'freeplay',
            key: id,
            kind: 'play_money',
            postings: [
              {
                from: { system: 'play_money_issuer', currency },
                to: { memberId: id, kind: 'play' },
                amount: BigInt(site.trialPlayMoneyMinor),
              },
            ],
            memo: 'Free-play grant',
          },
          trx,
        );
        await deps.members.markLogin(id, now(), trx);
        return tokens.issue(trx, 'member', id, meta);
      });
      return { token, firstTimeLogin: true, passwordExpired: false, weakPassword: false, nextStep: 'NONE' };
    },
  };
}
