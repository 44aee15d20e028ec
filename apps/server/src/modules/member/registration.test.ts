import type { FieldRule, RegistrationRules } from '@goldline/contract/registration-rules';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { checkRegistration, type ParsedRegister } from './registration.ts';

const rule = (r: Partial<FieldRule>): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 100,
  ...r,
});
const rules = {
  username: rule({
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 2,
    minLength: 6,
    maxLength: 16,
  }),
  password: rule({ required: true, minLength: 6, maxLength: 20 }),
} as RegistrationRules;
const base: ParsedRegister = {
  username: 'player7',
  password: 'secret1',
  confirmPassword: 'secret1',
  termsAccepted: true,
  registerMethod: 'WEB',
  login: true,
};
const today = new Date('2026-06-01T00:00:00Z');

function codeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError
      ? `${e.code}${e.details?.fields ? JSON.stringify(e.details.fields) : ''}`
      : 'other';
  }
}

describe('checkRegistration', () => {
  it('accepts a valid request', () => {
    expect(codeOf(() => checkRegistration(base, rules, 'username', today))).toBeNull();
  });
  it('reports rule problems per field', () => {
    expect(codeOf(() => checkRegistration({ ...base, username: '1abc' }, rules, 'username', today))).toBe(
      'VALIDATION_FAILED{"username":"length"}',
    );
    expect(codeOf(() => checkRegistration({ ...base, username: '1abcdef' }, rules, 'username', today))).toBe(
      'VALIDATION_FAILED{"username":"pattern"}',
    );
  });
  it('checks the confirmation and the age', () => {
    expect(codeOf(() => checkRegistration({ ...base, confirmPassword: 'x' }, rules, 'username', today))).toBe(
      'PASSWORD_MISMATCH',
    );
    expect(
      codeOf(() => checkRegistration({ ...base, birthday: '2005-06-02' }, rules, 'username', today)),
    ).toBe('AGE_REQUIREMENT');
    expect(
      codeOf(() => checkRegistration({ ...base, birthday: '2005-06-01' }, rules, 'username', today)),
    ).toBeNull();
    expect(
      codeOf(() => checkRegistration({ ...base, birthday: '2005-02-30' }, rules, 'username', today)),
    ).toBe('VALIDATION_FAILED{"birthday":"pattern"}');
  });
  it('skips the username rule for mobile registration but needs the number', () => {
    expect(codeOf(() => checkRegistration({ ...base, username: undefined }, rules, 'mobile', today))).toBe(
      'VALIDATION_FAILED{"mobileNum":"required","countryDialingCode":"required"}',
    );
  });
});
