import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
/** Repositories accept either the root handle or a transaction (conventions: "Transactions passed as arguments"). */
export type Executor = Kysely<Database> | Transaction<Database>;

// `date` columns stay 'YYYY-MM-DD' strings: a birthday has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** The URL each handle was opened with, for the few clients that need their own connection (LISTEN). */
const urls = new WeakMap<Db, string>();
export const connectionStringOf = (db: Db): string | undefined => urls.get(db);

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client can lose its connection (database restart, shutdown racing the embedded server's
  // own exit hook). The pool drops that client and makes a new one on demand; without a listener
  // the 'error' event would crash the process.
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message})`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  urls.set(db, connectionString);
  return db;
}
