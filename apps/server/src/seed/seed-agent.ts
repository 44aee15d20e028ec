import { randomUUID } from 'node:crypto';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { defaultSettings } from '../modules/system/settings.ts';
import { DEMO_PAYMENT_PASSWORD } from './seed-wallet.ts';

/** Everyone in the demo tree logs in with this (printed with the demo accounts). */
export const DEMO_DOWNLINE_PASSWORD = 'PlayDemo#2026';

/**
 * The demo agent's tree (issue 13), made through the services as a person would make it: members
 * and sub-agents registered under their upline, deposits approved through the cashier, bets in the
 * originals, transfers from the agent and sub-agents through the transfers module, an agents'
 * announcement. Three levels below `agent`:
 *
 *   agent ── player01 (untouched: the e2e tests own it), alice01, bob0001,
 *            subagent1 (2) ── carol01, dave001, subagent2 (2) ── erin001, frank01
 *            promoter1 (41) ── grace01
 *
 * The agent's own balance stays 5,000.00 (what it transfers it first receives as a deposit), so
 * the demo accounts' figures elsewhere do not change. No service takes a clock, so the activity is
 * dated at seeding time, not spread over 30 days (decision 078 says what a backfill would need).
 * Runs only on a fresh demo database (server.ts), not in the integration tests' seed.
 */
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
  >,
): Promise<void> {
  const agent = await s.memberRecords.findByUsername('agent');
  if (!agent) return;
  const { currency } = defaultSettings.site.currency;
  // One argon2 hash for the whole tree (argon2 is slow by design; the seed must stay fast).
  const hash = await s.hasher.hash(DEMO_DOWNLINE_PASSWORD);
  const ids: Record<string, string> = { agent: agent.id };
  const tree: [username: string, type: number, parent: string, nickname: string][] = [
    ['alice01', 0, 'agent', 'Alice'],
    ['bob0001', 0, 'agent', 'Bob'],
    ['subagent1', 2, 'agent', 'North team'],
    ['promoter1', 41, 'agent', 'Promoter'],
    ['carol01', 0, 'subagent1', 'Carol'],
    ['dave001', 0, 'subagent1', 'Dave'],
    ['subagent2', 2, 'subagent1', 'Harbour team'],
    ['grace01', 0, 'promoter1', 'Grace'],
    ['erin001', 0, 'subagent2', 'Erin'],
    ['frank01', 0, 'subagent2', 'Frank'],
  ];
  await db.transaction().execute(async (trx) => {
    for (const [username, type, parent, nickname] of tree) {
      const id = await s.memberRecords.insert(
        {
          username,
          passwordHash: hash,
          type,
          parentId: ids[parent]!,
          nickname,
          profile: { registeredBy: 'agent' },
        },
        trx,
      );
      await s.ledger.ensureMemberAccount(id, 'cash', currency, trx);
      ids[username] = id;
    }
    const channel = await s.deposits.allChannels();
    const bank = channel.find((c) => c.type === 'BANK');
    if (!bank) throw new Error('seed: no bank channel');
    const deposits: [string, bigint][] = [
      ['agent', 60_000n],
      ['alice01', 25_000n],
      ['bob0001', 8_000n],
      ['carol01', 40_000n],
      ['dave001', 12_000n],
      ['erin001', 30_000n],
      ['grace01', 5_000n],
    ];
    for (const [u, amount] of deposits) {
      await s.deposits.recordApprovedDeposit(trx, {
        memberId: ids[u]!,
        channelId: bank.id,
        amount,
        currency,
        payerName: u,
        reference: `Demo deposit ${u}`,
        memo: 'Deposit (demo)',
      });
    }
  });
  await s.security.presetPaymentPassword(agent.id, DEMO_PAYMENT_PASSWORD);
  await s.security.presetPaymentPassword(ids.subagent1!, DEMO_PAYMENT_PASSWORD);
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
  await transfer('agent', 'subagent1', '400.00');
  await transfer('agent', 'frank01', '200.00');
  await transfer('subagent1', 'subagent2', '150.00');

  // Bets in three games; the amounts and targets vary like a session of real play.
  const players = ['alice01', 'bob0001', 'carol01', 'dave001', 'erin001', 'frank01', 'grace01'];
  for (let i = 0; i < 42; i += 1) {
    const u = players[i % players.length]!;
    const player = { memberId: ids[u]!, trial: false };
    const amount = ['1.00', '2.50', '0.50', '5.00', '1.20', '3.00'][i % 6]!;
    const idempotencyKey = `seed-${randomUUID()}`;
    try {
      if (i % 3 === 0)
        await s.originals.dice(player, {
          amount,
          idempotencyKey,
          target: 40 + (i % 30),
          direction: i % 2 ? 'over' : 'under',
        });
      else if (i % 3 === 1)
        await s.originals.limbo(player, { amount, idempotencyKey, target: ['1.5', '2', '3', '10'][i % 4]! });
      else
        await s.originals.plinko(player, {
          amount,
          idempotencyKey,
          rows: 8 + (i % 9),
          risk: (['low', 'medium', 'high'] as const)[i % 3]!,
        });
    } catch {
      // A member who ran out of money simply stops playing.
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
