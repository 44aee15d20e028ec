import { describe, expect, it } from 'vitest';
import { checkSaltedHash, newToken, randomCode, randomDigits, saltedHash, sha256Hex } from './crypto.ts';

describe('crypto helpers', () => {
  it('makes 256-bit url-safe tokens that differ', () => {
    const a = newToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(newToken());
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });
  it('hashes tokens deterministically', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('checks salted hashes', () => {
    const h = saltedHash('123456');
    expect(checkSaltedHash(h, '123456')).toBe(true);
    expect(checkSaltedHash(h, '123457')).toBe(false);
    expect(checkSaltedHash('garbage', '123456')).toBe(false);
    expect(saltedHash('123456')).not.toBe(h);
  });
  it('makes codes of the asked length', () => {
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
    expect(randomCode(8)).toMatch(/^[A-Z2-9]{8}$/);
  });
});
