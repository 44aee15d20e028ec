import type { TeamOverview } from '@goldline/contract/agent';
import { Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { useCurrency } from '../../../lib/currency-context';
import { languageInfo } from '../../../lib/language-storage';
import { useTeamOverview } from '../api/get-team-overview';
import { PeriodFilter } from './period-filter';
import { CountCell, CurrentTo, Stat } from './report-parts';
import { ScrollTable } from './scroll-table';
import { usePeriod } from './use-period';

// The chart library loads only when a chart is drawn: the agent's first screen stays light.
const TeamChart = lazy(() => import('./team-chart'));

/** agentTeamOverview, the agent centre's default page (spec section 2; issue 13). */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const period = usePeriod('today');
  const overview = useTeamOverview(period.query);
  const data = overview.data;

  return (
    <SectionPanel title={t('overview.title')} testId="agent-overview">
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodFilter value={period.state} onChange={period.setState} />
        </Group>
        {overview.isError && <FormErrorText error={overview.error} />}
        {!data && overview.isPending && period.query && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-busy="true" data-testid="agent-skeleton">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} height={72} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {data && <OverviewBody data={data} busy={overview.isFetching} />}
      </Stack>
    </SectionPanel>
  );
}

function OverviewBody({ data, busy }: { data: TeamOverview; busy: boolean }) {
  const { t } = useTranslation('agent');
  return (
    <Stack gap="md" aria-busy={busy}>
      <CurrentTo at={data.range.currentTo} range={data.range} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="agent-overview-figures">
        <Stat label={t('figures.teamSize')} count={data.teamSize} testId="overview-teamSize" />
        <Stat label={t('figures.newMembers')} count={data.newMembers} testId="overview-newMembers" />
        <Stat label={t('figures.firstDeposits')} count={data.firstDeposits} testId="overview-firstDeposits" />
        <Stat label={t('figures.activePlayers')} count={data.activePlayers} testId="overview-activePlayers" />
        <Stat label={t('figures.deposits')} amount={data.deposits} testId="overview-deposits" />
        <Stat label={t('figures.withdrawals')} amount={data.withdrawals} testId="overview-withdrawals" />
        <Stat label={t('figures.validBet')} amount={data.validBet} testId="overview-validBet" />
        <Stat label={t('figures.profitLoss')} amount={data.profitLoss} signed testId="overview-profitLoss" />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('figures.profitLossHint')}
      </Text>
      {data.series.length > 1 && <OverviewChart data={data} />}
      <DailyTable data={data} />
    </Stack>
  );
}

function OverviewChart({ data }: { data: TeamOverview }) {
  const { t, i18n } = useTranslation('agent');
  const { decimals } = useCurrency();
  const info = languageInfo(i18n.language);
  const labels = useMemo(() => {
    const format = new Intl.DateTimeFormat(`${info.locale}-u-ca-gregory-nu-latn`, {
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return data.series.map((day) => format.format(new Date(`${day.date}T00:00:00Z`)));
  }, [data.series, info.locale]);
  // Plotting only: the canvas needs numbers; every figure a person reads comes from the strings.
  const series = useMemo(
    () => [
      {
        label: t('figures.deposits'),
        kind: 'bar' as const,
        color: 'var(--mantine-color-teal-6)',
        values: data.series.map((day) => Number(day.deposits)),
      },
      {
        label: t('figures.withdrawals'),
        kind: 'bar' as const,
        color: 'var(--mantine-color-grape-5)',
        values: data.series.map((day) => Number(day.withdrawals)),
      },
      {
        label: t('figures.profitLoss'),
        kind: 'line' as const,
        color: 'var(--mantine-color-yellow-6)',
        values: data.series.map((day) => Number(day.profitLoss)),
      },
    ],
    [data.series, t],
  );
  const format = useCallback(
    (value: number) =>
      new Intl.NumberFormat(`${info.locale}-u-nu-latn`, { maximumFractionDigits: decimals }).format(value),
    [info.locale, decimals],
  );
  return (
    <Suspense fallback={<Skeleton height={260} radius="md" />}>
      <TeamChart
        labels={labels}
        series={series}
        rtl={info.dir === 'rtl'}
        format={format}
        label={t('overview.chartLabel', { from: data.range.from, to: data.range.to })}
      />
    </Suspense>
  );
}

/** The chart's figures as a table: what a screen reader reads, and the exact amounts. */
function DailyTable({ data }: { data: TeamOverview }) {
  const { t } = useTranslation('agent');
  return (
    <ScrollTable label={t('overview.byDay')} minWidth={720} maxHeight={360}>
      <Table verticalSpacing={6} striped data-testid="agent-overview-days">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          {t('overview.byDay')}
        </Table.Caption>
        <Table.Thead style={stickyHead}>
          <Table.Tr>
            <Table.Th>{t('col.date')}</Table.Th>
            <NumTh>{t('figures.newMembers')}</NumTh>
            <NumTh>{t('figures.activePlayers')}</NumTh>
            <NumTh>{t('figures.deposits')}</NumTh>
            <NumTh>{t('figures.withdrawals')}</NumTh>
            <NumTh>{t('figures.validBet')}</NumTh>
            <NumTh>{t('figures.profitLoss')}</NumTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...data.series].reverse().map((day) => (
            <Table.Tr key={day.date}>
              <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{day.date}</bdi>
              </Table.Td>
              <CountCell value={day.newMembers} />
              <CountCell value={day.activePlayers} />
              <MoneyCell amount={day.deposits} />
              <MoneyCell amount={day.withdrawals} />
              <MoneyCell amount={day.validBet} />
              <MoneyCell amount={day.profitLoss} signed />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
