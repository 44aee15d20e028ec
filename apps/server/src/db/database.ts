import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** Repositories accept either the root handle or a transaction (conventions: "Transactions passed as arguments"). */
export type Executor = Kysely<Database> | Transaction<Database>;

// `date` columns stay 'YYYY-MM-DD' strings: a birthday has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
