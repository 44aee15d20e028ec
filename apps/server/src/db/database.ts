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

export function createDb(
  connectionString: string,
  max = 10,
  options: { namedStatements?: boolean } = {},
): Db {
  const pool = new pg.Pool({ connectionString, max });
  // A connection can be lost (database restart, or shutdown racing the embedded server's own exit
  // hook). The pool drops that client and makes a new one on demand; the query in flight, if any,
  // fails with its own error. Without these listeners the 'error' event would crash the process:
  // the pool's covers idle clients, the per-client one covers a client that is checked out.
  const lost = (err: Error) => console.warn(`database: connection lost (${err.message})`);
  pool.on('connect', (client) => {
    client.on('error', lost);
    if (options.namedStatements ?? true) preparesItsStatements(client);
  });
  // The pool re-emits an idle client's error; the client's own listener has already logged it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const transaction = db.transaction.bind(db);
  db.transaction = () => runsAfterCommit(transaction());
  urls.set(db, connectionString);
  return db;
}

/** Statement texts and their names, shared by every connection so one text always has one name. */
const statementNames = new Map<string, string>();
/** Texts named at most (a query built with a varying number of parameters has many texts). */
const MAX_NAMED_STATEMENTS = 2_000;
/** Named statements a connection prepares at most before it sends the rest unnamed. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Every parameterised statement a connection sends goes out as a named statement, so PostgreSQL
 * parses and plans it once per connection instead of on every call (decision 116: planning was about
 * a third of PostgreSQL's time on a dice bet, the client's statements replanned each time).
 * node-postgres prepares a named statement on its first use on a connection and later sends only
 * Bind/Execute. Statements without parameters (BEGIN, COMMIT, several statements in one text) keep
 * the simple protocol. Kysely calls `query(text, values)`; any other form passes through.
 */
function preparesItsStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let prepared = 0;
  const seen = new Set<string>();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || args.length !== 2)
      return query(...args);
    let name = statementNames.get(text);
    if (name === undefined) {
      if (statementNames.size >= MAX_NAMED_STATEMENTS) return query(...args);
      name = `s${statementNames.size + 1}`;
      statementNames.set(text, name);
    }
    if (!seen.has(name)) {
      if (prepared >= MAX_PREPARED_PER_CONNECTION) return query(...args);
      seen.add(name);
      prepared += 1;
    }
    return query({ name, text, values });
  };
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
