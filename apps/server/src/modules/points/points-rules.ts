import type { EarnType, PointsConfig } from '@goldline/contract/points';

/**
 * Which points type a settled bet earns by its game type (spec section 3 "Points types"): live
 * casino, lottery, card games (PVP), sports (and e-sports, cockfight), and the rest as slots
 * (RNG, fish, crash, arcade, in-house originals). An unknown type earns as slots.
 */
const EARN_TYPE_OF: Record<string, EarnType> = {
  LIVE: 'LIVE',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
  PVP: 'CARD',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
};
export const earnTypeOf = (gameType: string): EarnType => EARN_TYPE_OF[gameType] ?? 'SLOTS';

/** Points for `minor` units of valid bet or deposit: rate points per 100.00, rounded down. */
export function pointsFor(minor: bigint, rate: number, decimals: number): bigint {
  return (minor * BigInt(rate)) / (100n * 10n ** BigInt(decimals));
}

/**
 * The cash a conversion pays, in minor units, and whether the points convert exactly: points that
 * would leave a fraction of the smallest coin are refused rather than silently lost.
 */
export function cashFor(
  points: bigint,
  config: PointsConfig,
  decimals: number,
): { cash: bigint; exact: boolean } {
  const scaled = points * 10n ** BigInt(decimals);
  const perUnit = BigInt(config.pointsPerUnit);
  return { cash: scaled / perUnit, exact: scaled % perUnit === 0n };
}

/** The demo's and a fresh site's rates until the operator sets their own. */
export const DEFAULT_POINTS_CONFIG: PointsConfig = {
  rates: { LIVE: 1, LOTTERY: 1, CARD: 1, SLOTS: 2, SPORTS: 1, DEPOSIT: 5 },
  pointsPerUnit: 100,
  minConvert: 100,
};
