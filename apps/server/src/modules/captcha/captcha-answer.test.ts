import { describe, expect, it } from 'vitest';
import { checkSaltedHash, saltedHash } from '../../lib/crypto.ts';
import { normaliseCaptchaAnswer } from './captcha-answer.ts';

describe('captcha answers', () => {
  it('ignore case and spaces', () => {
    const stored = saltedHash(normaliseCaptchaAnswer('AbC9'));
    expect(checkSaltedHash(stored, normaliseCaptchaAnswer(' abc9 '))).toBe(true);
    expect(checkSaltedHash(stored, normaliseCaptchaAnswer('abc8'))).toBe(false);
  });
});
