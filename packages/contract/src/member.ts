import * as z from 'zod';
import { Amount } from './money.ts';
import { MOBILE_NUMBER } from './session.ts';

/** Member types (spec section 3): 0 member, agents 1, 2, 41, 42, trial 4. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * Register (spec section 3 "Register user"). Field presence and format are decided by the server's
 * registration rules, which the service applies on top of this shape.
 */
export const RegisterRequest = z.object({
  username: optionalText(64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  payeeName: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(5),
  verificationCode: optionalText(255),
  recommenderId: optionalText(64),
  affiliateCode: optionalText(64),
  referralCode: optionalText(64),
  /** The browser's stable random id (referral.ts DeviceId): a self-referral from the referrer's device is refused. */
  deviceId: optionalText(64),
  paymentPassword: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  birthday: optionalText(10),
  captchaId: optionalText(64),
  captcha: optionalText(16),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  /** Terms and the 18+ statement (spec section 5: "terms must be ticked"). */
  termsAccepted: z.literal(true),
  login: z.boolean().default(true),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const RegisterResponse = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  weakPassword: z.boolean(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const AffiliateQuery = z.object({
  code: z.string().trim().min(1).max(64),
  domain: z.string().max(253).optional(),
});
export type AffiliateQuery = z.infer<typeof AffiliateQuery>;

export const MemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  balance: Amount,
  currency: z.string(),
  currencySymbol: z.string(),
  avatarUrl: z.string(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** Public state (spec section 3): the operator runs a VIP programme, the member's level and its name (decision 099). */
  hasVip: z.boolean(),
  vipRankLevel: z.number().int(),
  vipLabelName: z.string(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const MemberIcon = z.object({ avatarUrl: z.string() });
export type MemberIcon = z.infer<typeof MemberIcon>;

export const ChangePasswordRequest = z.object({
  /** Omitted only when the account has no stored password (spec section 2 "Change-password modal"). */
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const ForgotByPhoneRequest = z.object({
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  mobileNum: z.string().regex(MOBILE_NUMBER),
  verificationCode: z.string().trim().min(4).max(255),
  newPassword: z.string().min(1).max(128),
});
export type ForgotByPhoneRequest = z.infer<typeof ForgotByPhoneRequest>;

export const ForgotByEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().email().max(254),
});
export type ForgotByEmailRequest = z.infer<typeof ForgotByEmailRequest>;

/** GET /wps/agent/affiliate answers `{success:true, value:{valid:true}}`, or INVALID_AFFILIATE_CODE. */
export const AffiliateCheck = z.object({ valid: z.boolean() });
export type AffiliateCheck = z.infer<typeof AffiliateCheck>;
