import { type DatePreset, presetRange } from '@goldline/contract/records';

export type RangeChoice = DatePreset | 'custom';

export interface RangeState {
  preset: RangeChoice;
  /** yyyy-MM-dd from the native date inputs, local days, both inclusive. */
  fromDay: string;
  toDay: string;
}

const DAY = 86_400_000;
/** Contract DateRange: at most 93 days wide. */
export const MAX_RANGE_DAYS = 93;

const localDay = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
};

export const dayText = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** [from, to) instants for the query, or the reason a custom range cannot be used. */
export function rangeQuery(
  state: RangeState,
  now = new Date(),
): { from: string; to: string } | { problem: 'missing' | 'order' | 'tooWide' } {
  if (state.preset !== 'custom') return presetRange(state.preset, now);
  if (!state.fromDay || !state.toDay) return { problem: 'missing' };
  const from = localDay(state.fromDay);
  const to = new Date(localDay(state.toDay).getTime() + DAY);
  if (to <= from) return { problem: 'order' };
  if ((to.getTime() - from.getTime()) / DAY > MAX_RANGE_DAYS + 1) return { problem: 'tooWide' };
  return { from: from.toISOString(), to: to.toISOString() };
}
