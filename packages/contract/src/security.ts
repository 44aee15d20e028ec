import * as z from 'zod';
import { MOBILE_NUMBER } from './session.ts';

/** Security centre (spec section 2 "securityCenter", the member centre's default page). */

export const LoginRecord = z.object({
  time: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof LoginRecord>;

/** GET /wps/member/security */
export const SecurityOverview = z.object({
  account: z.string(),
  /** e.g. "+1 91****678"; null when none is bound. */
  mobileMasked: z.string().nullable(),
  /** e.g. "de**@example.com" */
  emailMasked: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  /** The 10 most recent logins (sessions opened). */
  recentLogins: z.array(LoginRecord),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

/** POST /wps/member/mobile/bind: code sent first by POST /wps/verification/sms/register. */
export const BindMobileRequest = z.object({
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  mobileNum: z.string().regex(MOBILE_NUMBER),
  verificationCode: z.string().trim().min(4).max(255),
});
export type BindMobileRequest = z.infer<typeof BindMobileRequest>;

/** POST /wps/member/email/bind: sends a 6-digit code to the address (answer: minutes it lasts). */
export const BindEmailRequest = z.object({ email: z.email().max(254) });
export type BindEmailRequest = z.infer<typeof BindEmailRequest>;
export const BindEmailSent = z.object({ expiredMinutes: z.number().int() });
export type BindEmailSent = z.infer<typeof BindEmailSent>;
/** POST /wps/member/email/bind/confirm: the code from the e-mail binds the address. */
export const ConfirmEmailRequest = z.object({
  email: z.email().max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

/**
 * POST /wps/member/payment-password (encrypted, like the login password change). First time: the
 * login password proves who asks; afterwards the old payment password.
 */
export const PaymentPasswordRequest = z.object({
  loginPassword: z.string().max(128).optional(),
  oldPaymentPassword: z.string().max(64).optional(),
  newPaymentPassword: z.string().min(6).max(64),
  confirmPaymentPassword: z.string().min(6).max(64),
});
export type PaymentPasswordRequest = z.infer<typeof PaymentPasswordRequest>;
