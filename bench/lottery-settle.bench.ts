import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
import { databaseUrl, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { createLotteryService } from '../apps/server/src/modules/lottery/lottery.service.ts';
import type { SystemService } from '../apps/server/src/modules/system/system.service.ts';

/**
 * Issue 15's bar: settle one lottery issue holding 100,000 bets in at most 5 s (decision 082),
 * printed next to a plain bulk UPDATE of 100,000 rows measured in the same run on the same database.
 * Bets are written straight into the tables (set-up, not measured; their stakes are not debited):
 * 1,000 members, 100 one-digit 'pos' tickets each on SSC1, so about a tenth of them win.
 */
const BETS = Number(process.env.LOTTERY_BENCH_BETS ?? 100_000);
const MEMBERS = 1_000;
const BUDGET_MS = 5_000;

export async function lotterySettleBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'goldline-lottery-bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'pg'), { persistent: false });
  const admin = createDb(pg.baseUrl, 1);
  await sql.raw('CREATE DATABASE lottery_bench').execute(admin);
  await admin.destroy();
  const db = createDb(databaseUrl(pg.baseUrl, 'lottery_bench'), 5);
  const lines: string[] = [];
  try {
    await migrateToLatest(db);
    const ledger = createLedgerService({ db });
    const site = { currency: { currency: 'USD', currencySymbol: '$', decimals: 2 } };
    const system = { setting: async () => site } as unknown as Pick<SystemService, 'setting'>;
    let clock = new Date();
    const lottery = createLotteryService({ db, ledger, system, now: () => clock });
    await lottery.ensureIssues(clock);
    const issue = await sql<{ id: string; draw_at: Date }>`
      SELECT id, draw_at FROM lottery_issues WHERE game_code = 'SSC1' AND draw_at > now() ORDER BY draw_at LIMIT 1`.execute(
      db,
    );
    const { id: issueId, draw_at: drawAt } = issue.rows[0]!;

    await sql`INSERT INTO members (username, type) SELECT 'lb' || g, 0 FROM generate_series(1, ${MEMBERS}) g`.execute(
      db,
    );
    await sql`INSERT INTO ledger_accounts (member_id, kind, currency) SELECT id, 'cash', 'USD' FROM members`.execute(
      db,
    );
    await sql`
      INSERT INTO lottery_tickets (member_id, idempotency_key, request_hash, game_code, bet_type, selection,
        units, unit_stake, chase_length, stop_on_win, total_stake)
      SELECT m.id, 'b' || g, 'h', 'SSC1', 'pos', jsonb_build_object('rows', jsonb_build_array(jsonb_build_array(g % 10),
        '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb)), 1, 1000, 1, false, 1000
      FROM generate_series(1, ${BETS}) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM members) m ON m.n = 1 + (g % ${MEMBERS})`.execute(
      db,
    );
    await sql`
      INSERT INTO lottery_bets (ticket_id, issue_id, member_id, chase_index, stake)
      SELECT id, ${issueId}, member_id, 1, 1000 FROM lottery_tickets`.execute(db);
    await sql`CREATE TABLE bench_rows (id int PRIMARY KEY, status text NOT NULL, payout bigint NOT NULL)`.execute(
      db,
    );
    await sql`INSERT INTO bench_rows SELECT g, 'pending', 0 FROM generate_series(1, ${BETS}) g`.execute(db);
    await sql`VACUUM ANALYZE`.execute(db);

    let t0 = performance.now();
    await sql`UPDATE bench_rows SET status = CASE WHEN id % 10 = 0 THEN 'won' ELSE 'lost' END,
      payout = CASE WHEN id % 10 = 0 THEN 9700 ELSE 0 END`.execute(db);
    const plainMs = performance.now() - t0;

    clock = drawAt;
    await lottery.drawIssue(issueId);
    t0 = performance.now();
    const settled = await lottery.settleIssue(issueId);
    const settleMs = performance.now() - t0;

    const unbalanced = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0) x`.execute(
      db,
    );
    lines.push(
      `${BETS.toLocaleString('en')} bets on one SSC1 issue, ${MEMBERS} members; ${settled.winners} winners`,
    );
    lines.push(
      `plain bulk UPDATE of ${BETS.toLocaleString('en')} rows          ${plainMs.toFixed(0).padStart(6)} ms`,
    );
    lines.push(
      `lottery settle (one statement + one movement) ${settleMs.toFixed(0).padStart(6)} ms  ratio ${(settleMs / plainMs).toFixed(1)}x the plain UPDATE  ` +
        `(budget <= ${BUDGET_MS} ms) ${settleMs <= BUDGET_MS ? 'ok' : 'MISSED'}` +
        `${settled.bets === BETS && Number(unbalanced.rows[0]!.n) === 0 ? '' : '  WRONG: not every bet settled or ledger unbalanced'}`,
    );
  } finally {
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

// Runnable alone: npx tsx bench/lottery-settle.bench.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await lotterySettleBench()) console.log(line);
}
