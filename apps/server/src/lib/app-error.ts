import type { ErrorCode, ErrorDetails } from '@goldline/contract/errors';

/** Default English text per code; the web translates by code (conventions: "Domain errors as typed values"). */
const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are invalid',
  ENCRYPTION_REQUIRED: 'This call must be sent encrypted (application/jose)',
  DECRYPTION_FAILED: 'The encrypted body could not be decrypted',
  UNAUTHORIZED: 'Please log in',
  SESSION_EXPIRED: 'Your session has expired, please log in again',
  FORBIDDEN: 'You are not allowed to do this',
  TRIAL_FORBIDDEN: 'Trial accounts cannot use this feature, please register',
  NOT_AGENT: 'Non-agents cannot log in',
  NOT_MEMBER: 'Non-members cannot log in',
  FEATURE_DISABLED: 'This feature is not enabled',
  NOT_FOUND: 'Not found',
  INVALID_CREDENTIALS: 'Incorrect account or password',
  CAPTCHA_REQUIRED: 'Please enter the captcha',
  CAPTCHA_INVALID: 'The captcha is incorrect or expired',
  ACCOUNT_DISABLED: 'This account is disabled, please contact customer service',
  USERNAME_TAKEN: 'This username is already taken',
  MOBILE_TAKEN: 'This mobile number is already registered',
  INVALID_AFFILIATE_CODE: 'Invalid invitation code',
  INVALID_REFERRAL_CODE: 'Invalid referral code',
  SMS_CODE_INVALID: 'Invalid, missing or expired verification code',
  SMS_THROTTLED: 'Too many requests, please retry later',
  RATE_LIMITED: 'Too many requests, please retry later',
  AGE_REQUIREMENT: 'Please confirm you are 21 years old',
  PASSWORD_MISMATCH: 'Passwords are inconsistent',
  OLD_PASSWORD_INCORRECT: 'The old password is incorrect',
  PASSWORD_SAME_AS_OLD: 'The new password must differ from the old one',
  PASSWORD_CHANGE_REQUIRED: 'Change the one-time password before anything else',
  IDEMPOTENCY_CONFLICT: 'This request id was already used for a different request',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  HOLD_CLOSED: 'This reservation was already settled',
  INVALID_STATE: 'This request is no longer in a state that allows this action',
  CURRENCY_MISMATCH: 'Play money and real money cannot be mixed',
  LIMIT_EXCEEDED: 'The amount or count is outside the allowed limits',
  PENDING_DEPOSITS_LIMIT: 'Too many deposits with a proof are waiting for review',
  TURNOVER_NOT_MET: 'The required turnover has not been reached yet',
  PAYMENT_PASSWORD_REQUIRED: 'Please set a payment password first',
  PAYMENT_PASSWORD_INCORRECT: 'The payment password is incorrect',
  NOT_DOWNLINE: 'This account is not in your downline',
  AGENT_PERMISSION: 'Your agent type does not allow this action',
  CONTRACT_ABOVE_UPLINE: 'This rate cannot be higher than your own contract of the same kind',
  BETTING_LOCKED: 'Betting is locked on this account',
  PROMOTION_NOT_ELIGIBLE: 'You are not eligible for this promotion right now',
  POINTS_INSUFFICIENT: 'You do not have enough points',
  OUT_OF_STOCK: 'This item is out of stock',
  REDEEM_REQUIREMENT_NOT_MET: 'This item needs more valid bet in the last 30 days',
  RED_ENVELOPE_GONE: 'No red envelope left to grab in this rain',
  REBATE_ALREADY_CLAIMED: 'The rebate of this period has already been claimed',
  REBATE_NOTHING_TO_CLAIM: 'There is no rebate to claim yet',
  GAME_UNAVAILABLE: 'This game is not available right now',
  FREE_PLAY_UNAVAILABLE: 'This game is not available in free play',
  BET_OUT_OF_RANGE: 'The bet is outside the allowed range',
  ROUND_CLOSED: 'This round is already over',
  ROUND_IN_PROGRESS: 'A round is already in progress',
  CASHOUT_TOO_LATE: 'The round ended before the cash-out',
  ISSUE_CLOSED: 'Betting on this lottery issue has closed',
  INVALID_SELECTION: 'The selection is not valid for this bet type',
  EXPOSURE_LIMIT_REACHED: 'This number has reached its betting limit for this issue',
  SECOND_OPERATOR_REQUIRED: 'Another operator must approve this result',
  TWO_STEP_CODE_INVALID: 'The verification code is wrong or already used',
  TWO_STEP_LOCKED: 'Too many wrong verification codes; try again later',
  TWO_STEP_EXPIRED: 'The verification timed out; please log in again',
  STEP_UP_REQUIRED: 'Confirm with a verification code first',
  RG_LIMIT_REACHED: 'This would go past one of your responsible-gaming limits',
  RG_EXCLUDED: 'Your account is on a time-out or self-exclusion',
  RG_EXCLUSION_LOCKED: 'A time-out or self-exclusion cannot be lifted or shortened before it ends',
  TOTP_ALREADY_ENABLED: 'The authenticator app is already on',
  TOTP_NOT_ENABLED: 'The authenticator app is not on',
  OIDC_PROVIDER_UNAVAILABLE: 'This sign-in option is not available',
  OIDC_SIGN_IN_FAILED: 'The sign-in with this provider could not be verified, please try again',
  OIDC_ALREADY_LINKED: 'This account of the provider already signs in to another member',
  OIDC_LAST_SIGN_IN: 'Set a password or link another provider before unlinking this one',
  FEEDBACK_FIELDS_REQUIRED: 'Please fill in the required fields',
  FEEDBACK_TYPE_INVALID: 'Please choose a question type from the list',
  FEEDBACK_CONTENT_LENGTH: 'The description must be 20 to 200 characters',
  CHAT_RATE_LIMITED: 'You are sending messages too quickly, please wait a moment',
  CHAT_CONTACT_REFUSED: 'Links and contact details are not allowed in the chat room',
  CHAT_MUTED: 'You have been muted in the chat room',
  VENDOR_UNAVAILABLE: 'The game provider is not responding',
  MAINTENANCE: 'The site is under maintenance',
  REGION_BLOCKED: 'Service is not available in your region',
  INTERNAL_ERROR: 'System error',
};

/** Thrown by services; mapped to status + envelope in plugins/error-handler.ts only. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;
  constructor(code: ErrorCode, details?: ErrorDetails, message?: string) {
    super(message ?? defaultMessages[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function validationFailed(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', { fields });
}
