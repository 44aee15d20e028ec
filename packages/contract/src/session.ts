import * as z from 'zod';
import { TwoStepChallenge } from './two-step.ts';

/** A national mobile number: digits only, as the login, register and forgot forms accept it. */
export const MOBILE_NUMBER = /^\d{5,15}$/;

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** Captcha answer, sent only when the server asked for one (spec section 4 "Login"). */
export const CaptchaAnswer = z.object({ captchaId: z.string().max(64), captcha: z.string().trim().max(16) });
export type CaptchaAnswer = z.infer<typeof CaptchaAnswer>;

export const LoginRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: trimmed(64),
    password: z.string().min(1).max(128),
    captchaId: z.string().max(64).optional(),
    captcha: z.string().trim().max(16).optional(),
    /** The agent login page (/agent) admits agents only (spec section 6). */
    portal: z.enum(['member', 'agent']).default('member'),
  }),
  z.object({
    type: z.literal('sms'),
    countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
    mobileNum: z.string().regex(MOBILE_NUMBER),
    verificationCode: z.string().trim().min(4).max(255),
    portal: z.enum(['member', 'agent']).default('member'),
  }),
]);
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginResponse = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password is the weak 123456 (spec section 9); the web forces a change. */
  weakPassword: z.boolean(),
  /** TWO_STEP: `token` is empty and `challenge` says how to finish (spec section 2, issue 17). */
  nextStep: z.enum(['NONE', 'TWO_STEP']).default('NONE'),
  challenge: TwoStepChallenge.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const FreeplayRequest = z.object({
  os: z.string().max(32).default('web'),
  platform: z.literal('W').default('W'),
});
export type FreeplayRequest = z.input<typeof FreeplayRequest>;

export const SmsPurpose = z.enum(['login', 'register', 'forgot']);
export type SmsPurpose = z.infer<typeof SmsPurpose>;
export const SmsNoLoginRequest = z.object({
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  mobileNum: z.string().regex(MOBILE_NUMBER),
  /** What the code is for: logging in by SMS, or resetting a forgotten password. */
  purpose: z.enum(['login', 'forgot']).default('login'),
});
export type SmsNoLoginRequest = z.input<typeof SmsNoLoginRequest>;

export const SmsRegisterRequest = z.object({
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  mobileNo: z.string().regex(MOBILE_NUMBER),
});
export type SmsRegisterRequest = z.infer<typeof SmsRegisterRequest>;

export const SmsSent = z.object({
  expiredMinutes: z.number().int().positive(),
  resendAfterSeconds: z.number().int(),
});
export type SmsSent = z.infer<typeof SmsSent>;
