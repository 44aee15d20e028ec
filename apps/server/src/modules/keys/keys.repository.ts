import { z } from 'zod';
import type { Executor } from '../../db/database.ts';

/** A JSON Web Key as jsonb: an object with its key type (jose checks the rest when importing it). */
const PrivateJwk = z.looseObject({ kty: z.string() });

const ROW_ID = 'jwe';

export const keysRepository = {
  async get(db: Executor): Promise<{ kid: string; privateJwk: Record<string, unknown> } | null> {
    const row = await db
      .selectFrom('server_keys')
      .select(['kid', 'private_jwk'])
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    return row ? { kid: row.kid, privateJwk: PrivateJwk.parse(row.private_jwk) } : null;
  },
  /** First writer wins, so processes booting together end up sharing one key. */
  async insertIfAbsent(db: Executor, kid: string, privateJwk: Record<string, unknown>): Promise<void> {
    await db
      .insertInto('server_keys')
      .values({ id: ROW_ID, kid, private_jwk: JSON.stringify(privateJwk) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
