/**
 * Every error the API can answer with. The server throws these codes as typed domain errors and one
 * error handler maps them to an HTTP status and the envelope; the web maps each code to a translated
 * message under `errors.<code>`.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  ENCRYPTION_REQUIRED: 415,
  DECRYPTION_FAILED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  TRIAL_FORBIDDEN: 403,
  NOT_AGENT: 403,
  NOT_MEMBER: 403,
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 400,
  ACCOUNT_DISABLED: 403,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_AFFILIATE_CODE: 400,
  INVALID_REFERRAL_CODE: 400,
  SMS_CODE_INVALID: 400,
  SMS_THROTTLED: 429,
  RATE_LIMITED: 429,
  AGE_REQUIREMENT: 400,
  PASSWORD_MISMATCH: 400,
  OLD_PASSWORD_INCORRECT: 400,
  PASSWORD_SAME_AS_OLD: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  IDEMPOTENCY_CONFLICT: 409,
  INSUFFICIENT_BALANCE: 409,
  HOLD_CLOSED: 409,
  INVALID_STATE: 409,
  CURRENCY_MISMATCH: 400,
  LIMIT_EXCEEDED: 400,
  PENDING_DEPOSITS_LIMIT: 409,
  TURNOVER_NOT_MET: 400,
  PAYMENT_PASSWORD_REQUIRED: 400,
  PAYMENT_PASSWORD_INCORRECT: 400,
  NOT_DOWNLINE: 403,
  /** The agent's type does not allow this (decision 077). */
  AGENT_PERMISSION: 403,
  /** A contract's rate above the offering upline's own contract of that kind (decision 085). */
  CONTRACT_ABOVE_UPLINE: 400,
  /** The member's agent locked betting on this account. */
  BETTING_LOCKED: 403,
  /** The member can't take part in this promotion now; `fields.reason` is the eligibility code (issue 16). */
  PROMOTION_NOT_ELIGIBLE: 409,
  /** The member has fewer points than the goods or conversion take (decision 100). */
  POINTS_INSUFFICIENT: 409,
  /** The goods' stock is used up (decision 100). */
  OUT_OF_STOCK: 409,
  /** The goods need more valid bet over the last 30 days; `fields.required` says how much (decision 100). */
  REDEEM_REQUIREMENT_NOT_MET: 409,
  /** A red-envelope rain is not falling now, or every share was taken (decision 101). */
  RED_ENVELOPE_GONE: 409,
  /** This period's manual rebate is already claimed (issue 16). */
  REBATE_ALREADY_CLAIMED: 409,
  /** The rebate since the last claim is below the operator's minimum. */
  REBATE_NOTHING_TO_CLAIM: 409,
  GAME_UNAVAILABLE: 409,
  FREE_PLAY_UNAVAILABLE: 403,
  BET_OUT_OF_RANGE: 400,
  ROUND_CLOSED: 409,
  ROUND_IN_PROGRESS: 409,
  CASHOUT_TOO_LATE: 409,
  ISSUE_CLOSED: 409,
  INVALID_SELECTION: 400,
  EXPOSURE_LIMIT_REACHED: 409,
  SECOND_OPERATOR_REQUIRED: 403,
  /** A wrong or spent second-step code (authenticator, SMS, e-mail or recovery code); counted (decision 103). */
  TWO_STEP_CODE_INVALID: 400,
  /** Too many wrong second-step codes: no more tries until `retryAfterSeconds` (decision 103). */
  TWO_STEP_LOCKED: 429,
  /** The login's second step timed out or was used up: log in again. */
  TWO_STEP_EXPIRED: 401,
  /** A withdrawal or payment-password change needs a fresh second factor first; `fields.method` says which. */
  STEP_UP_REQUIRED: 403,
  /** A responsible-gaming limit refuses this bet or deposit; `fields` say which (context), its amount and `resetsAt` (decision 107). */
  RG_LIMIT_REACHED: 409,
  /** The member is on a time-out or self-excluded until `fields.until` (decision 107). */
  RG_EXCLUDED: 403,
  /** A time-out or self-exclusion can't be lifted or shortened before its end (decision 107). */
  RG_EXCLUSION_LOCKED: 409,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_ENABLED: 409,
  /** Feedback with required fields left empty; `fields.missing` lists them comma-separated (spec section 5). */
  FEEDBACK_FIELDS_REQUIRED: 400,
  /** A feedback question type outside the spec's list (section 3). */
  FEEDBACK_TYPE_INVALID: 400,
  /** A feedback description outside 20 to 200 characters once trimmed (spec section 5). */
  FEEDBACK_CONTENT_LENGTH: 400,
  /** This sign-in provider is not configured or the operator switched it off (decision 111). */
  OIDC_PROVIDER_UNAVAILABLE: 404,
  /** The provider's answer could not be verified (state, nonce, PKCE, token) or the attempt expired. */
  OIDC_SIGN_IN_FAILED: 401,
  /** This provider account already signs in to another member. */
  OIDC_ALREADY_LINKED: 409,
  /** Unlinking would leave the account with no way to sign in (no password, no other provider). */
  OIDC_LAST_SIGN_IN: 409,
  /** Chat: more than CHAT_RATE's messages in its window; `retryAfterSeconds` says when (decision 110). */
  CHAT_RATE_LIMITED: 429,
  /** Chat: a link, domain, e-mail, phone number, @handle or messenger id in a member's message. */
  CHAT_CONTACT_REFUSED: 400,
  /** Chat: the operator muted this member; `fields.until` says until when. */
  CHAT_MUTED: 403,
  VENDOR_UNAVAILABLE: 503,
  MAINTENANCE: 503,
  REGION_BLOCKED: 451,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** Extra, code-specific data an error may carry (e.g. `captchaRequired` on a failed login). */
export interface ErrorDetails {
  captchaRequired?: boolean;
  retryAfterSeconds?: number;
  fields?: Record<string, string>;
}
