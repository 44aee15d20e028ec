import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ON,
  clockedContracts,
  clockNow,
  deposit,
  member,
  payments,
  round,
  statementsOf,
  tier,
  windLedgerBack,
} from '../../../test/contracts-kit.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';

/**
 * The settlement model (issue 14, fast-check): for a random tree of agents with players below them,
 * random rounds in one 5-minute window and random contracts that respect the cascade (each
 * downline's best rate at most its upline's), real-time salary settles so that
 *  - the money paid through the ledger equals the statements' amounts, each statement paid once;
 *  - no agent is paid above its own contract nor above its upline's rate, and each statement's
 *    valid bet is its team's (the agent and everyone below it);
 *  - the ledger's invariants hold.
 */
let t: TestApp;
let base: Date;
let iteration = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.services.contracts.configure(ALL_ON);
  const now = await clockNow(t);
  base = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000 - 86_400_000);
  await t.services.agent.rollup();
});
afterAll(() => t.close());

const Scenario = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: n }, (_, i) => fc.nat({ max: i }))),
    topRate: fc.integer({ min: 0, max: 300 }),
    shares: fc.array(
      fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.nat({ max: 3 })),
      {
        minLength: n + 1,
        maxLength: n + 1,
      },
    ),
    rounds: fc.array(
      fc.record({
        agent: fc.nat({ max: n }),
        stake: fc.bigInt({ min: 1n, max: 50_000n }),
        win: fc.bigInt({ min: 0n, max: 80_000n }),
      }),
      { maxLength: 8 },
    ),
  }),
);

describe('contract settlement model (fast-check)', () => {
  it('pays what the statements say, once, within every contract and the cascade', async () => {
    await fc.assert(
      fc.asyncProperty(Scenario, async (s) => {
        const windowStart = new Date(base.getTime() + iteration++ * 10 * 60_000);
        const clock = { now: new Date(windowStart.getTime() - 60_000) };
        const c = clockedContracts(t, clock);
        // Agents: node 0 is top-level (type 1); node i+1 hangs under node parents[i].
        const agents: string[] = [await member(t, 1, null, 'g')];
        for (const p of s.parents) agents.push(await member(t, 2, agents[p]!, 'g'));
        const parentOf = (i: number) => (i === 0 ? null : s.parents[i - 1]!);
        // Contracts top-down; each best rate at most the upline's best (the cascade).
        const best: number[] = [];
        for (let i = 0; i < agents.length; i++) {
          const [lowPct, highPct, active] = s.shares[i]!;
          const cap = i === 0 ? s.topRate : best[parentOf(i)!]!;
          const high = Math.floor((cap * highPct) / 100);
          const low = Math.floor((high * lowPct) / 100);
          best.push(high);
          const tiers = [tier(low), tier(high, { activeMembers: active })];
          if (i === 0)
            await c.houseContract(agents[0]!, { kind: 'realtimeSalary', tiers, tzOffset: 0 }, clock.now);
          else {
            const o = await c.offer(
              agents[parentOf(i)!]!,
              { memberId: agents[i]!, kind: 'realtimeSalary', tiers, tzOffset: 0 },
              null,
            );
            await c.act(agents[i]!, o.id, 'sign', null);
          }
          // Enough money for every agent to pay its downline whatever tier it matches.
          await deposit(t, agents[i]!, 10_000_000n);
        }
        // Players and their rounds, wound back into the window.
        const mark = await clockNow(t);
        const stakeUnder = new Map<number, bigint>();
        for (const r of s.rounds) {
          const p = await member(t, 0, agents[r.agent]!, 'q');
          await deposit(t, p, r.stake);
          await round(t, p, r.stake, r.win);
          for (let a: number | null = r.agent; a !== null; a = parentOf(a))
            stakeUnder.set(a, (stakeUnder.get(a) ?? 0n) + r.stake);
        }
        await windLedgerBack(t, mark, new Date(windowStart.getTime() + 60_000));
        clock.now = new Date(windowStart.getTime() + 5 * 60_000);
        await c.settle('realtimeSalary');

        const rows = await statementsOf(t, agents);
        const paid = await payments(t);
        const inWindow = rows.filter((r) => r.label.endsWith(windowStart.toISOString().slice(11, 16)));
        expect(inWindow).toHaveLength(agents.length);
        let owed = 0n;
        let moved = 0n;
        for (const r of rows) {
          expect(r.status).toBe('paid');
          const i = agents.indexOf(r.member_id);
          const uplineBest = i === 0 ? 10_000 : best[parentOf(i)!]!;
          expect(r.rate).toBeLessThanOrEqual(best[i]!);
          expect(r.rate).toBeLessThanOrEqual(uplineBest);
          expect(BigInt(r.amount)).toBe((BigInt(r.valid_bet) * BigInt(r.rate)) / 10_000n);
          owed += BigInt(r.amount);
          const p = paid.get(r.id);
          if (BigInt(r.amount) > 0n) expect(p?.count).toBe(1);
          moved += p?.amount ?? 0n;
        }
        for (const r of inWindow)
          expect(BigInt(r.valid_bet)).toBe(stakeUnder.get(agents.indexOf(r.member_id)) ?? 0n);
        expect(moved).toBe(owed);
        expect(await ledgerViolations(t.db)).toEqual([]);
      }),
      { numRuns: 12 },
    );
    // Across all runs: one statement per contract and window.
    const dupes =
      await sql`SELECT contract_id FROM contract_statements GROUP BY contract_id, period_start HAVING count(*) > 1`.execute(
        t.db,
      );
    expect(dupes.rows).toEqual([]);
  }, 600_000);
});
