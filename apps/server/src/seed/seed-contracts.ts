import { sql } from 'kysely';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { timestampColumns, windBack } from './seed-agent.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo's contracts (issue 14; decisions 085, 086), through the contracts service as the agents
 * and the operator would make them, after the agent demo's month (seed-agent.ts):
 *  - the operator's house contracts for the top-level `agent`, all four kinds;
 *  - agent -> subagent1: daily salary and a Daily dividend, offered and signed, then wound back to
 *    the start of the month (decision 084's wind-back) so that every past day has its statement;
 *  - subagent1 -> subagent2: a daily salary offer left waiting, so subagent2's login shows the
 *    contract modal (subagent2 is subagent1's direct downline, not agent's: only a direct upline
 *    offers, decision 085);
 * then the settlement jobs run once for every kind: statements for every complete period, paid
 * through the ledger (the house pays agent, agent pays subagent1).
 */
export async function seedContractsDemo(
  db: Db,
  s: Pick<AppServices, 'contracts' | 'memberRecords'>,
): Promise<void> {
  const id = async (u: string) => (await s.memberRecords.findByUsername(u))?.id;
  const [agent, sub1, sub2] = await Promise.all([id('agent'), id('subagent1'), id('subagent2')]);
  if (!agent || !sub1 || !sub2) return;
  const c = s.contracts;
  await c.configure({
    enabled: { dividend: true, dailySalary: true, hourSalary: true, realtimeSalary: true },
    platformFeeBp: 500,
  });
  const tier = (rate: number, more: Record<string, unknown> = {}) => ({
    activeMembers: null,
    validBet: null,
    profitLoss: null,
    winRate: null,
    lossRate: null,
    rate,
    ...more,
  });
  const now = Date.now();
  const todayStart = Math.floor(now / DAY) * DAY;
  const monthAgo = new Date(todayStart - 29 * DAY + 9 * HOUR);
  // The house's contracts with the top-level agent: daily salary and dividend for the whole month,
  // hourly salary for two days, real-time salary for the last two hours.
  await c.houseContract(
    agent,
    { kind: 'dailySalary', tiers: [tier(80), tier(100, { validBet: '500.00' })], tzOffset: 0 },
    monthAgo,
  );
  await c.houseContract(
    agent,
    {
      kind: 'dividend',
      period: 'Daily',
      tiers: [tier(3000), tier(4000, { activeMembers: 3, profitLoss: '50.00' })],
      tzOffset: 0,
    },
    monthAgo,
  );
  await c.houseContract(
    agent,
    { kind: 'hourSalary', tiers: [tier(30)], tzOffset: 0 },
    new Date(now - 2 * DAY),
  );
  await c.houseContract(
    agent,
    { kind: 'realtimeSalary', tiers: [tier(20)], tzOffset: 0 },
    new Date(now - 2 * HOUR),
  );

  // agent -> subagent1, offered and signed now, then wound back to the start of the month.
  const mark = (await sql<{ t: Date }>`SELECT clock_timestamp() AS t`.execute(db)).rows[0]!.t;
  const daily = await c.offer(
    agent,
    {
      memberId: sub1,
      kind: 'dailySalary',
      tiers: [tier(50), tier(70, { activeMembers: 2, validBet: '100.00' })],
      tzOffset: 0,
    },
    '127.0.0.1',
  );
  await c.act(sub1, daily.id, 'sign', '127.0.0.1');
  const dividend = await c.offer(
    agent,
    {
      memberId: sub1,
      kind: 'dividend',
      period: 'Daily',
      tiers: [tier(2000), tier(2500, { activeMembers: 2 })],
      tzOffset: 0,
    },
    '127.0.0.1',
  );
  await c.act(sub1, dividend.id, 'sign', '127.0.0.1');
  await windBack(db, await timestampColumns(db), mark, new Date(monthAgo.getTime() + HOUR));

  // subagent1 -> subagent2: waiting for subagent2's answer (the contract modal).
  await c.offer(
    sub1,
    { memberId: sub2, kind: 'dailySalary', tiers: [tier(30), tier(40, { validBet: '50.00' })], tzOffset: 0 },
    '127.0.0.1',
  );

  for (const kind of ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'] as const)
    await c.settle(kind);
}
