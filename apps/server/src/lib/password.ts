import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package ships a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Burns the same time as a real verify, for unknown users (no username oracle by timing). */
  verifyDummy(password: string): Promise<void>;
}

/** argon2id with OWASP parameters (m=19 MiB, t=2, p=1) unless tests lower them via config. */
export function createPasswordHasher(opts: {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}): PasswordHasher {
  const params = { algorithm: ARGON2ID, ...opts };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, params),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= hash('dummy-password-for-timing', params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

/** Spec section 9: the password 123456 forces a change after login. */
export const WEAK_PASSWORD = '123456';
