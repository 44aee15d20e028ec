import type { Draw, LotteryFamily } from '@goldline/games/lottery/types';
import { vnTiers } from '@goldline/games/lottery/vn';

/**
 * The official result form's tiers: how many numbers of how many digits each prize has
 * (reference games-math 3a: North 27 numbers, South/Central 18 per station; SEA 4D 23 numbers).
 */
export interface TierSpec {
  readonly key: string;
  readonly count: number;
  readonly digits: number;
}

// The VN sheets are packages/games' own tier tables (what settlement reads), keyed by position.
const vnSpecs = (family: 'vn-north' | 'vn-south'): TierSpec[] =>
  vnTiers(family).map(({ count, digits }, i) => ({ key: `vn.${i}`, count, digits }));
const NORTH = vnSpecs('vn-north');
const SOUTH = vnSpecs('vn-south');
const FOUR_D: TierSpec[] = [
  { key: 'first', count: 1, digits: 4 },
  { key: 'second', count: 1, digits: 4 },
  { key: 'third', count: 1, digits: 4 },
  { key: 'starter', count: 10, digits: 4 },
  { key: 'consolation', count: 10, digits: 4 },
];

export function tiersOf(family: LotteryFamily): TierSpec[] {
  if (family === 'vn-north') return NORTH;
  if (family === 'vn-south') return SOUTH;
  if (family === '4d') return FOUR_D;
  return [];
}

/** One tier's typed numbers: exactly `count` numbers of exactly `digits` digits, or null. */
export function parseTier(spec: TierSpec, text: string): number[] | null {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  if (tokens.length !== spec.count) return null;
  const pattern = new RegExp(`^\\d{${spec.digits}}$`);
  if (!tokens.every((token) => pattern.test(token))) return null;
  return tokens.map(Number);
}

/** The typed tiers as the family's Draw (packages/games shape), or null while any tier is wrong. */
export function drawFromTiers(family: LotteryFamily, texts: readonly string[]): Draw | null {
  const specs = tiersOf(family);
  const tiers = specs.map((spec, i) => parseTier(spec, texts[i] ?? ''));
  if (tiers.some((tier) => tier === null)) return null;
  const values = tiers as number[][];
  if (family === 'vn-north' || family === 'vn-south') return { family, prizes: values };
  if (family === '4d') {
    return {
      family,
      first: values[0]![0]!,
      second: values[1]![0]!,
      third: values[2]![0]!,
      starter: values[3]!,
      consolation: values[4]!,
    };
  }
  return null;
}
