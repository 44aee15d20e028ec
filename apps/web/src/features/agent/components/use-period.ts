import type { AgentPeriod } from '@goldline/contract/agent';
import { useState } from 'react';
import { isProblem, type PeriodInput, type PeriodState, periodInput } from './period';

/**
 * A report's period: what the filter shows, and the query it makes (null while a range of days is
 * not yet usable; the filter says why).
 */
export function usePeriod(initial: AgentPeriod) {
  const [state, setState] = useState<PeriodState>({ period: initial, fromDay: '', toDay: '' });
  const input = periodInput(state);
  const query: PeriodInput | null = isProblem(input) ? null : input;
  return { state, setState, query };
}
