import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db } from '../apps/server/src/db/database.ts';
import { databaseUrl, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import type { LedgerService } from '../apps/server/src/modules/ledger/ledger.types.ts';
import { createTpcbTables, ratioText, tpcbLine, tpcbLoop } from './lib/tpcb.ts';

const WALLETS = 10_000;
const CONCURRENCY = 20;
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 6);
/**
 * Rounds of every phase in one process and database (the shared machine's load swings);
 * LEDGER_BENCH_SWEEP=1 adds the group commit with 1, 2, 4 and 8 batches in flight.
 */
const ROUNDS = Number(process.env.LEDGER_BENCH_ROUNDS ?? 1);
/** Issue 11's bars: ledger / plain UPDATE on the same rows shape (spread and one hot row). */
const BUDGET = { spreadRatio: 0.6, hotRatio: 0.5 };

interface Phase {
  perSecond: number;
  p99Ms: number;
  errors: number;
  firstError: string;
}

/** Runs `op` from CONCURRENCY loops for SECONDS and reports throughput and p99 latency. */
async function phase(op: (i: number) => Promise<unknown>): Promise<Phase> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  let n = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        try {
          await op(n++);
        } catch (err) {
          if (errors++ === 0) firstError = err instanceof Error ? err.message : String(err);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
    firstError,
  };
}

const fmt = (name: string, p: Phase, base?: Phase, budget?: number, tpcb?: { perSecond: number }) => {
  const ratio = base ? p.perSecond / base.perSecond : 0;
  return (
    `${name.padEnd(44)} ${p.perSecond.toFixed(0).padStart(7)} tx/s   p99 ${p.p99Ms.toFixed(1).padStart(6)} ms` +
    `${p.errors ? `  errors ${p.errors} (${p.firstError})` : ''}` +
    `${base ? `  ratio ${ratio.toFixed(2)}${budget === undefined ? '' : ` (budget >= ${budget}) ${ratio >= budget ? 'ok' : 'MISSED'}`}` : ''}` +
    `${tpcb ? `  ${ratioText(p.perSecond, tpcb.perSecond, null)}` : ''}`
  );
};

/** 10,000 members with a funded cash account each, funded through the ledger in batches. */
async function seed(db: Db, ledger: LedgerService): Promise<string[]> {
  await sql`INSERT INTO members (username, type) SELECT 'w' || g, 0 FROM generate_series(1, ${WALLETS}) g`.execute(
    db,
  );
  await sql`INSERT INTO ledger_accounts (member_id, kind, currency) SELECT id, 'cash', 'USD' FROM members`.execute(
    db,
  );
  const ids = (await db.selectFrom('members').select('id').orderBy('id').execute()).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    await ledger.move({
      scope: 'bench',
      key: `fund-${i}`,
      kind: 'deposit',
      postings: ids.slice(i, i + 1000).map((memberId) => ({
        from: { system: 'payment_clearing', currency: 'USD' } as const,
        to: { memberId, kind: 'cash' } as const,
        amount: 1_000_000_000n,
      })),
    });
  }
  await sql`CREATE TABLE bench_counter (id int PRIMARY KEY, balance bigint NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_counter SELECT g, 0 FROM generate_series(1, ${WALLETS}) g`.execute(db);
  return ids;
}

export async function ledgerBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'goldline-ledger-bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'pg'), { persistent: false });
  const admin = createDb(pg.baseUrl, 1);
  await sql.raw('CREATE DATABASE ledger_bench').execute(admin);
  await admin.destroy();
  const url = databaseUrl(pg.baseUrl, 'ledger_bench');
  const db = createDb(url, CONCURRENCY);
  const lines: string[] = [];
  try {
    await migrateToLatest(db);
    // The two ways a stand-alone movement is posted (decision 097): alone, one ledger_move call and
    // one commit each, and through the group commit, concurrent movements in one ledger_move_many.
    const alone = createLedgerService({ db, groupCommit: false });
    const grouped = createLedgerService({ db });
    const ids = await seed(db, grouped);
    await createTpcbTables(url);
    const rnd = () => ids[Math.floor(Math.random() * ids.length)]!;
    // One counter for every phase: a key is never reused with another body.
    let next = 0;
    const transfer = (ledger: LedgerService) => () => {
      const from = rnd();
      let to = rnd();
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length]!;
      return ledger.move({
        scope: 'bench',
        key: `t-${next++}`,
        kind: 'transfer',
        postings: [
          { from: { memberId: from, kind: 'cash' }, to: { memberId: to, kind: 'cash' }, amount: 1n },
        ],
      });
    };
    const hot = ids[0]!;
    const hotBet = (ledger: LedgerService) => () =>
      ledger.move({
        scope: 'bench',
        key: `h-${next++}`,
        kind: 'bet',
        postings: [
          { from: { memberId: hot, kind: 'cash' }, to: { system: 'house', currency: 'USD' }, amount: 1n },
        ],
      });
    const plainSpread = () =>
      db
        .transaction()
        .execute((trx) =>
          sql`UPDATE bench_counter SET balance = balance + 1 WHERE id = ${1 + Math.floor(Math.random() * WALLETS)}`.execute(
            trx,
          ),
        );
    const plainHot = () =>
      db
        .transaction()
        .execute((trx) => sql`UPDATE bench_counter SET balance = balance + 1 WHERE id = 1`.execute(trx));

    await phase(transfer(alone)); // warm-up (JIT, caches), not reported
    await phase(transfer(grouped));
    lines.push(
      `concurrency ${CONCURRENCY}, ${SECONDS} s per phase, ${WALLETS} wallets; ratio = ledger / plain UPDATE of the same round`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      const load = loadavg()[0]!.toFixed(1);
      // pgbench's tpcb-like transaction, same driver and pool size, same database (issue 11).
      const tpcb = await tpcbLoop(url, { loops: CONCURRENCY, seconds: SECONDS, poolSize: CONCURRENCY });
      const baseSpread = await phase(plainSpread);
      const spreadAlone = await phase(transfer(alone));
      const spreadGrouped = await phase(transfer(grouped));
      const baseHot = await phase(plainHot);
      const hotAlone = await phase(hotBet(alone));
      const hotGrouped = await phase(hotBet(grouped));
      if (ROUNDS > 1) lines.push(`round ${round} of ${ROUNDS}, load average at start ${load}`);
      lines.push(tpcbLine(`tpcb-like (pgbench script, ${CONCURRENCY} loops)`, tpcb));
      lines.push(fmt('plain UPDATE, random row of 10,000', baseSpread));
      lines.push(fmt('ledger transfer, one commit each', spreadAlone, baseSpread, BUDGET.spreadRatio, tpcb));
      lines.push(fmt('ledger transfer, group commit', spreadGrouped, baseSpread, BUDGET.spreadRatio, tpcb));
      lines.push(fmt('plain UPDATE, one hot row', baseHot));
      lines.push(fmt('ledger bet, hot wallet, one commit each', hotAlone, baseHot, BUDGET.hotRatio, tpcb));
      lines.push(fmt('ledger bet, hot wallet, group commit', hotGrouped, baseHot, BUDGET.hotRatio, tpcb));
    }
    if (process.env.LEDGER_BENCH_SWEEP) {
      // The group commit's settings against each other in one window (decision 097's choice).
      for (const maxInFlight of [1, 2, 4, 8]) {
        const svc = createLedgerService({ db, groupCommit: { maxInFlight } });
        const baseSpread = await phase(plainSpread);
        const spread = await phase(transfer(svc));
        const baseHot = await phase(plainHot);
        const hotWallet = await phase(hotBet(svc));
        lines.push(fmt(`  transfers, ${maxInFlight} batch(es) in flight`, spread, baseSpread));
        lines.push(fmt(`  hot wallet, ${maxInFlight} batch(es) in flight`, hotWallet, baseHot));
      }
    }
    lines.push(
      'HTTP: transfers through the real server are measured in "ledger over HTTP" (ledger-http.bench.ts)',
    );
  } finally {
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return lines;
}

// Runnable alone: npx tsx bench/ledger.bench.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await ledgerBench()) console.log(line);
}
