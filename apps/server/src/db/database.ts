import { Kysely, PostgresDialect, type Transaction, type TransactionBuilder } from 'kysely';
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
  const transaction = db.transaction.bind(db);
  db.transaction = () => runsAfterCommit(transaction());
  urls.set(db, connectionString);
  return db;
}

/** Tasks waiting for the commit of a transaction opened through `db.transaction()` (afterCommit). */
const afterCommitTasks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `task` once what `ex` wrote is committed: after the commit of the transaction `ex` belongs
 * to, or at once when `ex` is the root handle (an autocommit statement that has already returned).
 * Nothing runs when the transaction rolls back; the same task registered twice runs once. Used for signals that must not be sent inside the
 * transaction (the ledger's outbox announcement; decision 074). A transaction not opened through
 * `db.transaction()` of a `createDb` handle runs the task at once.
 */
export function afterCommit(ex: Executor, task: () => void): void {
  const tasks = ex.isTransaction ? afterCommitTasks.get(ex) : undefined;
  if (!tasks) task();
  else if (!tasks.includes(task)) tasks.push(task); // once per transaction
}

function runsAfterCommit<T>(builder: TransactionBuilder<T>): TransactionBuilder<T> {
  const execute = builder.execute.bind(builder);
  const setAccessMode = builder.setAccessMode.bind(builder);
  const setIsolationLevel = builder.setIsolationLevel.bind(builder);
  builder.execute = async (callback) => {
    const tasks: (() => void)[] = [];
    const result = await execute((trx) => {
      afterCommitTasks.set(trx, tasks);
      return callback(trx);
    });
    for (const task of tasks) task();
    return result;
  };
  builder.setAccessMode = (mode) => runsAfterCommit(setAccessMode(mode));
  builder.setIsolationLevel = (level) => runsAfterCommit(setIsolationLevel(level));
  return builder;
}
