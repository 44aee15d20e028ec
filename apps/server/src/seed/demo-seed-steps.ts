import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { seedAgentDemo } from './seed-agent.ts';
import { seedChatDemo } from './seed-chat.ts';
import { seedCommsDemo } from './seed-comms.ts';
import { seedContractsDemo } from './seed-contracts.ts';
import { seedLotteryDemo } from './seed-lottery.ts';
import { seedLoyaltyDemo } from './seed-loyalty.ts';
import { seedMissionsDemo } from './seed-missions.ts';
import { seedOidcDemo } from './seed-oidc.ts';
import { seedPromotionsDemo } from './seed-promotions.ts';
import { seedRebateDemo, seedReferralDemo } from './seed-referral-rebate.ts';
import { seedResponsibleGamingDemo } from './seed-responsible-gaming.ts';
import { seedRestingMemberDemo } from './seed-rg-resting.ts';
import { seedTwoStepDemo } from './seed-two-step.ts';

type Step = [label: string, run: () => Promise<unknown>];

/**
 * The fresh demo's history after the accounts and wallets (seedDemoIfEmpty), in order, each through
 * the real services. Only on a first start with demo data; the tests' seed leaves them out.
 */
function demoSteps(db: Db, services: AppServices, options: { fastJobs: boolean }): Step[] {
  return [
    // First: it winds the demo's first bets back to yesterday (issue 16).
    ['past rebate claim', () => seedRebateDemo(db, services)],
    ['agent tree and its activity', () => seedAgentDemo(db, services)],
    ['contracts and a month of statements', () => seedContractsDemo(db, services)],
    ['lottery draws, bets and the second operator', () => seedLotteryDemo(db, services)],
    ['promotions, bonuses and an application', () => seedPromotionsDemo(db, services)],
    [
      'missions, leaderboards, red-envelope rains, a raffle',
      () => seedMissionsDemo(db, services, { rainSoon: !options.fastJobs }),
    ],
    ['VIP levels, points and the points mall', () => seedLoyaltyDemo(db, services)],
    ['known networks and a login from another one', () => seedTwoStepDemo(db, services)],
    ['Demo ID sign-in', () => seedOidcDemo(services)],
    ['help centre, news, blog and feedback', () => seedCommsDemo(db, services)],
    ['responsible-gaming limits', () => seedResponsibleGamingDemo(services)],
    ['a member on a time-out', () => seedRestingMemberDemo(services)],
    ['chat rooms', () => seedChatDemo(services)],
    // Last: no later wind-back moves the referees' deadlines.
    ['referees', () => seedReferralDemo(db, services)],
  ];
}

/**
 * Runs the steps one after another and says where it is: a first start plays weeks of history and
 * takes minutes on a small machine, and a silent terminal looks stuck.
 */
export async function seedDemoHistory(
  db: Db,
  services: AppServices,
  options: { fastJobs: boolean; log: (line: string) => void },
): Promise<void> {
  const steps = demoSteps(db, services, options);
  for (const [index, [label, run]] of steps.entries()) {
    const started = performance.now();
    await run();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    options.log(`  [${index + 1}/${steps.length}] ${label} (${seconds} s)`);
  }
}
