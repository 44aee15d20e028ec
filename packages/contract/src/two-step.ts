import * as z from 'zod';

/**
 * Two-step verification, the authenticator app (TOTP), step-up and the member's sessions
 * (issue 17; docs/decisions/103-two-step-and-totp.md, 104-sessions-and-devices.md).
 */

/** How a second step is proven: an authenticator code, a code sent by SMS or e-mail, or a recovery code. */
export const SecondFactor = z.enum(['TOTP', 'SMS', 'EMAIL', 'RECOVERY']);
export type SecondFactor = z.infer<typeof SecondFactor>;

/** A one-time code as typed: digits of an authenticator/SMS/e-mail code, or a recovery code. */
const OneTimeCode = z
  .string()
  .trim()
  .min(6)
  .max(32)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase());

/** What a login from an unknown IP (or with the authenticator on) answers instead of a session. */
export const TwoStepChallenge = z.object({
  /** Opaque, short-lived; sent back with the code. */
  challenge: z.string(),
  /** The factors this member can use, best first (RECOVERY is offered whenever TOTP is). */
  methods: z.array(SecondFactor),
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  expiresInSeconds: z.number().int(),
});
export type TwoStepChallenge = z.infer<typeof TwoStepChallenge>;

/** POST /wps/session/login/two-step/send: an SMS or e-mail code for the challenge. */
export const TwoStepSendRequest = z.object({
  challenge: z.string().min(16).max(128),
  method: z.enum(['SMS', 'EMAIL']),
});
export type TwoStepSendRequest = z.input<typeof TwoStepSendRequest>;
export const CodeSent = z.object({
  expiredMinutes: z.number().int().positive(),
  resendAfterSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSent>;

/** POST /wps/session/login/two-step (encrypted): the second step; answers the login response. */
export const TwoStepVerifyRequest = z.object({
  challenge: z.string().min(16).max(128),
  method: SecondFactor,
  code: OneTimeCode,
});
export type TwoStepVerifyRequest = z.input<typeof TwoStepVerifyRequest>;

/** GET /wps/member/security/two-step */
export const TwoStepStatus = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** What withdrawals and payment-password changes ask for now (null: nothing beyond the payment password). */
  stepUpMethod: z.enum(['TOTP', 'SMS']).nullable(),
  /** IPs this member logged in from (a login from another one asks for a second step). */
  knownIps: z.array(z.object({ ip: z.string(), lastSeenAt: z.iso.datetime() })),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatus>;

/** POST /wps/member/security/totp/setup: a new secret, shown until confirmed. */
export const TotpSetup = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth:// URI, drawn as a QR code. */
  otpauthUrl: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpCodeRequest = z.object({ code: OneTimeCode });
export type TotpCodeRequest = z.input<typeof TotpCodeRequest>;

/** POST /wps/member/security/totp/confirm: the recovery codes, shown this once. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** POST /wps/member/security/step-up (encrypted): a fresh second factor for money leaving the account. */
export const StepUpRequest = z.object({
  method: z.enum(['TOTP', 'SMS', 'RECOVERY']),
  code: OneTimeCode,
});
export type StepUpRequest = z.input<typeof StepUpRequest>;
export const StepUpGranted = z.object({ validForSeconds: z.number().int() });
export type StepUpGranted = z.infer<typeof StepUpGranted>;

/** GET /wps/member/sessions: the member's live sessions (one per logged-in browser or device). */
export const MemberSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type MemberSession = z.infer<typeof MemberSession>;
export const MemberSessions = z.object({ rows: z.array(MemberSession) });
export type MemberSessions = z.infer<typeof MemberSessions>;
export const LoggedOutOthers = z.object({ revoked: z.number().int() });
export type LoggedOutOthers = z.infer<typeof LoggedOutOthers>;
