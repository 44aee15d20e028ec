import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { createDb, type Db } from './database.ts';

/**
 * Parameterised statements go out as named statements, prepared once per connection (decision 116);
 * `namedStatements: false` (DB_NAMED_STATEMENTS=off) sends them unnamed. One connection per handle,
 * so `pg_prepared_statements` (this session's prepared statements) shows what that connection kept.
 */
describe('named statements', () => {
  let url: string;
  let named: Db;
  let unnamed: Db;
  beforeAll(async () => {
    ({ url } = await createTestDatabase());
    named = createDb(url, 1);
    unnamed = createDb(url, 1, { namedStatements: false });
  });
  afterAll(async () => {
    await named?.destroy();
    await unnamed?.destroy();
  });

  const prepared = async (db: Db) =>
    (
      await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements WHERE NOT from_sql`.execute(db)
    ).rows.map((r) => r.statement);
  const lookUp = (db: Db, n: number) => sql<{ n: number }>`SELECT ${n}::int + 1 AS n`.execute(db);

  it('prepares a parameterised statement once per connection and answers every call', async () => {
    for (let i = 0; i < 8; i += 1) expect((await lookUp(named, i)).rows[0]!.n).toBe(i + 1);
    const statements = await prepared(named);
    expect(statements.filter((s) => s.includes('::int + 1 AS n'))).toHaveLength(1);
  });

  it('keeps BEGIN/COMMIT and statements without parameters on the simple protocol', async () => {
    await named.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
    });
    expect((await prepared(named)).some((s) => /^(begin|commit|select 1)$/i.test(s.trim()))).toBe(false);
  });

  it('sends nothing named when switched off', async () => {
    for (let i = 0; i < 3; i += 1) expect((await lookUp(unnamed, i)).rows[0]!.n).toBe(i + 1);
    expect(await prepared(unnamed)).toEqual([]);
  });
});
