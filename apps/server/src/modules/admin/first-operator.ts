import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { adminRepository } from './admin.repository.ts';

export const FIRST_OPERATOR_USERNAME = 'admin';

/**
 * A deployment without the demo has no operator to log in with. The first start creates one with a
 * random one-time password (144 bits), returned once for the start banner and stored only as its
 * argon2id hash; the back office refuses everything but a password change until it is replaced
 * (docs/decisions/061-demo-and-first-operator.md). Returns null when an operator already exists.
 */
export async function bootstrapFirstOperator(
  db: Db,
  hasher: PasswordHasher,
): Promise<{ username: string; password: string } | null> {
  if (await adminRepository.hasOperators(db)) return null;
  const password = randomBytes(18).toString('base64url');
  const hash = await hasher.hash(password);
  return db.transaction().execute(async (trx) => {
    await adminRepository.lockBootstrap(trx);
    // Another process starting on the same empty database may have been first.
    if (await adminRepository.hasOperators(trx)) return null;
    await adminRepository.insertOperator(trx, FIRST_OPERATOR_USERNAME, hash, { mustChangePassword: true });
    return { username: FIRST_OPERATOR_USERNAME, password };
  });
}
