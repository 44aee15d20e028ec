import { describe, expect, it } from 'vitest';
import { ageOn, checkRegistrationField, type FieldRule, registrationPatterns } from './registration-rules.ts';

const rule = (patternId: keyof typeof registrationPatterns, extra: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: registrationPatterns[patternId],
  patternId,
  minLength: 6,
  maxLength: 12,
  ...extra,
});

describe('checkRegistrationField', () => {
  it('asks for required fields and lets empty optional ones pass', () => {
    expect(checkRegistrationField(rule(2), '  ')).toBe('required');
    expect(checkRegistrationField(rule(2, { required: false }), '')).toBeNull();
    expect(checkRegistrationField(rule(2, { enabled: false }), '')).toBeNull();
  });

  it('applies length bounds in characters, not bytes', () => {
    expect(checkRegistrationField(rule(1), 'abc')).toBe('length');
    expect(checkRegistrationField(rule(1, { minLength: 2, maxLength: 3 }), '李小龙')).toBeNull();
    expect(checkRegistrationField(rule(1), 'a'.repeat(13))).toBe('length');
  });

  it('applies the pattern catalogue of spec section 5', () => {
    expect(checkRegistrationField(rule(2), 'player01')).toBeNull();
    expect(checkRegistrationField(rule(2), '1player')).toBe('pattern');
    expect(checkRegistrationField(rule(5), '0912345')).toBeNull();
    expect(checkRegistrationField(rule(5), '09123a5')).toBe('pattern');
    expect(checkRegistrationField(rule(14), 'Abcdef1!')).toBeNull();
    expect(checkRegistrationField(rule(14), 'abcdef12')).toBe('pattern');
  });
});

describe('ageOn', () => {
  it('counts a birthday not yet reached this year', () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(ageOn('2005-11-22', today)).toBe(21);
    expect(ageOn('2005-11-23', today)).toBe(20);
  });
});
