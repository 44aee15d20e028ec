import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit CSPRNG token, base64url (ASVS 7.2.3 asks for at least 128 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Salted hash for short secrets (captcha answers, SMS codes): `salt$sha256(salt:value)`. */
export function saltedHash(value: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${sha256Hex(`${salt}:${value}`)}`;
}

export function checkSaltedHash(stored: string, value: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex) return false;
  const a = Buffer.from(hex, 'hex');
  const b = Buffer.from(sha256Hex(`${salt}:${value}`), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** Unambiguous upper-case letters and digits (no 0/O, 1/I). */
export function randomCode(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
