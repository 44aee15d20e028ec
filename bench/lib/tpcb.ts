import { sql } from 'kysely';
import { createDb } from '../../apps/server/src/db/database.ts';

/** pgbench's scale 1: one branch (a hot row every transaction updates), 10 tellers, 100,000 accounts. */
const BRANCHES = 1;
const TELLERS = 10;
const ACCOUNTS = 100_000;

export interface TpcbRun {
  perSecond: number;
  p99Ms: number;
  errors: number;
}

/**
 * pgbench's tables at scale 1 in the bench's own database (the one the server under test uses), so
 * the baseline runs on the same PostgreSQL, settings and disk in the same run (issue 11).
 */
export async function createTpcbTables(url: string): Promise<void> {
  const db = createDb(url, 1);
  try {
    await sql`
      CREATE TABLE IF NOT EXISTS pgbench_branches (bid int PRIMARY KEY, bbalance int NOT NULL, filler char(88));
      CREATE TABLE IF NOT EXISTS pgbench_tellers (tid int PRIMARY KEY, bid int NOT NULL, tbalance int NOT NULL, filler char(84));
      CREATE TABLE IF NOT EXISTS pgbench_accounts (aid int PRIMARY KEY, bid int NOT NULL, abalance int NOT NULL, filler char(84));
      CREATE TABLE IF NOT EXISTS pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
      TRUNCATE pgbench_branches, pgbench_tellers, pgbench_accounts, pgbench_history;
    `.execute(db);
    await sql`INSERT INTO pgbench_branches SELECT g, 0 FROM generate_series(1, ${BRANCHES}) g`.execute(db);
    await sql`INSERT INTO pgbench_tellers SELECT g, 1 + (g - 1) / 10, 0 FROM generate_series(1, ${TELLERS}) g`.execute(
      db,
    );
    await sql`INSERT INTO pgbench_accounts SELECT g, 1 + (g - 1) / 100000, 0 FROM generate_series(1, ${ACCOUNTS}) g`.execute(
      db,
    );
    await sql`VACUUM ANALYZE pgbench_branches, pgbench_tellers, pgbench_accounts, pgbench_history`.execute(
      db,
    );
  } finally {
    await db.destroy();
  }
}

const rnd = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

/**
 * pgbench's built-in "tpcb-like" script (BEGIN; UPDATE accounts; SELECT abalance; UPDATE tellers;
 * UPDATE branches; INSERT history; END: 7 round trips, the branch row hot) from `loops` concurrent
 * loops for `seconds`, through the server's own driver and pool (pg.Pool via Kysely, createDb, the
 * server's default DB_POOL_SIZE of 20 connections unless `poolSize` says otherwise).
 */
export async function tpcbLoop(
  url: string,
  options: { loops: number; seconds: number; poolSize?: number },
): Promise<TpcbRun> {
  const db = createDb(url, options.poolSize ?? 20);
  const latencies: number[] = [];
  let errors = 0;
  try {
    const end = Date.now() + options.seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.loops }, async () => {
        while (Date.now() < end) {
          const aid = rnd(1, ACCOUNTS);
          const bid = rnd(1, BRANCHES);
          const tid = rnd(1, TELLERS);
          const delta = rnd(-5000, 5000);
          const t0 = performance.now();
          try {
            await db.transaction().execute(async (trx) => {
              await sql`UPDATE pgbench_accounts SET abalance = abalance + ${delta} WHERE aid = ${aid}`.execute(
                trx,
              );
              await sql`SELECT abalance FROM pgbench_accounts WHERE aid = ${aid}`.execute(trx);
              await sql`UPDATE pgbench_tellers SET tbalance = tbalance + ${delta} WHERE tid = ${tid}`.execute(
                trx,
              );
              await sql`UPDATE pgbench_branches SET bbalance = bbalance + ${delta} WHERE bid = ${bid}`.execute(
                trx,
              );
              await sql`INSERT INTO pgbench_history (tid, bid, aid, delta, mtime)
                VALUES (${tid}, ${bid}, ${aid}, ${delta}, CURRENT_TIMESTAMP)`.execute(trx);
            });
            latencies.push(performance.now() - t0);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      perSecond: latencies.length / elapsed,
      p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      errors,
    };
  } finally {
    await db.destroy();
  }
}

/** "ratio 0.43 (budget >= 0.5) MISSED" */
export function ratioText(value: number, baseline: number, budget: number | null): string {
  const ratio = value / baseline;
  return `ratio to tpcb-like ${ratio.toFixed(2)}${budget === null ? '' : ` (budget >= ${budget}) ${ratio >= budget ? 'ok' : 'MISSED'}`}`;
}

export function tpcbLine(label: string, run: TpcbRun): string {
  return `${label.padEnd(44)} ${run.perSecond.toFixed(0).padStart(7)} tx/s   p99 ${run.p99Ms.toFixed(1).padStart(6)} ms${run.errors ? `  (${run.errors} errors)` : ''}`;
}
