import type { AgentPeriod } from '@goldline/contract/agent';

/** What the agent picked: a named period, or a range of whole days (yyyy-MM-dd, both inclusive). */
export interface PeriodState {
  period: AgentPeriod;
  fromDay: string;
  toDay: string;
}

/** The query every agent report takes (contract PeriodQuery). */
export interface PeriodInput {
  period: AgentPeriod;
  from?: string;
  to?: string;
  tzOffset: number;
}

/** Contract PeriodQuery: a range is at most 93 days. */
export const MAX_RANGE_DAYS = 93;
const DAY = 86_400_000;

export type PeriodProblem = 'missing' | 'order' | 'tooWide';

/**
 * The query for a choice, in the agent's own days (the browser's offset from GMT, the same one the
 * header's clock shows), or why a range cannot be asked yet.
 */
export function periodInput(state: PeriodState, now = new Date()): PeriodInput | { problem: PeriodProblem } {
  const tzOffset = -now.getTimezoneOffset();
  if (state.period !== 'range') return { period: state.period, tzOffset };
  if (!state.fromDay || !state.toDay) return { problem: 'missing' };
  const from = Date.parse(`${state.fromDay}T00:00:00Z`);
  const to = Date.parse(`${state.toDay}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return { problem: 'missing' };
  if (to < from) return { problem: 'order' };
  if ((to - from) / DAY + 1 > MAX_RANGE_DAYS) return { problem: 'tooWide' };
  return { period: 'range', from: state.fromDay, to: state.toDay, tzOffset };
}

export const isProblem = (
  value: PeriodInput | { problem: PeriodProblem },
): value is { problem: PeriodProblem } => 'problem' in value;
