import { Group, Stack, Table } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { useRevenue } from '../api/get-revenue';
import { PeriodFilter } from './period-filter';
import { CountCell, CurrentTo, TableSkeleton } from './report-parts';
import { ScrollTable } from './scroll-table';
import { usePeriod } from './use-period';

/** agentRevenueReport: the house's revenue from the team by game type (issue 13). */
export function RevenuePage() {
  const { t } = useTranslation(['agent', 'games']);
  const period = usePeriod('thisMonth');
  const revenue = useRevenue(period.query);
  const data = revenue.data;
  return (
    <SectionPanel title={t('revenue.title')} testId="agent-revenue">
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <PeriodFilter value={period.state} onChange={period.setState} />
        </Group>
        {revenue.isError && <FormErrorText error={revenue.error} />}
        {revenue.isPending && period.query && <TableSkeleton />}
        {data && <CurrentTo at={data.range.currentTo} range={data.range} />}
        {data && data.rows.length === 0 && (
          <EmptyState
            icon={<IconChartBar size={34} />}
            title={t('revenue.emptyTitle')}
            text={t('revenue.empty')}
          />
        )}
        {data && data.rows.length > 0 && (
          <ScrollTable label={t('revenue.title')} minWidth={680}>
            <Table
              verticalSpacing="sm"
              striped
              data-testid="agent-revenue-table"
              aria-busy={revenue.isFetching}
            >
              <Table.Thead style={stickyHead}>
                <Table.Tr>
                  <Table.Th>{t('games:betting.gameType')}</Table.Th>
                  <NumTh>{t('figures.activePlayers')}</NumTh>
                  <NumTh>{t('col.bets')}</NumTh>
                  <NumTh>{t('figures.validBet')}</NumTh>
                  <NumTh>{t('col.payout')}</NumTh>
                  <NumTh>{t('revenue.revenue')}</NumTh>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.gameType} data-testid="agent-revenue-row" data-game-type={row.gameType}>
                    <Table.Td>{t(`games:category.${row.gameType}`, { defaultValue: row.gameType })}</Table.Td>
                    <CountCell value={row.activePlayers} />
                    <CountCell value={row.betCount} />
                    <MoneyCell amount={row.validBet} />
                    <MoneyCell amount={row.payout} />
                    <MoneyCell amount={row.revenue} signed />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr
                  data-testid="agent-revenue-totals"
                  style={{ borderTop: '2px solid var(--gl-border)' }}
                >
                  <Table.Th scope="row">{t('col.total')}</Table.Th>
                  <Table.Td />
                  <CountCell value={data.totals.betCount} bold />
                  <MoneyCell amount={data.totals.validBet} bold />
                  <MoneyCell amount={data.totals.payout} bold />
                  <MoneyCell amount={data.totals.revenue} signed bold />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </SectionPanel>
  );
}
