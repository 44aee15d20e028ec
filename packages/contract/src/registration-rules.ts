import * as z from 'zod';

/**
 * Server-driven registration rules (spec sections 3 and 5). The server sends one rule per field; the
 * web builds its form validation from them and the server applies the very same check, through
 * `checkRegistrationField`, so the two can never disagree.
 */
export const registrationFields = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
  'birthday',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

/**
 * Pattern catalogue, in the order of spec section 5. The web shows `reg_pattern_{id}` with (min) and
 * (max) substituted; `acceptedPattern` is the regular expression source ('*' accepts anything).
 */
export const registrationPatterns = {
  1: '*',
  2: '^[A-Za-z][A-Za-z0-9]*$',
  3: '^[A-Za-z0-9]+$',
  4: '^[A-Za-z\\u4e00-\\u9fff]+$',
  5: '^[0-9]+$',
  6: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  7: '^(?=.*[A-Z]).+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\u0E00-\\u0E7F ]+$',
  11: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F ]+$',
  12: '^[\\u3000-\\u30FF\\uFF00-\\uFFEF\\u4E00-\\u9FFF]+$',
  13: '^[A-Z0-9]+$',
  14: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  15: '^\\S+( \\S+)+$',
  16: '^\\d{4}-\\d{2}-\\d{2}$',
  17: '^\\d{2}-\\d{2}-\\d{4}$',
} as const satisfies Record<number, string>;
export type PatternId = keyof typeof registrationPatterns;
export const patternIds = Object.keys(registrationPatterns).map(Number) as PatternId[];

export const FieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.number().int(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
});
export type FieldRule = z.infer<typeof FieldRule>;

export const RegistrationRules = z.record(z.enum(registrationFields), FieldRule);
export type RegistrationRules = z.infer<typeof RegistrationRules>;

export type FieldProblem = 'required' | 'length' | 'pattern';

/**
 * The one check both sides run. Empty optional fields pass; the pattern and the length bounds apply
 * to anything entered. Returns the problem, or null when the value is acceptable.
 */
export function checkRegistrationField(rule: FieldRule, raw: string | undefined | null): FieldProblem | null {
  const value = (raw ?? '').trim();
  if (!rule.enabled) return null;
  if (value === '') return rule.required ? 'required' : null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(value)) return 'pattern';
  return null;
}

/** Age rules of spec sections 1 and 5: players must be 18; a birthday given must show 21 or more. */
export const MINIMUM_AGE = 18;
export const BIRTHDAY_MINIMUM_AGE = 21;

export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
