import { datePresets } from '@goldline/contract/records';
import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_RANGE_DAYS, type RangeChoice, type RangeState, rangeQuery } from './date-range';

/**
 * Date range with presets (spec section 9: last 7 and 30 days; today and yesterday too) and a
 * custom from/to on native date inputs: no date-picker library, and the keyboard and screen
 * reader support of the browser's own control.
 */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: RangeState;
  onChange: (next: RangeState) => void;
}) {
  const { t } = useTranslation('wallet');
  const result = rangeQuery(value);
  const problem =
    'problem' in result ? t(`range.problem.${result.problem}`, { days: MAX_RANGE_DAYS }) : undefined;
  return (
    <>
      <NativeSelect
        label={t('range.label')}
        value={value.preset}
        data-testid="range-preset"
        onChange={(event) => onChange({ ...value, preset: event.currentTarget.value as RangeChoice })}
        data={[...datePresets, 'custom'].map((p) => ({ value: p, label: t(`range.${p}`) }))}
        miw={160}
      />
      {value.preset === 'custom' && (
        <DayRangeInputs
          fromDay={value.fromDay}
          toDay={value.toDay}
          problem={problem}
          onChange={(days) => onChange({ ...value, ...days })}
          testIdPrefix="range"
        />
      )}
    </>
  );
}

/**
 * From and to days (yyyy-MM-dd) on the browser's own date inputs, each bounding the other, and why
 * the range cannot be used yet. The member records and the agent reports' periods both use it.
 */
export function DayRangeInputs({
  fromDay,
  toDay,
  problem,
  onChange,
  testIdPrefix,
}: {
  fromDay: string;
  toDay: string;
  problem: string | undefined;
  onChange: (next: { fromDay: string; toDay: string }) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      <TextInput
        type="date"
        label={t('range.from')}
        value={fromDay}
        max={toDay || undefined}
        onChange={(event) => onChange({ fromDay: event.currentTarget.value, toDay })}
        data-testid={`${testIdPrefix}-from`}
        error={problem ? true : undefined}
      />
      <TextInput
        type="date"
        label={t('range.to')}
        value={toDay}
        min={fromDay || undefined}
        onChange={(event) => onChange({ fromDay, toDay: event.currentTarget.value })}
        data-testid={`${testIdPrefix}-to`}
        error={problem ? true : undefined}
      />
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" w="100%">
          ⚠ {problem}
        </Text>
      )}
    </Group>
  );
}
