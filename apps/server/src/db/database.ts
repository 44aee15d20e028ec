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
  // A connection can be lost (database restart, or shutdown racing the embedded server's own exit
  // hook). The pool drops that client and makes a new one on demand; the query in flight, if any,
  // fails with its own error. Without these listeners the 'error' event would crash the process:
  // the pool's covers idle clients, the per-client one covers a client that is checked out.
  const lost = (err: Error) => console.warn(`database: connection lost (${err.message})`);
  pool.on('connect', (client) => client.on('error', lost));
  // The pool re-emits an idle client's error; the client's own listener has already logged it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  urls.set(db, connectionString);
  return db;
}
