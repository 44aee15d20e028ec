/**
 * Plinko pay tables, edge bucket → centre, mirrored (data). Source: Stake's tables as replicated in
 * lucasholder/fair src/games/plinko.rs and the shared reference "games-math" §1 Plinko (its 8-row
 * medium uses 0.4 where lucasholder has a 1.4 typo). Four entries were lowered so every table's exact
 * RTP is within 99% ± 0.1% (plinko.test.ts): 9/medium edge 18→17.5, 11/high 120→119, 12/high 170→168.
 * Values are basis points (1x = 10,000).
 */
export type PlinkoRisk = 'low' | 'medium' | 'high';

type Tables = Readonly<Record<number, Readonly<Record<PlinkoRisk, readonly number[]>>>>;

const x = (values: readonly number[]): number[] => values.map((v) => Math.round(v * 10_000));

export const PLINKO_HALF_TABLES: Tables = {
  8: { low: x([5.6, 2.1, 1.1, 1, 0.5]), medium: x([13, 3, 1.3, 0.7, 0.4]), high: x([29, 4, 1.5, 0.3, 0.2]) },
  9: { low: x([5.6, 2, 1.6, 1, 0.7]), medium: x([17.5, 4, 1.7, 0.9, 0.5]), high: x([43, 7, 2, 0.6, 0.2]) },
  10: {
    low: x([8.9, 3, 1.4, 1.1, 1, 0.5]),
    medium: x([22, 5, 2, 1.4, 0.6, 0.4]),
    high: x([76, 10, 3, 0.9, 0.3, 0.2]),
  },
  11: {
    low: x([8.4, 3, 1.9, 1.3, 1, 0.7]),
    medium: x([24, 6, 3, 1.8, 0.7, 0.5]),
    high: x([119, 14, 5.2, 1.4, 0.4, 0.2]),
  },
  12: {
    low: x([10, 3, 1.6, 1.4, 1.1, 1, 0.5]),
    medium: x([33, 11, 4, 2, 1.1, 0.6, 0.3]),
    high: x([168, 24, 8.1, 2, 0.7, 0.2, 0.2]),
  },
  13: {
    low: x([8.1, 4, 3, 1.9, 1.2, 0.9, 0.7]),
    medium: x([43, 13, 6, 3, 1.3, 0.7, 0.4]),
    high: x([260, 37, 11, 4, 1, 0.2, 0.2]),
  },
  14: {
    low: x([7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5]),
    medium: x([58, 15, 7, 4, 1.9, 1, 0.5, 0.2]),
    high: x([420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2]),
  },
  15: {
    low: x([15, 8, 3, 2, 1.5, 1.1, 1, 0.7]),
    medium: x([88, 18, 11, 5, 3, 1.3, 0.5, 0.3]),
    high: x([620, 83, 27, 8, 3, 0.5, 0.2, 0.2]),
  },
  16: {
    low: x([16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5]),
    medium: x([110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3]),
    high: x([1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2]),
  },
};
