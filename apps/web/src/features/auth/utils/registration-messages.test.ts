import type { FieldRule } from '@goldline/contract/registration-rules';
import { describe, expect, it } from 'vitest';
import { ruleMessage, substituteBounds } from './registration-messages';

const username: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 2,
  minLength: 6,
  maxLength: 12,
};

describe('ruleMessage', () => {
  it('asks for input when a required field is empty', () => {
    expect(ruleMessage(username, '  ')).toEqual({ key: 'validation.input_empty', min: 6, max: 12 });
  });

  it('uses the pattern message for a wrong length or a wrong pattern', () => {
    expect(ruleMessage(username, 'abc')?.key).toBe('validation.reg_pattern_2');
    expect(ruleMessage(username, '1abcdefg')?.key).toBe('validation.reg_pattern_2');
  });

  it('accepts a good value and an empty optional field', () => {
    expect(ruleMessage(username, 'player01')).toBeNull();
    expect(ruleMessage({ ...username, required: false }, '')).toBeNull();
  });

  it('ignores disabled fields', () => {
    expect(ruleMessage({ ...username, enabled: false }, '')).toBeNull();
  });
});

describe('substituteBounds', () => {
  it('fills (min) and (max) wherever they appear', () => {
    expect(substituteBounds('Use (min) - (max) characters, (max) at most', 6, 12)).toBe(
      'Use 6 - 12 characters, 12 at most',
    );
  });
});
