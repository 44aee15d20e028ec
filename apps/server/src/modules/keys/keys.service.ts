import { JWE_ALG, JWE_ENC } from '@goldline/contract/encryption';
import type { EncryptionKey } from '@goldline/contract/system';
import {
  CompactEncrypt,
  type CryptoKey,
  calculateJwkThumbprint,
  compactDecrypt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { keysRepository } from './keys.repository.ts';

export interface KeyService {
  publicKey: EncryptionKey;
  /** Decrypts a JWE compact string to its UTF-8 plaintext, or throws DECRYPTION_FAILED. */
  decrypt(jwe: string): Promise<string>;
  /**
   * Seals a secret the server must keep and read back (an authenticator secret, decision 103) as a
   * JWE to its own key: at rest it is unreadable without the private key, which may live outside the
   * database (JWE_PRIVATE_JWK).
   */
  seal(plaintext: string): Promise<string>;
}

/**
 * The RSA key that "encrypted" calls are sealed to (docs/decisions/012-encrypted-calls.md): from
 * JWE_PRIVATE_JWK when set, else generated at first boot and stored in the database so every process
 * shares it.
 */
export async function loadKeyService(db: Db, privateJwkText: string | undefined): Promise<KeyService> {
  let jwk: JWK;
  if (privateJwkText) {
    jwk = JSON.parse(privateJwkText) as JWK;
  } else {
    let stored = await keysRepository.get(db);
    if (!stored) {
      const { privateKey } = await generateKeyPair(JWE_ALG, { modulusLength: 2048, extractable: true });
      const generated = await exportJWK(privateKey);
      await keysRepository.insertIfAbsent(db, await calculateJwkThumbprint(generated), { ...generated });
      stored = await keysRepository.get(db);
    }
    jwk = stored!.privateJwk as JWK;
  }
  if (jwk.kty !== 'RSA' || !jwk.d || !jwk.n || !jwk.e)
    throw new Error('JWE_PRIVATE_JWK must be an RSA private JWK');
  const kid = jwk.kid ?? (await calculateJwkThumbprint(jwk));
  const privateKey = (await importJWK({ ...jwk, alg: JWE_ALG }, JWE_ALG)) as CryptoKey;
  const publicKey: EncryptionKey = {
    kid,
    jwk: { kty: 'RSA', n: jwk.n, e: jwk.e, alg: JWE_ALG, kid, use: 'enc' },
  };
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const sealingKey = (await importJWK(publicKey.jwk, JWE_ALG)) as CryptoKey;
  return {
    publicKey,
    seal: (plaintext) =>
      new CompactEncrypt(encoder.encode(plaintext))
        .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid })
        .encrypt(sealingKey),
    async decrypt(jwe) {
      try {
        const { plaintext } = await compactDecrypt(jwe.trim(), privateKey, {
          keyManagementAlgorithms: [JWE_ALG],
          contentEncryptionAlgorithms: [JWE_ENC],
        });
        return decoder.decode(plaintext);
      } catch {
        throw new AppError('DECRYPTION_FAILED');
      }
    },
  };
}
