import { AgentPeriod } from '@goldline/contract/agent';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayRangeInputs } from '../../records/components/date-range-filter';
import { isProblem, MAX_RANGE_DAYS, type PeriodState, periodInput } from './period';

/**
 * The agent reports' period (issue 13): today, yesterday, this week, this month or a range of days on
 * the browser's own date inputs, as the member records do (keyboard and screen reader support of the
 * native control, no date-picker library).
 */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: PeriodState;
  onChange: (next: PeriodState) => void;
}) {
  const { t } = useTranslation(['agent', 'wallet']);
  const result = periodInput(value);
  const problem = isProblem(result)
    ? t(`wallet:range.problem.${result.problem}`, { days: MAX_RANGE_DAYS })
    : undefined;
  return (
    <>
      <NativeSelect
        label={t('wallet:range.label')}
        value={value.period}
        data-testid="agent-period"
        onChange={(event) => onChange({ ...value, period: event.currentTarget.value as AgentPeriod })}
        data={AgentPeriod.options.map((period) => ({ value: period, label: t(`period.${period}`) }))}
        miw={160}
      />
      {value.period === 'range' && (
        <DayRangeInputs
          fromDay={value.fromDay}
          toDay={value.toDay}
          problem={problem}
          onChange={(days) => onChange({ ...value, ...days })}
          testIdPrefix="agent-period"
        />
      )}
    </>
  );
}
