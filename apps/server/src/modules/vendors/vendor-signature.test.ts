import { describe, expect, it } from 'vitest';
import { isValidVendorSignature, signVendorBody } from './vendor-signature.ts';

const secret = 'vendor-secret';
const body = Buffer.from('{"playerId":"7","amount":"1.00"}');

describe('vendor signature', () => {
  it('matches a known HMAC-SHA256 vector (RFC 4231 case 2)', () => {
    expect(signVendorBody('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('accepts the signature of the exact bytes, in either hex case', () => {
    const sig = signVendorBody(secret, body);
    expect(isValidVendorSignature(secret, body, sig)).toBe(true);
    expect(isValidVendorSignature(secret, body, sig.toUpperCase())).toBe(true);
  });

  it('refuses other bytes, another secret, and malformed or missing headers', () => {
    const sig = signVendorBody(secret, body);
    const spaced = Buffer.from('{"playerId": "7","amount":"1.00"}');
    expect(isValidVendorSignature(secret, spaced, sig)).toBe(false);
    expect(isValidVendorSignature('other', body, sig)).toBe(false);
    expect(isValidVendorSignature(secret, body, sig.slice(0, 63))).toBe(false);
    expect(isValidVendorSignature(secret, body, `${sig}00`)).toBe(false);
    expect(isValidVendorSignature(secret, body, 'z'.repeat(64))).toBe(false);
    expect(isValidVendorSignature(secret, body, undefined)).toBe(false);
    expect(isValidVendorSignature(secret, body, [sig])).toBe(false);
  });
});
