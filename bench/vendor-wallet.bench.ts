import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../apps/server/src/db/database.ts';
import { databaseUrl, freePort, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { signVendorBody } from '../apps/server/src/modules/vendors/vendor-signature.ts';
import { launchTokenHash } from '../apps/server/src/modules/vendors/vendor-wallet.service.ts';
import { PROFILE, PROFILE_SETTINGS, startPgProfile } from './lib/pg-profile.ts';
import { startProcess } from './lib/processes.ts';
import { seedBenchDatabase } from './lib/seed.ts';
import { createTpcbTables, ratioText, tpcbLine, tpcbLoop } from './lib/tpcb.ts';

const VENDOR = 'BENCHV';
const SECRET = randomBytes(24).toString('hex');
const WALLETS = 200;
const CONNECTIONS = 32;
const SECONDS = 10;
const BASELINE_SECONDS = 5;
/** Orientation figure of the brief: a vendor's bet and its result, spread over many wallets. */
const BUDGET_PAIRS_PER_SECOND = 300;
/** Issue 11: pairs/s >= 0.25 of pgbench's tpcb-like loop on the same database (goal 0.5). */
const BUDGET_TPCB_RATIO = 0.25;

interface Wallet {
  memberId: string;
  token: string;
}

/**
 * Seamless-wallet calls as a vendor makes them (decision 051): signed debit then credit of one
 * round, over HTTP on loopback against the real server, each connection cycling through 200 funded
 * wallets. Figure: pairs per second (requests / 2) and the p99 of a single call, next to the budget.
 */
export async function vendorWalletBench(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'goldline-vendor-bench-'));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'pg'), { persistent: false, settings: PROFILE_SETTINGS });
  const admin = createDb(pg.baseUrl, 1);
  await sql.raw('CREATE DATABASE goldline').execute(admin);
  await admin.destroy();
  const url = databaseUrl(pg.baseUrl, 'goldline');
  const db = createDb(url, 4);
  let server: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    await migrateToLatest(db);
    await seedBenchDatabase(db);
    const wallets = await seedVendorAndWallets(db);
    await createTpcbTables(url);
    const port = await freePort();
    server = await startProcess('apps/server/src/server.ts', port, '/wps/system/status', {
      DATABASE_URL: url,
      RATE_LIMITS: 'off',
      // Benchmarks measure requests, not the job queue's own connections and polling.
      JOBS: 'off',
    });
    const base = `http://127.0.0.1:${port}`;
    const loadAtStart = loadavg()[0]!;
    await pairs(base, wallets, 2); // warm-up: JIT, pools, the ledger's account caches
    const profile = PROFILE ? await startPgProfile(db, server.child.pid!) : null;
    const r = await pairs(base, wallets, SECONDS);
    const profiled = profile ? await profile(r.requests / 2, 'pair') : [];
    const perSecond = r.requests / 2 / SECONDS;
    const read = await balances(base, wallets, BASELINE_SECONDS);
    const readPerSecond = read.requests / BASELINE_SECONDS;
    const tpcb = await tpcbLoop(url, { loops: CONNECTIONS, seconds: BASELINE_SECONDS });
    return [
      [
        'vendor balance (signed, HTTP; baseline)'.padEnd(44),
        `${readPerSecond.toFixed(0).padStart(7)} calls/s`,
        `p99 ${String(read.p99Ms).padStart(5)} ms`,
      ].join('  '),
      [
        'vendor debit+credit pairs (signed, HTTP)'.padEnd(44),
        `${perSecond.toFixed(0).padStart(7)} pairs/s`,
        `p99 ${String(r.p99Ms).padStart(5)} ms per call`,
        `budget >= ${BUDGET_PAIRS_PER_SECOND} pairs/s: ${perSecond >= BUDGET_PAIRS_PER_SECOND ? 'ok' : 'MISSED'}`,
        `calls ratio ${((perSecond * 2) / readPerSecond).toFixed(3)}`,
        r.refused > 0 ? `(${r.refused} answers not OK)` : '',
      ].join('  '),
      tpcbLine(`tpcb-like (pgbench script, ${CONNECTIONS} loops, pool 20)`, tpcb),
      `  pairs vs tpcb-like: ${ratioText(perSecond, tpcb.perSecond, BUDGET_TPCB_RATIO)}`,
      `  ${CONNECTIONS} connections x ${SECONDS} s over ${WALLETS} wallets; every call verifies its HMAC, a debit`,
      `  its launch token; one transaction each (member lock, round, call row, ledger movement, outbox).`,
      `  Load average at start ${loadAtStart.toFixed(1)} (other work on this machine lowers the figure).`,
      ...(profiled.length ? ['  where the pairs spent their time (BENCH_PG_PROFILE=1):', ...profiled] : []),
    ];
  } finally {
    await server?.stop();
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function seedVendorAndWallets(db: ReturnType<typeof createDb>): Promise<Wallet[]> {
  await db
    .insertInto('game_vendors')
    .values({
      code: VENDOR,
      display_name: 'Bench vendor',
      icon_url: '/games/vendor.svg',
      secret: SECRET,
      launch_url: 'https://vendor.example/launch',
    })
    .execute();
  const game = await db
    .insertInto('games')
    .values({
      vendor_code: VENDOR,
      game_code: 'bslot',
      game_type: 'RNG',
      names: JSON.stringify({ EN: 'Bench Slot' }),
      icon_url: '/games/bslot.svg',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO members (username, type) SELECT 'vbench' || g, 0 FROM generate_series(1, ${WALLETS}) g`.execute(
    db,
  );
  const ids = (
    await db.selectFrom('members').select('id').where('username', 'like', 'vbench%').execute()
  ).map((r) => r.id);
  await sql`
    INSERT INTO ledger_accounts (member_id, kind, currency)
    SELECT id, 'cash', 'USD' FROM members WHERE username LIKE 'vbench%'`.execute(db);
  await createLedgerService({ db }).move({
    scope: 'bench',
    key: 'fund-vendor-wallets',
    kind: 'deposit',
    postings: ids.map((memberId) => ({
      from: { system: 'payment_clearing', currency: 'USD' } as const,
      to: { memberId, kind: 'cash' } as const,
      amount: 100_000_000n,
    })),
  });
  const wallets = ids.map((memberId) => ({ memberId, token: randomBytes(24).toString('base64url') }));
  await db
    .insertInto('launch_tokens')
    .values(
      wallets.map((w) => ({
        token_hash: launchTokenHash(w.token),
        member_id: w.memberId,
        vendor_code: VENDOR,
        game_id: game.id,
        expires_at: new Date(Date.now() + 3_600_000),
      })),
    )
    .execute();
  return wallets;
}

const signed = (body: object) => {
  const raw = JSON.stringify(body);
  return {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signVendorBody(SECRET, raw) },
  };
};

/** The same path without a write: signature, token, one balance read (the ratio's baseline). */
async function balances(base: string, wallets: Wallet[], seconds: number) {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/vendor/${VENDOR}/wallet/balance`,
        setupRequest: (req) => {
          const wallet = wallets[n++ % wallets.length]!;
          return { ...req, ...signed({ token: wallet.token, playerId: wallet.memberId, currency: 'USD' }) };
        },
      },
    ],
  });
  return { requests: result.requests.total, p99Ms: result.latency.p99 };
}

/** autocannon's per-connection context: the round the debit opened, for its credit. */
type PairContext = { round: { n: number; wallet: Wallet } };

let sequence = 0;

/** Each connection: debit of a new round on the next wallet, then that round's credit. */
async function pairs(base: string, wallets: Wallet[], seconds: number) {
  let refused = 0;
  const checkOk = (status: number, body: string) => {
    if (status !== 200 || !body.includes('"status":"OK"')) refused++;
  };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/vendor/${VENDOR}/wallet/debit`,
        setupRequest: (req, context) => {
          const n = sequence++;
          const wallet = wallets[n % wallets.length]!;
          (context as PairContext).round = { n, wallet };
          return {
            ...req,
            ...signed({
              token: wallet.token,
              playerId: wallet.memberId,
              currency: 'USD',
              transactionId: `d${n}`,
              roundId: `r${n}`,
              gameCode: 'bslot',
              amount: '1.00',
            }),
          };
        },
        onResponse: checkOk,
      },
      {
        method: 'POST',
        path: `/vendor/${VENDOR}/wallet/credit`,
        setupRequest: (req, context) => {
          const { n, wallet } = (context as PairContext).round;
          return {
            ...req,
            ...signed({
              token: wallet.token,
              playerId: wallet.memberId,
              currency: 'USD',
              transactionId: `c${n}`,
              roundId: `r${n}`,
              gameCode: 'bslot',
              amount: n % 3 === 0 ? '2.00' : '0.00',
              referenceTransactionId: `d${n}`,
              roundEnded: true,
            }),
          };
        },
        onResponse: checkOk,
      },
    ],
  });
  return { requests: result.requests.total, p99Ms: result.latency.p99, refused: refused + result.errors };
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const l of await vendorWalletBench()) console.log(l);
