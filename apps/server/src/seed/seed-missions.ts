import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';
import { missionsText } from './missions-text.ts';

/**
 * Demo missions, leaderboards, red-envelope rains and a raffle (issue 16; decision 101), written
 * through the services like an operator's. Run after the promotions seed, whose 25 dice rounds of
 * the demo member complete two daily missions (their rewards wait in the reward centre) and put the
 * demo on the daily board. One rain starts three minutes after the first start, one fell an hour
 * ago (its seed and split are public); the demo has joined the week's raffle.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export async function seedMissionsDemo(
  _db: Db,
  s: Pick<AppServices, 'missions' | 'redEnvelopes' | 'raffles' | 'memberRecords'>,
  opts: { rainSoon: boolean } = { rainSoon: true },
): Promise<void> {
  const now = Date.now();
  const missions = [
    {
      title: missionsText.missions[0]!,
      period: 'DAILY',
      kind: 'PLAY_COUNT',
      target: '10',
      reward: '2.00',
    },
    {
      title: missionsText.missions[1]!,
      period: 'DAILY',
      kind: 'BET_AMOUNT',
      target: '100.00',
      reward: '3.00',
    },
    {
      title: missionsText.missions[2]!,
      period: 'WEEKLY',
      kind: 'WIN_STREAK',
      target: '3',
      reward: '10.00',
    },
    {
      title: missionsText.missions[3]!,
      period: 'WEEKLY',
      kind: 'BET_AMOUNT',
      target: '2000.00',
      reward: '25.00',
    },
  ] as const;
  for (const [sort, m] of missions.entries())
    await s.missions.createMission(null, { ...m, gameType: null, enabled: true, sort });
  await s.missions.createLeaderboard(null, {
    title: missionsText.dailyBoard,
    period: 'DAILY',
    prizes: ['50.00', '30.00', '20.00'],
    enabled: true,
  });
  await s.missions.createLeaderboard(null, {
    title: missionsText.weeklyBoard,
    period: 'WEEKLY',
    prizes: ['200.00', '100.00', '50.00'],
    enabled: true,
  });
  await s.missions.refreshAll();

  await s.redEnvelopes.schedule(null, {
    title: missionsText.luckyRain,
    // The end-to-end run gets it tomorrow instead: its panel would sit for 15 minutes over the
    // bottom of every member page the tests click through.
    startsAt: new Date(now + (opts.rainSoon ? 3 * MINUTE_MS : DAY_MS)).toISOString(),
    minutes: 15,
    pool: '100.00',
    shares: 50,
  });
  await s.redEnvelopes.schedule(null, {
    title: missionsText.morningRain,
    startsAt: new Date(now - 75 * MINUTE_MS).toISOString(),
    minutes: 10,
    pool: '50.00',
    shares: 20,
  });

  const raffle = await s.raffles.create(null, {
    title: missionsText.weeklyRaffle,
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 6 * DAY_MS).toISOString(),
    depositPerTicket: '100.00',
    betPerTicket: '50.00',
    prizes: ['300.00', '100.00', '50.00'],
  });
  const demo = await s.memberRecords.findByUsername('demo');
  if (demo) await s.raffles.claim(demo.id, raffle.id);
}
