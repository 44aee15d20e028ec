import type { ResolvedPeriod } from '@goldline/contract/agent';
import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { TableSkeleton as SharedTableSkeleton } from '../../../components/table-skeleton';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';

/** Issue 13: a report says the time its data is current to (the rollup's watermark). */
export function CurrentTo({ at, range }: { at: string; range?: ResolvedPeriod }) {
  const { t, i18n } = useTranslation('agent');
  const locale = languageInfo(i18n.language).locale;
  return (
    <Text size="xs" c="dimmed" data-testid="agent-current-to">
      {range && range.from !== range.to
        ? t('report.rangeDays', { from: range.from, to: range.to })
        : range
          ? t('report.oneDay', { day: range.from })
          : null}
      {range ? ' · ' : null}
      {t('report.currentTo', { time: formatDateTime(at, locale) })}
    </Text>
  );
}

/** One figure on a card: a label and a count or an amount (tabular, end-aligned in its cell). */
export function Stat({
  label,
  amount,
  count,
  signed,
  testId,
}: {
  label: string;
  amount?: string;
  count?: number;
  signed?: boolean;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const locale = languageInfo(i18n.language).locale;
  return (
    <Paper p="sm" radius="md" withBorder style={{ background: 'var(--gl-surface-2)' }} data-testid={testId}>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {label}
      </Text>
      {amount !== undefined ? (
        <MoneyText amount={amount} signed={signed} fw={800} fz="lg" />
      ) : (
        <Text fw={800} fz="lg" className="gl-tabular">
          {new Intl.NumberFormat(`${locale}-u-nu-latn`).format(count ?? 0)}
        </Text>
      )}
    </Paper>
  );
}

/** A count in the table's locale with Latin digits. */
export function Count({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const locale = languageInfo(i18n.language).locale;
  return <span className="gl-tabular">{new Intl.NumberFormat(`${locale}-u-nu-latn`).format(value)}</span>;
}

/** Count cell: end-aligned like the money beside it; bold in a totals row. */
export function CountCell({ value, bold }: { value: number; bold?: boolean }) {
  return (
    <Table.Td style={{ textAlign: 'end', fontWeight: bold ? 800 : undefined }}>
      <Count value={value} />
    </Table.Td>
  );
}

/** The shared table placeholder, named in this feature's words. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('agent');
  return <SharedTableSkeleton label={t('report.loading')} rows={rows} testId="agent-skeleton" />;
}
