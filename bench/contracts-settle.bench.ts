import { sql } from 'kysely';
import { BASE, fixture } from './agent-reports.bench.ts';
import { withComposedApp } from './lib/composed-app.ts';

/**
 * Contract settlement at scale (issue 14, decision 086): the agent reports bench's tree and
 * ledger (AGENT_BENCH_MEMBERS downline members, AGENT_BENCH_ROUNDS rounds over 30 days; its
 * fixture, reused) folded by the rollup job, then CONTRACTS daily-salary contracts in force since
 * yesterday (the top agent's with the house, each sub-agent's with its upline, then ordinary
 * members' with theirs, all at 0.5 %), and one settlement run of yesterday through the contracts
 * service: statements for every contract plus a ledger payment for every amount due. Wall time
 * against the budget; a second run shows the idempotent repeat.
 */
const CONTRACTS = Number(process.env.CONTRACTS_BENCH_CONTRACTS ?? 10_000);
const BUDGET_S = 60;

export async function contractsSettleBench(): Promise<string[]> {
  const lines: string[] = [];
  await withComposedApp('contracts_bench', async (db, services) => {
    const { seconds } = await fixture(db);
    const t0 = performance.now();
    await services.agent.rollup();
    const rollupS = (performance.now() - t0) / 1000;
    const rounds = (
      await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'bet'`.execute(db)
    ).rows[0]!.n;

    // Contracts in force since the start of yesterday (UTC), in tree order: every upline's contract
    // has a lower id than its downlines', so one payment pass pays uplines first.
    const yesterday = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000);
    const tiers = JSON.stringify([
      { activeMembers: null, validBet: null, profitLoss: null, winRate: null, lossRate: null, rate: 50 },
    ]);
    await sql`
      INSERT INTO contracts (upline_id, member_id, kind, version, period, tiers, max_rate, tz_offset_minutes, state, signed_at)
      SELECT m.parent_id, m.id, 'dailySalary', 1, NULL, ${tiers}::jsonb, 50, 0, 'accepted', ${yesterday}
        FROM members m
       WHERE m.id >= ${BASE} AND m.type IN (1, 2, 0)
       ORDER BY (m.type = 0), m.id
       LIMIT ${CONTRACTS}`.execute(db);
    await sql`ANALYZE`.execute(db);
    const n = (await sql<{ n: string }>`SELECT count(*) AS n FROM contracts`.execute(db)).rows[0]!.n;

    const t1 = performance.now();
    const first = await services.contracts.settle('dailySalary');
    const settleS = (performance.now() - t1) / 1000;
    const totals = await services.contracts.totals();
    const t2 = performance.now();
    const again = await services.contracts.settle('dailySalary');
    const againS = (performance.now() - t2) / 1000;
    const paidMoves = (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM ledger_transactions WHERE reference_type = 'contract_statement'`.execute(
        db,
      )
    ).rows[0]!.n;

    lines.push(
      `fixture: ${Number(rounds).toLocaleString('en')} rounds (tree ${seconds.tree?.toFixed(1)} s, ledger ${seconds.ledger?.toFixed(1)} s, ` +
        `indexes ${seconds.indexes?.toFixed(1)} s), rollup ${rollupS.toFixed(1)} s; ${Number(n).toLocaleString('en')} daily-salary contracts`,
    );
    lines.push(
      `${'settle one day (statements + ledger payments)'.padEnd(48)} ${settleS.toFixed(1).padStart(6)} s ` +
        `(${totals.count.toLocaleString('en')} statements, ${paidMoves} payments, ${first} rows; budget <= ${BUDGET_S} s) ${settleS <= BUDGET_S ? 'ok' : 'MISSED'}`,
    );
    lines.push(
      `${'same run again (nothing new, nothing paid twice)'.padEnd(48)} ${againS.toFixed(1).padStart(6)} s (${again} rows; ` +
        `pending ${totals.pending}, paid ${totals.paid} minor units)`,
    );
  });
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await contractsSettleBench()) console.log(line);
}
