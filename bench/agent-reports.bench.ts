import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { closureOfMembers } from '../apps/server/src/db/migrations/0016-agent-tree.ts';
import { withComposedApp } from './lib/composed-app.ts';

/**
 * Agent reports at scale (issue 13, decision 078): one agent with MEMBERS downline members over
 * about ten levels, ROUNDS bets (and a win for every other one) over 30 days in the ledger, the
 * hourly rollups built by the job's own code path (agent.rollup), then the team overview and the
 * P&L statement (by day and by direct downline) over the whole month through the agent service.
 * p95 of sequential calls against the budget, next to a plain primary-key read in the same run.
 */
const MEMBERS = Number(process.env.AGENT_BENCH_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.AGENT_BENCH_ROUNDS ?? 1_000_000);
const CALLS = Number(process.env.AGENT_BENCH_CALLS ?? 40);
const BUDGET_P95_MS = 300;
/** Fixture ids start here so parents can be computed in SQL (member n's parent is n / 3). */
export const BASE = 1_000_000;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** The tree, the accounts and the ledger history, in bulk (the bench's own database). */
export async function fixture(pool: Db): Promise<{ agentId: string; seconds: Record<string, number> }> {
  const seconds: Record<string, number> = {};
  // Set-based and in one transaction (decision 084): every trigger off for the fixture's own rows
  // (replica role: the closure trigger, the balance check and the foreign keys' per-row checks),
  // the closure built in one recursive statement, and the ledger's secondary indexes dropped
  // while its rows are loaded and built once afterwards.
  return pool.transaction().execute(async (db) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    const indexes = (
      await sql<{ name: string; def: string }>`
      SELECT indexname AS name, indexdef AS def FROM pg_indexes
       WHERE tablename IN ('ledger_entries', 'ledger_transactions')
         AND indexname NOT IN (SELECT conname FROM pg_constraint)`.execute(db)
    ).rows;
    for (const i of indexes) await sql`DROP INDEX ${sql.id(i.name)}`.execute(db);
    const step = async (name: string, fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      seconds[name] = (performance.now() - t0) / 1000;
    };
    const agentId = String(BASE);
    await step('tree', async () => {
      // The top agent and a second tree beside it. Below the agent, MEMBERS accounts: one in 50 is a
      // sub-agent (type 2), and only agents have downlines, as in life. Sub-agent k (1..S) hangs under
      // sub-agent k / 3 (the agent for k < 3): about log3(2,000) = 7 levels of agents; every member
      // hangs under one of them, so the deepest members are about 9 levels below the agent.
      await sql`INSERT INTO members (id, username, type) OVERRIDING SYSTEM VALUE VALUES (${sql.lit(BASE)}, 'benchagent', 1), (${sql.lit(BASE - 1)}, 'otheragent', 1)`.execute(
        db,
      );
      const subAgents = Math.max(1, Math.floor(MEMBERS / 50));
      await sql`
      INSERT INTO members (id, username, type, parent_id, created_at) OVERRIDING SYSTEM VALUE
      SELECT ${sql.lit(BASE)} + k, 's' || k, 2, CASE WHEN k < 3 THEN ${sql.lit(BASE)} ELSE ${sql.lit(BASE)} + k / 3 END,
             now() - interval '30 days' + (k::float / ${sql.lit(subAgents)}) * interval '1 day'
        FROM generate_series(1, ${sql.lit(subAgents)}) k ORDER BY k`.execute(db);
      await sql`
      INSERT INTO members (id, username, type, parent_id, created_at) OVERRIDING SYSTEM VALUE
      SELECT ${sql.lit(BASE)} + n, 'b' || n, 0, ${sql.lit(BASE)} + 1 + (n * 7) % ${sql.lit(subAgents)},
             now() - interval '29 days' + (n::float / ${sql.lit(MEMBERS)}) * interval '28 days'
        FROM generate_series(${sql.lit(subAgents + 1)}, ${sql.lit(MEMBERS)}) n ORDER BY n`.execute(db);
      await sql`
      INSERT INTO members (username, type, parent_id) SELECT 'o' || n, 0, ${sql.lit(BASE - 1)} FROM generate_series(1, 2000) n`.execute(
        db,
      );
      // The closure the trigger would have written row by row (migration 0016's own statement).
      await sql`${closureOfMembers} ON CONFLICT DO NOTHING`.execute(db);
      await sql`INSERT INTO ledger_accounts (member_id, kind, currency) SELECT id, 'cash', 'USD' FROM members`.execute(
        db,
      );
    });
    await step('ledger', async () => {
      await sql`INSERT INTO ledger_accounts (system_code, kind, currency) VALUES ('house', 'cash', 'USD')
      ON CONFLICT DO NOTHING`.execute(db);
      const house = (
        await sql<{
          id: string;
        }>`SELECT id FROM ledger_accounts WHERE system_code = 'house' AND kind = 'cash'`.execute(db)
      ).rows[0]!.id;
      const members = MEMBERS + 2000;
      // Round g: a bet by a member of either tree, every other one followed by a win; in time order.
      await sql`
      INSERT INTO ledger_transactions (id, scope, idem_key, request_hash, kind, reference_type, reference_id, response, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT g * 2 + k, 'bench', (g * 2 + k)::text, '', CASE k WHEN 0 THEN 'bet' ELSE 'win' END,
             (ARRAY['ARCADE', 'RNG', 'CRASH', 'LIVE'])[1 + g % 4], g::text, '{}',
             now() - interval '30 days' + (g::float / ${ROUNDS}) * interval '30 days'
        FROM generate_series(1, ${ROUNDS}) g, generate_series(0, 1) k
       WHERE k = 0 OR g % 2 = 0`.execute(db);
      await sql`SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), (SELECT max(id) FROM ledger_transactions))`.execute(
        db,
      );
      // The member of round g, by a cheap hash of g over the accounts, without a correlated subquery.
      await sql`
      CREATE TEMP TABLE acct AS SELECT row_number() OVER (ORDER BY id) - 1 AS i, id FROM ledger_accounts WHERE member_id IS NOT NULL`.execute(
        db,
      );
      await sql`CREATE INDEX ON acct (i)`.execute(db);
      await sql`
      INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
      SELECT t.id, x.id, CASE t.kind WHEN 'bet' THEN -(100 + (g % 900)) ELSE 150 + (g % 1500) END, t.created_at
        FROM (SELECT id, kind, reference_id::bigint AS g, created_at FROM ledger_transactions WHERE scope = 'bench') t
        JOIN acct x ON x.i = (t.g * 7919) % ${members}
       ORDER BY t.id`.execute(db);
      await sql`
      INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
      SELECT t.id, ${house}, CASE t.kind WHEN 'bet' THEN 100 + (g % 900) ELSE -(150 + (g % 1500)) END, t.created_at
        FROM (SELECT id, kind, reference_id::bigint AS g, created_at FROM ledger_transactions WHERE scope = 'bench') t
       ORDER BY t.id`.execute(db);
      // A deposit for one member in ten, early in the month.
      await sql`
      WITH d AS (
        INSERT INTO ledger_transactions (scope, idem_key, request_hash, kind, reference_type, reference_id, response, created_at)
        SELECT 'benchdep', x.i::text, '', 'deposit', 'deposit', x.i::text, '{}', now() - interval '29 days' + (x.i % 600) * interval '1 hour'
          FROM acct x WHERE x.i % 10 = 0
        RETURNING id, reference_id, created_at
      )
      INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
      SELECT d.id, x.id, 10000, d.created_at FROM d JOIN acct x ON x.i = d.reference_id::bigint`.execute(db);
    });
    await step('indexes', async () => {
      for (const i of indexes) await sql.raw(i.def).execute(db);
    });
    return { agentId, seconds };
  });
}

export async function agentReportsBench(): Promise<string[]> {
  const lines: string[] = [];
  await withComposedApp('agent_bench', async (db, services) => {
    const { agentId, seconds } = await fixture(db);
    await sql`ANALYZE`.execute(db);
    const entries = (await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_entries`.execute(db)).rows[0]!
      .n;
    const closure = (
      await sql<{ n: string; d: number }>`SELECT count(*) AS n, max(depth) AS d FROM member_tree`.execute(db)
    ).rows[0]!;
    const t0 = performance.now();
    const folded = await services.agent.rollup();
    const rollupSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const again = await services.agent.rollup();
    const incrementalMs = performance.now() - t1;
    lines.push(
      `fixture: ${MEMBERS.toLocaleString('en')} downline members (closure ${Number(closure.n).toLocaleString('en')} rows, ` +
        `max depth ${closure.d}), ${ROUNDS.toLocaleString('en')} rounds, ${Number(entries).toLocaleString('en')} ledger entries ` +
        `(tree ${seconds.tree?.toFixed(1)} s, ledger ${seconds.ledger?.toFixed(1)} s, indexes ${seconds.indexes?.toFixed(1)} s)`,
    );
    lines.push(
      `rollup (agent.rollup, the job's path): first build ${rollupSeconds.toFixed(1)} s (${folded.toLocaleString('en')} member-hour rows), ` +
        `next run ${incrementalMs.toFixed(0)} ms (${again} rows)`,
    );

    const month = (() => {
      const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      return { period: 'range' as const, from: day(-30), to: day(0), tzOffset: 0 };
    })();
    const someone = String(BASE + 4242);
    const plain = await timed(() =>
      sql`SELECT id, username, type FROM members WHERE id = ${someone}`.execute(db),
    );
    const thisMonth = { period: 'thisMonth' as const, tzOffset: 0 };
    const overviewMonth = await timed(() => services.agent.overview(agentId, thisMonth));
    const overview = await timed(() => services.agent.overview(agentId, month));
    const revenue = await timed(() => services.agent.revenue(agentId, thisMonth));
    const pnlDay = await timed(() => services.agent.pnl(agentId, { ...month, groupBy: 'day' }));
    const pnlDownline = await timed(() => services.agent.pnl(agentId, { ...month, groupBy: 'downline' }));
    const base = p95(plain);
    const row = (name: string, xs: number[]) => {
      const v = p95(xs);
      return `${name.padEnd(48)} p95 ${v.toFixed(1).padStart(7)} ms  (${(v / base).toFixed(0)}x the plain read; budget <= ${BUDGET_P95_MS} ms) ${v <= BUDGET_P95_MS ? 'ok' : 'MISSED'}`;
    };
    lines.push(`${'plain indexed read (members by id)'.padEnd(48)} p95 ${base.toFixed(2).padStart(7)} ms`);
    lines.push(row('team overview, this month', overviewMonth));
    lines.push(row('team overview, range of 31 days', overview));
    lines.push(row('revenue by game type, this month', revenue));
    lines.push(row('P&L statement by day, 31 days', pnlDay));
    lines.push(row('P&L statement by direct downline, 31 days', pnlDownline));
    if (process.env.AGENT_BENCH_PLANS) {
      // Decision 077's two tree questions, as the agent repository asks them.
      const deep = String(BASE + MEMBERS - 1);
      for (const [name, q] of [
        [
          "is X in A's downline",
          sql`SELECT 1 FROM member_tree WHERE ancestor_id = ${agentId} AND member_id = ${deep} AND depth > 0`,
        ],
        [
          "all of A's downline (count)",
          sql`SELECT count(*) FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0`,
        ],
        [
          'overview active players (month)',
          sql`SELECT count(DISTINCT member_id) FROM agent_member_hourly WHERE member_id IN (SELECT member_id FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0) AND hour >= now() - interval '31 days' AND bet_count > 0`,
        ],
      ] as const) {
        const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, COSTS OFF) ${q}`.execute(db);
        lines.push(`plan: ${name}`);
        for (const r of plan.rows) lines.push(`    ${r['QUERY PLAN']}`);
      }
    }
    const check = await services.agent.overview(agentId, month);
    lines.push(
      `  (overview: team ${check.teamSize.toLocaleString('en')}, bets ${check.betCount.toLocaleString('en')}, active ${check.activePlayers.toLocaleString('en')})`,
    );
  });
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await agentReportsBench()) console.log(line);
}
