import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  MemberInfo,
  RegisterResponse,
} from '@goldline/contract/member';
import { isAgentType, MEMBER_TYPE, TRIAL_TYPE } from '@goldline/contract/member';
import { minorToAmount } from '@goldline/contract/money';
import { checkRegistrationField } from '@goldline/contract/registration-rules';
import type { LoginResponse } from '@goldline/contract/session';
import type { VipBadge } from '@goldline/contract/vip';
import type * as z from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { ClientMeta, SubjectKind } from '../../lib/client-meta.ts';
import { randomCode } from '../../lib/crypto.ts';
import { type PasswordHasher, WEAK_PASSWORD } from '../../lib/password.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { MessageProvider } from '../messages/message-provider.types.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { type MemberRecord, memberRepository } from './member.repository.ts';
import { checkRegistration, type ParsedRegister } from './registration.ts';

/** Temporary passwords from "forgot by e-mail" work for 30 minutes and once (docs/decisions/013). */
const TEMP_PASSWORD_TTL_MS = 30 * 60_000;
const DEFAULT_AVATAR = '/assets/avatar-default.svg';

export type MemberService = ReturnType<typeof createMemberService>;

/**
 * What this module needs of the session and verification modules, injected by the composition root
 * (declared here, so member does not import them: they depend on member, decision 063).
 */
export interface SessionOpener {
  openSession(
    member: MemberRecord,
    meta: ClientMeta,
    flags: { weakPassword: boolean; usedTemporaryPassword?: boolean },
  ): Promise<LoginResponse>;
}
export interface SessionRevoker {
  revokeAllFor(
    executor: Executor,
    kind: SubjectKind,
    subjectId: string,
    keepSessionId?: string,
  ): Promise<unknown>;
}
export interface SmsCodeVerifier {
  verify(
    executor: Executor,
    purpose: 'register' | 'forgot',
    countryDialingCode: string,
    mobileNum: string,
    code: string,
  ): Promise<void>;
}

/**
 * Refer and earn (modules/referral, declared here so member does not import it): told of every
 * sign-up in its transaction, with the referrer, the device id the browser sent and the IP address.
 */
export interface SignUpRecorder {
  recordSignUp(
    trx: Executor,
    s: { memberId: string; referrerId: string | null; deviceId: string | null; ip: string | null },
  ): Promise<void>;
}

/** The VIP fields of the member's public state (modules/vip, declared here so member does not import it). */
export interface VipBadgeSource {
  /** The level named in `language` (a spec language code; English when not translated). */
  badge(memberId: string, language: string): Promise<VipBadge>;
}
const NO_VIP: VipBadge = { hasVip: false, vipRankLevel: 0, vipLabelName: '' };

export function createMemberService(deps: {
  db: Db;
  hasher: PasswordHasher;
  tokens: SessionRevoker;
  sessions: SessionOpener;
  captcha: CaptchaService;
  sms: SmsCodeVerifier;
  system: SystemService;
  messages: MessageProvider;
  /** Opens the member's cash account: member ledger accounts are opened only by the ledger. */
  ledger: Pick<LedgerService, 'ensureMemberAccount'>;
  wallet: Pick<WalletService, 'mainAccount'>;
  vip?: VipBadgeSource;
  referrals?: SignUpRecorder;
  now?: () => Date;
}) {
  const { db, hasher, system } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkNewPassword(password: string, field: string): Promise<void> {
    const rules = await system.registrationRules();
    const problem = rules.password ? checkRegistrationField(rules.password, password) : null;
    if (problem) throw validationFailed({ [field]: problem });
  }

  return {
    /** PUT /wps/member/register and /register/mobile (spec sections 3-5). */
    async register(
      req: ParsedRegister,
      mode: 'username' | 'mobile',
      meta: ClientMeta,
    ): Promise<RegisterResponse> {
      const flags = await system.setting('whitelabel');
      if (mode === 'username' && !flags.USERNAMEREG3) throw new AppError('FEATURE_DISABLED');
      if (mode === 'mobile' && !(flags.MOBILENUMREG3 || flags.MOBILENUMPASSREG3))
        throw new AppError('FEATURE_DISABLED');
      const rules = await system.registrationRules();
      checkRegistration(req, rules, mode, now());
      const dial = req.countryDialingCode?.replace(/^\+/, '') ?? null;
      const username = mode === 'mobile' ? req.mobileNum! : req.username!;
      if (
        rules.captcha?.enabled &&
        rules.captcha.required &&
        !(await deps.captcha.check(req.captchaId, req.captcha))
      ) {
        throw new AppError('CAPTCHA_INVALID');
      }
      const site = await system.setting('site');
      const passwordHash = await hasher.hash(req.password);

      const memberId = await db.transaction().execute(async (trx) => {
        let parentId: string | null = null;
        if (req.affiliateCode) {
          const aff = await memberRepository.findAffiliateAgent(trx, req.affiliateCode);
          if (!aff) throw new AppError('INVALID_AFFILIATE_CODE');
          parentId = aff.agentId;
        }
        let referrerId: string | null = null;
        if (req.referralCode) {
          const referrer = flags.REFERRAL
            ? await memberRepository.findByReferralCode(trx, req.referralCode)
            : null;
          if (!referrer) throw new AppError('INVALID_REFERRAL_CODE');
          referrerId = referrer.id;
        }
        if (await memberRepository.usernameTaken(trx, username)) throw new AppError('USERNAME_TAKEN');
        if (req.mobileNum && dial && (await memberRepository.findByMobile(trx, dial, req.mobileNum))) {
          throw new AppError('MOBILE_TAKEN');
        }
        // A number given on either tab is proven by SMS when REGMOBVERF3 is on: nobody can claim
        // (and so block) someone else's number; a username sign-up without a number needs no code.
        if (flags.REGMOBVERF3 && req.mobileNum && dial) {
          if (!req.verificationCode) throw validationFailed({ verificationCode: 'required' });
          await deps.sms.verify(trx, 'register', dial, req.mobileNum, req.verificationCode);
        }
        const profile: Record<string, string> = {};
        for (const k of [
          'qqNum',
          'line',
          'whatsapp',
          'facebook',
          'wechat',
          'idNumber',
          'recommenderId',
        ] as const) {
          const v = req[k];
          if (v) profile[k] = v;
        }
        // The link's code, for its registration count in the agent centre (decision 077).
        if (req.affiliateCode) profile.affiliateCode = req.affiliateCode.toUpperCase();
        if (req.registerUrl) profile.registerUrl = req.registerUrl;
        if (req.domain) profile.domain = req.domain;
        // The payment password is a second secret: stored hashed, never in the profile.
        if (req.paymentPassword) profile.paymentPasswordHash = await hasher.hash(req.paymentPassword);
        const id = await memberRepository.insert(trx, {
          username,
          passwordHash,
          type: MEMBER_TYPE,
          parentId,
          referrerId,
          referralCode: randomCode(8),
          email: req.email || null,
          mobileNum: req.mobileNum || null,
          countryDialingCode: req.mobileNum ? dial : null,
          payeeName: req.payeeName || null,
          birthday: req.birthday || null,
          profile,
        });
        // The wallet row is born with the member, in the same transaction (issue "Foundation").
        await deps.ledger.ensureMemberAccount(id, 'cash', site.currency.currency, trx);
        await deps.referrals?.recordSignUp(trx, {
          memberId: id,
          referrerId,
          deviceId: req.deviceId || null,
          ip: meta.ip,
        });
        return id;
      });

      const member = (await memberRepository.findById(db, memberId))!;
      const login = await deps.sessions.openSession(member, meta, {
        weakPassword: req.password === WEAK_PASSWORD,
      });
      return {
        token: login.token,
        firstTimeLogin: login.firstTimeLogin,
        passwordExpired: login.passwordExpired,
        weakPassword: login.weakPassword,
      };
    },

    /** GET /wps/agent/affiliate: only active codes count. */
    async affiliateValid(code: string): Promise<boolean> {
      return (await memberRepository.findAffiliateAgent(db, code)) !== null;
    },

    /** The public state; `language` names the VIP level (decision 115). */
    async info(memberId: string, language = 'EN'): Promise<MemberInfo> {
      const m = await memberRepository.findById(db, memberId);
      if (!m) throw new AppError('UNAUTHORIZED');
      const [account, site, vip] = await Promise.all([
        deps.wallet.mainAccount(memberId),
        system.setting('site'),
        deps.vip?.badge(memberId, language) ?? NO_VIP,
      ]);
      const expiryOn = await system.flag('PWDEXPFORCECHANGE3');
      return {
        id: m.id,
        account: m.username,
        nickname: m.nickname,
        type: m.type,
        isAgent: isAgentType(m.type),
        isTrial: m.type === TRIAL_TYPE,
        balance: minorToAmount(account?.balance ?? 0n, site.currency.decimals),
        currency: site.currency.currency,
        currencySymbol: site.currency.currencySymbol,
        avatarUrl: DEFAULT_AVATAR,
        email: m.email,
        mobileNum: m.mobileNum,
        countryDialingCode: m.countryDialingCode ? `+${m.countryDialingCode}` : null,
        firstTimeLogin: m.lastLoginAt === null,
        passwordExpired:
          m.mustChangePassword ||
          (expiryOn && now().getTime() - m.passwordChangedAt.getTime() > 90 * 86_400_000),
        lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
        ...vip,
      };
    },

    icon: async () => ({ avatarUrl: DEFAULT_AVATAR }),

    /** POST /wps/member/password: rotates the password and ends every other session (ASVS 7.4). */
    async changePassword(
      memberId: string,
      sessionId: string,
      req: z.output<typeof ChangePasswordRequest>,
    ): Promise<void> {
      if (req.newPassword !== req.confirmNewPassword) throw new AppError('PASSWORD_MISMATCH');
      await checkNewPassword(req.newPassword, 'newPassword');
      const m = await memberRepository.findById(db, memberId);
      if (!m) throw new AppError('UNAUTHORIZED');
      if (m.passwordHash) {
        if (!req.oldPassword) throw validationFailed({ oldPassword: 'required' });
        if (!(await hasher.verify(m.passwordHash, req.oldPassword)))
          throw new AppError('OLD_PASSWORD_INCORRECT');
        if (req.newPassword === req.oldPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
      }
      const hash = await hasher.hash(req.newPassword);
      await db.transaction().execute(async (trx) => {
        await memberRepository.setPassword(trx, memberId, hash, false);
        await memberRepository.clearResets(trx, memberId, now());
        await deps.tokens.revokeAllFor(trx, 'member', memberId, sessionId);
      });
    },

    /** POST /wps/member/password/verification: reset by SMS code, then a fresh login (spec section 4). */
    async resetByPhone(req: ForgotByPhoneRequest, meta: ClientMeta): Promise<LoginResponse> {
      await checkNewPassword(req.newPassword, 'newPassword');
      const dial = req.countryDialingCode.replace(/^\+/, '');
      const hash = await hasher.hash(req.newPassword);
      const memberId = await db.transaction().execute(async (trx) => {
        await deps.sms.verify(trx, 'forgot', dial, req.mobileNum, req.verificationCode);
        const m = await memberRepository.findByMobile(trx, dial, req.mobileNum);
        if (!m || m.type === TRIAL_TYPE) throw new AppError('SMS_CODE_INVALID');
        if (m.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
        await memberRepository.setPassword(trx, m.id, hash, false);
        await memberRepository.clearResets(trx, m.id, now());
        await deps.tokens.revokeAllFor(trx, 'member', m.id);
        return m.id;
      });
      const member = (await memberRepository.findById(db, memberId))!;
      return deps.sessions.openSession(member, meta, { weakPassword: req.newPassword === WEAK_PASSWORD });
    },

    /**
     * POST /wps/member/password/email: always succeeds. When username and e-mail match, mails a
     * temporary password that works once for 30 minutes and forces a change; the real password keeps
     * working, so nobody can lock a member out by knowing their e-mail (docs/decisions/013).
     */
    async resetByEmail(req: ForgotByEmailRequest): Promise<void> {
      const m = await memberRepository.findByUsername(db, req.username);
      const matches = m?.email && m.email.toLowerCase() === req.email.toLowerCase() && m.type !== TRIAL_TYPE;
      if (!m || !matches) {
        await hasher.verifyDummy(req.email);
        return;
      }
      const temp = `${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;
      await memberRepository.insertPasswordReset(
        db,
        m.id,
        await hasher.hash(temp),
        new Date(now().getTime() + TEMP_PASSWORD_TTL_MS),
      );
      const brand = (await system.setting('site')).brand.name;
      await deps.messages.sendEmail(
        m.email!,
        `${brand}: your temporary password`,
        `Hello ${m.username},\n\nSomeone (hopefully you) asked to reset your ${brand} password.\n` +
          `Your temporary password is: ${temp}\n\nIt works once within 30 minutes; you will be asked to choose a new password.\n` +
          'If you did not ask for this, ignore this message: your current password still works.\n',
      );
    },
  };
}
