import type { RegisterRequest } from '@goldline/contract/member';
import {
  ageOn,
  BIRTHDAY_MINIMUM_AGE,
  checkRegistrationField,
  type RegistrationField,
  type RegistrationRules,
  registrationFields,
} from '@goldline/contract/registration-rules';
import type * as z from 'zod';
import { AppError, validationFailed } from '../../lib/app-error.ts';

export type ParsedRegister = z.output<typeof RegisterRequest>;

/**
 * Applies the operator's registration rules with the very check the web runs (contract
 * `checkRegistrationField`; spec section 5), then the fixed rules: confirmation and age 21.
 * Mobile registration copies the number into the username, so the username rule does not apply.
 */
export function checkRegistration(
  req: ParsedRegister,
  rules: RegistrationRules,
  mode: 'username' | 'mobile',
  today: Date,
): void {
  const fields: Record<string, string> = {};
  for (const field of registrationFields) {
    const rule = rules[field];
    if (!rule) continue;
    if (mode === 'mobile' && field === 'username') continue;
    const problem = checkRegistrationField(rule, fieldValue(req, field));
    if (problem) fields[field] = problem;
  }
  if (mode === 'username' && !req.username) fields.username ??= 'required';
  if (mode === 'mobile') {
    if (!req.mobileNum) fields.mobileNum = 'required';
    if (!req.countryDialingCode) fields.countryDialingCode = 'required';
    else if (!/^\+?\d{1,4}$/.test(req.countryDialingCode)) fields.countryDialingCode = 'pattern';
  }
  if (req.birthday && !validDate(req.birthday)) fields.birthday = 'pattern';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  if (req.password !== req.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
  if (req.birthday && ageOn(req.birthday, today) < BIRTHDAY_MINIMUM_AGE)
    throw new AppError('AGE_REQUIREMENT');
}

function fieldValue(req: ParsedRegister, field: RegistrationField): string | undefined {
  return req[field];
}

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}
