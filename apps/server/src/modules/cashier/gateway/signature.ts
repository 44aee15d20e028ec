import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over the exact raw body bytes, hex (gateway callbacks; issue "Wallet"). */
export function signBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time comparison; a malformed or missing signature is simply false. */
export function verifyBodySignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
