import { describe, expect, it } from 'vitest';
import { maskName } from './jackpot.service.ts';

describe('winner names', () => {
  it('never shows a whole account name', () => {
    expect(maskName('demo')).toBe('de***o');
    expect(maskName('player01')).toBe('pl***1');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('x')).toBe('x***');
  });
});
