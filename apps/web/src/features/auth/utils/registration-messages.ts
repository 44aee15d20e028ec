import { checkRegistrationField, type FieldRule } from '@goldline/contract/registration-rules';

/**
 * Turns a server rule check into a message key plus its text substitutions (spec section 5):
 * an empty required field says 'Input cannot be empty'; a bad length or pattern shows
 * reg_pattern_{patternId} with (min) and (max) filled in.
 */
export interface RuleMessage {
  key: string;
  min: number;
  max: number;
}

export function ruleMessage(rule: FieldRule, value: string | undefined | null): RuleMessage | null {
  const problem = checkRegistrationField(rule, value);
  if (!problem) return null;
  if (problem === 'required')
    return { key: 'validation.input_empty', min: rule.minLength, max: rule.maxLength };
  return { key: `validation.reg_pattern_${rule.patternId}`, min: rule.minLength, max: rule.maxLength };
}

/** Replaces the spec's literal (min) and (max) placeholders. */
export function substituteBounds(text: string, min: number, max: number): string {
  return text.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}
