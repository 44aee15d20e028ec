import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ON, clockedContracts, clockNow, deposit, payments } from '../../../test/contracts-kit.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { closureOfMembers } from '../../db/migrations/0016-agent-tree.ts';

/**
 * Set-based settlement at more than one chunk (decision 095): 1,100 agents in one tree (agent k
 * under agent (k - 1) / 3, eight levels), each with a daily-salary contract with its upline (the
 * top one with the house), so statements are written in two INSERTs (1,000 + 100) and paid in
 * levels of up to 729 statements, several transactions of 250 each. One agent near the top spends
 * its pay as soon as it has it: its whole downline's statements stay pending for funds inside the
 * same transactions that pay the rest of their level, until it has money again.
 */
const N = 1_100;
const BASE = 7_000_000;
const DAY = 86_400_000;
const id = (k: number) => String(BASE + k);
/** Agent 1 (a direct downline of the top agent) and everyone below it. */
const underSpender = (k: number) => {
  for (let a = k; a > 0; a = Math.floor((a - 1) / 3)) if (a === 1) return k !== 1;
  return false;
};

let t: TestApp;
let dayD: Date;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.contracts.configure(ALL_ON);
  // The rollup's watermark moves to now first; day D's rows below are then behind it, as if folded.
  await t.services.agent.rollup();
  const now = await clockNow(t);
  dayD = new Date(Math.floor(now.getTime() / DAY) * DAY - 2 * DAY);
  // 0.5 %, 1 % from a team valid bet of 100.00: leaves stay under it, their uplines pass it.
  const tiers = JSON.stringify([
    { activeMembers: null, validBet: null, profitLoss: null, winRate: null, lossRate: null, rate: 50 },
    { activeMembers: null, validBet: '10000', profitLoss: null, winRate: null, lossRate: null, rate: 100 },
  ]);
  await t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`
      INSERT INTO members (id, username, type, parent_id) OVERRIDING SYSTEM VALUE
      SELECT ${sql.lit(BASE)} + k, 'chunkagent' || k, CASE WHEN k = 0 THEN 1 ELSE 2 END,
             CASE WHEN k = 0 THEN NULL ELSE ${sql.lit(BASE)} + (k - 1) / 3 END
        FROM generate_series(0, ${sql.lit(N - 1)}) k`.execute(trx);
    await sql`${closureOfMembers} ON CONFLICT DO NOTHING`.execute(trx);
  });
  await sql`
    INSERT INTO ledger_accounts (member_id, kind, currency)
    SELECT id, 'cash', 'USD' FROM members WHERE id BETWEEN ${BASE} AND ${BASE + N - 1}`.execute(t.db);
  // Each agent's own rounds on day D (the rollup's rows): a stake of 10.00 + k cents, all lost.
  await sql`
    INSERT INTO agent_member_hourly (member_id, hour, game_type, bet_count, valid_bet, payout)
    SELECT id, ${dayD}::timestamptz + interval '10 hours', 'DICE', 1, 1000 + (id - ${BASE}), 0
      FROM members WHERE id BETWEEN ${BASE} AND ${BASE + N - 1}`.execute(t.db);
  await sql`
    INSERT INTO contracts (upline_id, member_id, kind, version, period, tiers, max_rate, tz_offset_minutes, state, signed_at)
    SELECT parent_id, id, 'dailySalary', 1, NULL, ${tiers}::jsonb, 100, 0, 'accepted', ${dayD}
      FROM members WHERE id BETWEEN ${BASE} AND ${BASE + N - 1} ORDER BY id`.execute(t.db);
});
afterAll(() => t.close());

async function ours() {
  const r = await sql<{
    id: string;
    member_id: string;
    upline_id: string | null;
    amount: string;
    status: string;
    message: string | null;
  }>`
    SELECT id::text AS id, member_id::text AS member_id, upline_id::text AS upline_id, amount::text AS amount, status, message
      FROM contract_statements WHERE member_id BETWEEN ${BASE} AND ${BASE + N - 1} ORDER BY member_id`.execute(
    t.db,
  );
  return r.rows;
}

describe('settlement in chunks', () => {
  it('writes and pays more than one chunk: payouts equal the statements, once, with some payers short', async () => {
    const clock = { now: new Date(dayD.getTime() + DAY + 3_600_000) };
    const written: number[] = [];
    const spender = id(1);
    let spent = false;
    const spend = async () => {
      const { balance } = await t.services.ledger.balance({ memberId: spender, kind: 'cash' });
      if (balance === 0n) return;
      spent = true;
      await t.services.ledger.move({
        scope: 'test',
        key: randomUUID(),
        kind: 'withdrawal',
        postings: [
          {
            from: { memberId: spender, kind: 'cash' },
            to: { system: 'withdrawal_clearing', currency: 'USD' },
            amount: balance,
          },
        ],
      });
    };
    const c = clockedContracts(t, clock, {
      afterStatements: (n) => {
        written.push(n);
      },
      // Runs after each chunk's commit, for each statement it paid: the spender empties its account
      // once it has been paid (its downline is paid in the next level's transactions).
      afterPayment: () => (spent ? undefined : spend()),
    });
    await c.settle('dailySalary');

    const first = await ours();
    expect(first.length).toBe(N);
    // Written in INSERTs of 1,000 rows at most: this run wrote only ours.
    expect(written.reduce((a, n) => a + n, 0)).toBe(N);
    expect(Math.max(...written)).toBe(1000);
    expect(first.every((s) => BigInt(s.amount) > 0n)).toBe(true);
    const short = first.filter((s) => underSpender(Number(s.member_id) - BASE));
    expect(short.length).toBeGreaterThan(300);
    for (const s of short) expect([s.status, s.message]).toEqual(['pending', 'uplineFunds']);
    const rest = first.filter((s) => !underSpender(Number(s.member_id) - BASE));
    for (const s of rest) expect([s.status, s.message]).toEqual(['paid', null]);

    const sumOf = (rows: { amount: string }[]) => rows.reduce((a, s) => a + BigInt(s.amount), 0n);
    const paidOnce = async (rows: { id: string; amount: string }[]) => {
      const moved = await payments(t);
      let total = 0n;
      for (const s of rows) {
        expect(moved.get(s.id)).toEqual({ count: 1, amount: BigInt(s.amount) });
        total += moved.get(s.id)!.amount;
      }
      return total;
    };
    expect(await paidOnce(rest)).toBe(sumOf(rest));
    const moved = await payments(t);
    for (const s of short) expect(moved.has(s.id)).toBe(false);
    // The top agent keeps its pay less its three downlines' (the spender's included).
    const top = first.find((s) => s.member_id === id(0))!;
    const children = first.filter((s) => s.upline_id === id(0));
    expect((await t.services.ledger.balance({ memberId: id(0), kind: 'cash' })).balance).toBe(
      BigInt(top.amount) - sumOf(children),
    );
    expect(await ledgerViolations(t.db)).toEqual([]);

    // Money arrives: one payment run pays the whole waiting subtree, level by level, once.
    await deposit(t, spender, 10_000_000n);
    await clockedContracts(t, clock).payPending();
    const after = await ours();
    expect(after.every((s) => s.status === 'paid' && s.message === null)).toBe(true);
    expect(await paidOnce(after)).toBe(sumOf(after));
    expect(await clockedContracts(t, clock).settle('dailySalary')).toBe(0);
    expect(await paidOnce(after)).toBe(sumOf(after));
    expect(await ledgerViolations(t.db)).toEqual([]);
  });

  it('a run that died between the payments and their mark pays nothing twice when it resumes', async () => {
    // As if the process died after the ledger committed a chunk and before the UPDATE marking it.
    const victims = (await ours()).filter((s) => Number(s.member_id) - BASE >= N - 300);
    await sql`UPDATE contract_statements SET status = 'pending', paid_at = NULL
               WHERE id = ANY(${victims.map((s) => s.id)}::bigint[])`.execute(t.db);
    const before = await t.services.ledger.balance({ memberId: id(N - 1), kind: 'cash' });
    expect(await clockedContracts(t, { now: new Date() }).payPending()).toBe(victims.length);
    const after = await ours();
    expect(after.every((s) => s.status === 'paid')).toBe(true);
    const moved = await payments(t);
    for (const s of victims) expect(moved.get(s.id)).toEqual({ count: 1, amount: BigInt(s.amount) });
    expect(await t.services.ledger.balance({ memberId: id(N - 1), kind: 'cash' })).toEqual(before);
    expect(await ledgerViolations(t.db)).toEqual([]);
  });
});
