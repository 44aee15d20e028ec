import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { defaultSettings } from '../modules/system/settings.ts';
import { DEMO_PAYMENT_PASSWORD } from './seed-wallet.ts';

/** Everyone in the demo tree logs in with this (printed with the demo accounts). */
export const DEMO_DOWNLINE_PASSWORD = 'PlayDemo#2026';

/**
 * The demo agent's tree (issue 13), made through the services as a person would make it: members
 * and sub-agents registered under their upline, deposits approved through the cashier, bets in the
 * originals, transfers from the agent and sub-agents through the transfers module, a withdrawal
 * approved by the operator, an agents' announcement. Three levels below `agent`:
 *
 *   agent ── player01 (untouched: the e2e tests own it), alice01, bob0001,
 *            subagent1 (2) ── carol01, dave001, subagent2 (2) ── erin001, frank01
 *            promoter1 (41) ── grace01
 *
 * Thirty days of activity (decision 084): each simulated day is played through the services, then
 * that day's rows are wound back to an hour of that day (timestamps only, order kept; see
 * `windBack`), oldest day first, today's left as played; the rollup job then folds everything.
 * The agent's own balance stays 5,000.00 (what it transfers it first receives as a deposit), so
 * the demo accounts' figures elsewhere do not change. Runs only on a fresh demo database
 * (server.ts), not in the integration tests' seed.
 */
const DAY = 86_400_000;
const DAYS = 30;

/** A small deterministic generator, so every fresh demo plays the same month. */
function mulberry32(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every timestamptz column of every table in the public schema (read once per seeding). */
export async function timestampColumns(db: Db): Promise<{ t: string; c: string }[]> {
  const cols = await sql<{ t: string; c: string }>`
    SELECT c.table_name AS t, c.column_name AS c
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.data_type = 'timestamp with time zone' AND c.table_name <> 'agent_rollup_state'`.execute(db);
  return cols.rows;
}

/**
 * Moves every row stamped at or after `mark` (this session's rows: nothing else writes while the
 * demo seeds, the jobs start with the server) back so that `mark` lands on `target`: every
 * timestamptz column of every table in the public schema (`cols`), in one transaction. The ledger's
 * append-only triggers are off only inside it (session_replication_role = replica, which needs a
 * superuser: the embedded database's role is one). Returns false, with a log line, when the role is
 * not allowed (an external database): the activity then stays dated at seeding time.
 */
export async function windBack(
  db: Db,
  cols: { t: string; c: string }[],
  mark: Date,
  target: Date,
): Promise<boolean> {
  const shiftMs = mark.getTime() - target.getTime();
  try {
    await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      // One round trip: the statements carry only identifiers and the seed's own two values.
      const at = `'${mark.toISOString()}'::timestamptz`;
      const updates = cols.map(({ t, c }) => {
        const col = `"${c.replace(/"/g, '""')}"`;
        return `UPDATE "${t.replace(/"/g, '""')}" SET ${col} = ${col} - make_interval(secs => ${shiftMs / 1000}) WHERE ${col} >= ${at}`;
      });
      await sql.raw(updates.join(';\n')).execute(trx);
    });
    return true;
  } catch (e) {
    console.log(
      `Demo agent history: activity left dated now (cannot wind rows back: ${(e as Error).message})`,
    );
    return false;
  }
}

export async function seedAgentDemo(
  db: Db,
  s: Pick<
    AppServices,
    | 'memberRecords'
    | 'ledger'
    | 'deposits'
    | 'originals'
    | 'transfers'
    | 'security'
    | 'hasher'
    | 'adminContent'
    | 'agent'
    | 'withdrawals'
    | 'adminWallet'
  >,
): Promise<void> {
  const agent = await s.memberRecords.findByUsername('agent');
  if (!agent) return;
  const { currency } = defaultSettings.site.currency;
  // One argon2 hash for the whole tree (argon2 is slow by design; the seed must stay fast).
  const hash = await s.hasher.hash(DEMO_DOWNLINE_PASSWORD);
  const ids: Record<string, string> = { agent: agent.id };
  const channel = await s.deposits.allChannels();
  const bank = channel.find((c) => c.type === 'BANK');
  if (!bank) throw new Error('seed: no bank channel');
  // [username, type, parent, nickname, day it registers (days ago), first deposit in minor units]
  const tree: [string, number, string, string, number, bigint][] = [
    ['alice01', 0, 'agent', 'Alice', 29, 25_000n],
    ['bob0001', 0, 'agent', 'Bob', 29, 8_000n],
    ['subagent1', 2, 'agent', 'North team', 29, 0n],
    ['promoter1', 41, 'agent', 'Promoter', 28, 0n],
    ['carol01', 0, 'subagent1', 'Carol', 27, 40_000n],
    ['dave001', 0, 'subagent1', 'Dave', 26, 12_000n],
    ['subagent2', 2, 'subagent1', 'Harbour team', 25, 0n],
    ['grace01', 0, 'promoter1', 'Grace', 22, 5_000n],
    ['erin001', 0, 'subagent2', 'Erin', 20, 30_000n],
    ['frank01', 0, 'subagent2', 'Frank', 18, 0n],
  ];
  const deposit = (u: string, amount: bigint, memo = 'Deposit (demo)') =>
    db.transaction().execute((trx) =>
      s.deposits.recordApprovedDeposit(trx, {
        memberId: ids[u]!,
        channelId: bank.id,
        amount,
        currency,
        payerName: u,
        reference: `Demo deposit ${u}`,
        memo,
      }),
    );
  const transfer = (from: string, to: string, amount: string) =>
    s.transfers.toDownlineMember(
      ids[from]!,
      { id: ids[to]!, username: to },
      {
        amount,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
        idempotencyKey: `seed-${randomUUID()}`,
        memo: 'Credit (demo)',
      },
    );
  // What the agent and the first sub-agent hand down over the month (the agent first deposits it).
  const transfers: [day: number, from: string, to: string, amount: string][] = [
    [26, 'agent', 'subagent1', '400.00'],
    [25, 'subagent1', 'subagent2', '150.00'],
    [18, 'agent', 'frank01', '200.00'],
    [9, 'subagent1', 'dave001', '50.00'],
  ];
  // Top-ups later in the month, and the withdrawals the operator approves.
  const topUps: [day: number, u: string, amount: bigint][] = [
    [15, 'alice01', 10_000n],
    [11, 'carol01', 15_000n],
    [6, 'bob0001', 5_000n],
    [3, 'erin001', 8_000n],
  ];
  const withdrawals: [day: number, u: string, amount: string][] = [
    [12, 'carol01', '120.00'],
    [4, 'alice01', '60.00'],
  ];
  const operator = (
    await sql<{ id: string }>`SELECT id::text AS id FROM operators ORDER BY id LIMIT 1`.execute(db)
  ).rows[0]?.id;
  const rnd = mulberry32(13);
  let aging = true;
  const now = Date.now();
  const todayStart = Math.floor(now / DAY) * DAY;
  const columns = await timestampColumns(db);

  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const mark = (await sql<{ t: Date }>`SELECT clock_timestamp() AS t`.execute(db)).rows[0]!.t;
    // Registrations of the day, through the member module (the closure follows by its trigger).
    for (const [username, type, parent, nickname, day, first] of tree) {
      if (day !== d) continue;
      const id = await s.memberRecords.insert({
        username,
        passwordHash: hash,
        type,
        parentId: ids[parent]!,
        nickname,
        profile: { registeredBy: 'agent' },
      });
      await s.ledger.ensureMemberAccount(id, 'cash', currency);
      ids[username] = id;
      if (first > 0n) await deposit(username, first);
    }
    if (d === DAYS - 1) {
      await deposit('agent', 60_000n);
      await s.security.presetPaymentPassword(agent.id, DEMO_PAYMENT_PASSWORD);
      await s.security.presetPaymentPassword(ids.subagent1!, DEMO_PAYMENT_PASSWORD);
    }
    for (const [day, from, to, amount] of transfers) if (day === d) await transfer(from, to, amount);
    for (const [day, u, amount] of topUps) if (day === d) await deposit(u, amount, 'Top-up (demo)');
    // The day's play: each registered player plays on most days, a few rounds in three games.
    const players = tree.filter(([u, type]) => type === 0 && ids[u]).map(([u]) => u);
    for (const u of players) {
      if (rnd() < 0.35) continue;
      const player = { memberId: ids[u]!, trial: false };
      const rounds = 1 + Math.floor(rnd() * 3);
      for (let i = 0; i < rounds; i += 1) {
        const amount = ['1.00', '2.50', '0.50', '5.00', '1.20', '3.00'][Math.floor(rnd() * 6)]!;
        const idempotencyKey = `seed-${randomUUID()}`;
        const game = Math.floor(rnd() * 3);
        try {
          if (game === 0)
            await s.originals.dice(player, {
              amount,
              idempotencyKey,
              target: 40 + Math.floor(rnd() * 30),
              direction: rnd() < 0.5 ? 'over' : 'under',
            });
          else if (game === 1)
            await s.originals.limbo(player, {
              amount,
              idempotencyKey,
              target: ['1.5', '2', '3', '10'][Math.floor(rnd() * 4)]!,
            });
          else
            await s.originals.plinko(player, {
              amount,
              idempotencyKey,
              rows: 8 + Math.floor(rnd() * 9),
              risk: (['low', 'medium', 'high'] as const)[Math.floor(rnd() * 3)]!,
            });
        } catch {
          // A member who ran out of money simply stops playing.
        }
      }
    }
    for (const [day, u, amount] of withdrawals) {
      if (day !== d || !operator) continue;
      try {
        await s.security.presetPaymentPassword(ids[u]!, DEMO_PAYMENT_PASSWORD);
        const account = await s.withdrawals.bindAccount(ids[u]!, {
          bankName: 'Demo Bank',
          accountName: u,
          accountNumber: `6200${ids[u]!.padStart(8, '0')}`,
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        });
        const w = await s.withdrawals.request(ids[u]!, {
          bankAccountId: account.id,
          amount,
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          idempotencyKey: `seed-${randomUUID()}`,
        });
        await s.adminWallet.approveWithdrawal(operator, w.id);
      } catch (e) {
        console.log(`Demo agent history: ${u}'s withdrawal skipped (${(e as Error).message})`);
      }
    }
    // Today's rows stay as played; earlier days move to an hour of their day (10:00-21:59 UTC).
    if (d > 0 && aging) {
      const target = new Date(todayStart - d * DAY + (10 + Math.floor(rnd() * 12)) * 3_600_000);
      aging = await windBack(db, columns, mark, target);
    }
  }

  await s.adminContent.insertAnnouncement({
    type: 'AG',
    execution: null,
    titles: { EN: 'Welcome to the agent centre', CN: '欢迎来到代理中心' },
    contents: {
      EN: '<p>Your team overview, reports and downline tools are here. Reports are current to the time shown under each one.</p>',
      CN: '<p>团队总览、报表和下线管理都在这里。每份报表下方显示数据更新到的时间。</p>',
    },
    images: [],
    sort: 0,
    active: true,
    publishedAt: new Date(),
  });
  await s.agent.rollup();
}
