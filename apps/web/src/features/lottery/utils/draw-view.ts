import type { Draw } from '@goldline/games/lottery/types';
import { vnTiers } from '@goldline/games/lottery/vn';

/**
 * How a family's result is shown: the digit count of each Vietnamese tier (packages/games' tier
 * tables, special prize first as in the Draw), and one headline row of numbers per draw for the
 * lobby and the history table.
 */
export const pad = (value: number, width: number) => String(value).padStart(width, '0');

const VN_WIDTHS = {
  'vn-north': vnTiers('vn-north').map((tier) => tier.digits),
  'vn-south': vnTiers('vn-south').map((tier) => tier.digits),
};

export function vnWidths(family: 'vn-north' | 'vn-south'): readonly number[] {
  return VN_WIDTHS[family];
}

/** The numbers a compact view shows, already padded: balls, dice, the special prize, 4D's top three. */
export function headline(draw: Draw): string[] {
  switch (draw.family) {
    case 'ssc':
      return draw.digits.map(String);
    case 'pk10':
      return draw.ranks.map((n) => pad(n, 2));
    case 'k3':
      return draw.dice.map(String);
    case '11x5':
      return draw.numbers.map((n) => pad(n, 2));
    case 'vn-north':
    case 'vn-south': {
      const special = draw.prizes[0]?.[0];
      const width = vnWidths(draw.family)[0] ?? 5;
      return special === undefined ? [] : pad(special, width).split('');
    }
    case '4d':
      return [pad(draw.first, 4), pad(draw.second, 4), pad(draw.third, 4)];
  }
}

/** One number per draw for the trend line: the sum most bet types of the family look at. */
export function trendValue(draw: Draw): number {
  switch (draw.family) {
    case 'ssc':
      return draw.digits.reduce((a, b) => a + b, 0);
    case 'pk10':
      return (draw.ranks[0] ?? 0) + (draw.ranks[1] ?? 0);
    case 'k3':
      return draw.dice.reduce((a, b) => a + b, 0);
    case '11x5':
      return draw.numbers.reduce((a, b) => a + b, 0);
    case 'vn-north':
    case 'vn-south':
      // Đề: the last two digits of the special prize.
      return (draw.prizes[0]?.[0] ?? 0) % 100;
    case '4d':
      return draw.first % 100;
  }
}

/** The values counted for the frequency bars (hot and cold numbers) and their full range. */
export function frequencyOf(draw: Draw): { values: number[]; min: number; max: number } {
  switch (draw.family) {
    case 'ssc':
      return { values: [...draw.digits], min: 0, max: 9 };
    case 'pk10':
      return { values: [draw.ranks[0] ?? 0], min: 1, max: 10 };
    case 'k3':
      return { values: [...draw.dice], min: 1, max: 6 };
    case '11x5':
      return { values: [...draw.numbers], min: 1, max: 11 };
    case 'vn-north':
    case 'vn-south':
      // Đầu of every prize: the tens digit of its last two digits (lô heads 0-9).
      return { values: draw.prizes.flat().map((n) => Math.floor((n % 100) / 10)), min: 0, max: 9 };
    case '4d':
      return { values: pad(draw.first, 4).split('').map(Number), min: 0, max: 9 };
  }
}
