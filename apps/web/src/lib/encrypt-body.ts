import { JWE_ALG, JWE_ENC } from '@goldline/contract/encryption';
import type { EncryptionKey } from '@goldline/contract/system';

/**
 * Seals a JSON body as a JWE compact string for the "encrypted" calls of spec section 7.
 * jose is imported here on demand so it never weighs on the first page (performance budget).
 */
export async function encryptBody(body: unknown, key: EncryptionKey): Promise<string> {
  const { CompactEncrypt, importJWK } = await import('jose');
  const publicKey = await importJWK(key.jwk, JWE_ALG);
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  return new CompactEncrypt(plaintext)
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid: key.kid })
    .encrypt(publicKey);
}
