import { loadavg } from 'node:os';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { closureOfMembers } from '../apps/server/src/db/migrations/0016-agent-tree.ts';
import { ledgerViolations } from '../apps/server/test/ledger-support.ts';
import { withComposedApp } from './lib/composed-app.ts';
import { cpuSecondsOfTree, postmasterPid } from './lib/pg-profile.ts';

/**
 * Contract settlement at scale (issue 14, decisions 086 and 095): CONTRACTS agents in one tree
 * (a top agent with the house, every sub-agent with its upline, three direct sub-agents each),
 * PLAYERS players hanging under them, and ROUNDS rounds played yesterday, all written set-based:
 * the tree, its closure, the contracts and the hourly rollup rows the settlement reads (the rounds'
 * ledger rows are not written: settlement never reads them for hour-aligned periods, decision 086).
 * Then one daily-salary settlement of yesterday through the contracts service: a statement for
 * every contract and a ledger payment for every amount due, against the budget. A second run shows
 * the idempotent repeat. On a loaded machine the load average and the CPU seconds Node and
 * PostgreSQL spent during the settlement say how far the wall time can be trusted.
 */
const CONTRACTS = Number(process.env.CONTRACTS_BENCH_CONTRACTS ?? 10_000);
const PLAYERS = Number(process.env.CONTRACTS_BENCH_PLAYERS ?? 100_000);
const ROUNDS = Number(process.env.CONTRACTS_BENCH_ROUNDS ?? 1_000_000);
const BUDGET_S = 60;
/** Fixture ids start here so parents can be computed in SQL. */
const BASE = 1_000_000;
/** Rounds in one rollup row (a player's rounds of one game type in one hour). */
const ROUNDS_PER_ROW = 4;

/**
 * Tiers of every contract: 0.3 % of the team's valid bet, 0.5 % from 1,000.00 (thresholds in minor
 * units). Leaf agents' teams stay under the threshold, their uplines' pass it: both tiers match.
 */
const TIERS = JSON.stringify([
  { activeMembers: null, validBet: null, profitLoss: null, winRate: null, lossRate: null, rate: 30 },
  { activeMembers: null, validBet: '100000', profitLoss: null, winRate: null, lossRate: null, rate: 50 },
]);

/** The tree, the contracts and yesterday's rollup rows, in one transaction with triggers off. */
async function fixture(pool: Db, day: Date): Promise<number> {
  const t0 = performance.now();
  await pool.transaction().execute(async (db) => {
    // Replica role: no closure trigger, no per-row foreign-key checks; the closure is built once.
    await sql`SET LOCAL session_replication_role = replica`.execute(db);
    // Agent k (k >= 1) hangs under agent (k - 1) / 3: ids grow down the tree, about 9 levels deep.
    await sql`
      INSERT INTO members (id, username, type, parent_id, created_at) OVERRIDING SYSTEM VALUE
      SELECT ${sql.lit(BASE)} + k, 'agent' || k, CASE WHEN k = 0 THEN 1 ELSE 2 END,
             CASE WHEN k = 0 THEN NULL ELSE ${sql.lit(BASE)} + (k - 1) / 3 END, ${day}::timestamptz - interval '30 days'
        FROM generate_series(0, ${sql.lit(CONTRACTS - 1)}) k`.execute(db);
    await sql`
      INSERT INTO members (id, username, type, parent_id, created_at) OVERRIDING SYSTEM VALUE
      SELECT ${sql.lit(BASE + CONTRACTS)} + n, 'player' || n, 0, ${sql.lit(BASE)} + (n * 7919) % ${sql.lit(CONTRACTS)},
             ${day}::timestamptz - interval '20 days'
        FROM generate_series(0, ${sql.lit(PLAYERS - 1)}) n`.execute(db);
    await sql`${closureOfMembers} ON CONFLICT DO NOTHING`.execute(db);
    // Agents pay their downlines from their cash accounts (empty: each is paid before it pays).
    await sql`
      INSERT INTO ledger_accounts (member_id, kind, currency)
      SELECT id, 'cash', 'USD' FROM members WHERE id BETWEEN ${BASE} AND ${BASE + CONTRACTS - 1}`.execute(db);
    // Row r: player r % PLAYERS, hour (7r) % 24 of yesterday, a game type by r / PLAYERS; 4 rounds of
    // 1.00 to 9.99, paid back 0 to 189 %.
    await sql`
      INSERT INTO agent_member_hourly (member_id, hour, game_type, bet_count, valid_bet, payout)
      SELECT ${sql.lit(BASE + CONTRACTS)} + r % ${sql.lit(PLAYERS)},
             ${day}::timestamptz + ((r * 7) % 24) * interval '1 hour',
             (ARRAY['ARCADE', 'RNG', 'CRASH', 'LIVE'])[1 + (r / ${sql.lit(PLAYERS)}) % 4],
             ${sql.lit(ROUNDS_PER_ROW)}, ${sql.lit(ROUNDS_PER_ROW)} * (100 + r % 900),
             ${sql.lit(ROUNDS_PER_ROW)} * (100 + r % 900) * (r % 190) / 100
        FROM generate_series(0, ${sql.lit(Math.ceil(ROUNDS / ROUNDS_PER_ROW) - 1)}) r
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`UPDATE agent_rollup_state SET current_to = date_trunc('hour', now())`.execute(db);
    // In force since yesterday's start (UTC), in id order: an upline's contract before its downlines'.
    await sql`
      INSERT INTO contracts (upline_id, member_id, kind, version, period, tiers, max_rate, tz_offset_minutes, state, signed_at)
      SELECT parent_id, id, 'dailySalary', 1, NULL, ${TIERS}::jsonb, 50, 0, 'accepted', ${day}
        FROM members WHERE id BETWEEN ${BASE} AND ${BASE + CONTRACTS - 1} ORDER BY id`.execute(db);
  });
  await sql`ANALYZE`.execute(pool);
  return (performance.now() - t0) / 1000;
}

export async function contractsSettleBench(): Promise<string[]> {
  const lines: string[] = [];
  await withComposedApp('contracts_bench', async (db, services) => {
    const day = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000);
    const fixtureS = await fixture(db, day);
    const facts = (
      await sql<{ contracts: string; rounds: string; rows: string }>`
        SELECT (SELECT count(*) FROM contracts) AS contracts,
               (SELECT sum(bet_count) FROM agent_member_hourly) AS rounds,
               (SELECT count(*) FROM agent_member_hourly) AS rows`.execute(db)
    ).rows[0]!;
    const postmaster = await postmasterPid(db);

    const load0 = loadavg()[0]!;
    const pg0 = cpuSecondsOfTree(postmaster);
    const node0 = process.cpuUsage();
    const t1 = performance.now();
    await services.contracts.settle('dailySalary');
    const settleS = (performance.now() - t1) / 1000;
    const nodeCpu = process.cpuUsage(node0);
    const pgS = cpuSecondsOfTree(postmaster) - pg0;
    const load1 = loadavg()[0]!;

    const totals = await services.contracts.totals();
    const moved = (
      await sql<{ n: string; amount: string | null }>`
        SELECT count(DISTINCT t.id) AS n, sum(e.amount) FILTER (WHERE e.amount > 0)::text AS amount
          FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         WHERE t.reference_type = 'contract_statement'`.execute(db)
    ).rows[0]!;
    const t2 = performance.now();
    const again = await services.contracts.settle('dailySalary');
    const againS = (performance.now() - t2) / 1000;
    const violations = await ledgerViolations(db);

    const n = (v: string | number | bigint) => Number(v).toLocaleString('en');
    lines.push(
      `fixture (set-based, ${fixtureS.toFixed(1)} s): ${n(facts.contracts)} daily-salary contracts over ${n(CONTRACTS)} agents ` +
        `and ${n(PLAYERS)} players; ${n(facts.rounds)} rounds yesterday in ${n(facts.rows)} rollup rows`,
    );
    lines.push(
      `${'settle one day (statements + ledger payments)'.padEnd(48)} ${settleS.toFixed(1).padStart(6)} s ` +
        `(budget <= ${BUDGET_S} s) ${settleS <= BUDGET_S ? 'PASS' : 'FAIL'}`,
    );
    lines.push(
      `  ${n(totals.count)} statements written, ${n(moved.n)} payments made (${n(moved.amount ?? 0)} minor units; ` +
        `statements paid ${n(totals.paid)}, pending ${n(totals.pending)}); ledger invariants ${violations.length === 0 ? 'hold' : `BROKEN: ${violations.slice(0, 3).join('; ')}`}`,
    );
    lines.push(
      `  load average ${load0.toFixed(1)} -> ${load1.toFixed(1)}; CPU during the settlement: node ` +
        `${((nodeCpu.user + nodeCpu.system) / 1e6).toFixed(1)} s, PostgreSQL ${pgS.toFixed(1)} s`,
    );
    lines.push(
      `${'same run again (nothing new, nothing paid twice)'.padEnd(48)} ${againS.toFixed(1).padStart(6)} s (${again} rows)`,
    );
  });
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await contractsSettleBench()) console.log(line);
}
