import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 of a vendor call's raw body bytes with the vendor's secret, hex (decision 051). The
 * raw bytes, not re-serialised JSON: a vendor's key order or spacing must not change the signature.
 */
export function signVendorBody(secret: string, raw: Buffer | string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/** Constant-time check of the `x-signature` header; anything but 64 hex characters is refused. */
export function isValidVendorSignature(secret: string, raw: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
