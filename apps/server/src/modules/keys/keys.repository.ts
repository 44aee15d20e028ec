import type { Executor } from '../../db/database.ts';

const ROW_ID = 'jwe';

export const keysRepository = {
  async get(db: Executor): Promise<{ kid: string; privateJwk: Record<string, unknown> } | null> {
    const row = await db
      .selectFrom('server_keys')
      .select(['kid', 'private_jwk'])
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    return row ? { kid: row.kid, privateJwk: row.private_jwk } : null;
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
