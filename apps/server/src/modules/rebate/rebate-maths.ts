import type { RebatePeriod } from '@goldline/contract/rebate';

/** The pure parts of the manual rebate (decision 102): amounts per game type and calendar periods. */

export interface RebateLineMinor {
  gameType: string;
  validBet: bigint;
  ratePercent: number;
  amount: bigint;
}

/**
 * Each game type's valid bet x its rate (percent with two decimals, i.e. basis points), rounded down
 * to the minor unit; types without a rate earn 0 but are listed, so the member sees why.
 */
export function rebateLines(
  validBet: ReadonlyMap<string, bigint>,
  rates: Partial<Record<string, number>>,
): { lines: RebateLineMinor[]; total: bigint } {
  const lines = [...validBet.entries()]
    .filter(([, bet]) => bet > 0n)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gameType, bet]) => {
      const ratePercent = rates[gameType] ?? 0;
      const bps = BigInt(Math.round(ratePercent * 100));
      return { gameType, validBet: bet, ratePercent, amount: (bet * bps) / 10_000n };
    });
  return { lines, total: lines.reduce((a, l) => a + l.amount, 0n) };
}

const DAY_MS = 86_400_000;

/** The first instant (UTC) of the period that contains `at`; weeks start on Monday. */
export function periodStart(at: Date, period: RebatePeriod): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'DAILY') return day;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

export function nextPeriodStart(at: Date, period: RebatePeriod): Date {
  return new Date(periodStart(at, period).getTime() + (period === 'DAILY' ? 1 : 7) * DAY_MS);
}

/** One claim per key: 'D2026-11-26' for a day, 'W2026-11-23' for the week starting that Monday. */
export function periodKey(at: Date, period: RebatePeriod): string {
  return `${period === 'DAILY' ? 'D' : 'W'}${periodStart(at, period).toISOString().slice(0, 10)}`;
}
