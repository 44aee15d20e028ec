import type { PnlRow } from '@goldline/contract/agent';
import { Anchor, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { usePnl } from '../api/get-pnl';
import { PeriodFilter } from './period-filter';
import { CountCell, CurrentTo, TableSkeleton } from './report-parts';
import { ScrollTable } from './scroll-table';
import { TeamPath } from './team-path';
import { usePeriod } from './use-period';

/**
 * palStatementsAgentCopy: the team's profit and loss per day, or per direct downline with a drill
 * into a sub-agent's own team (issue 13). The totals row sums the whole period on the server.
 */
export function PnlPage() {
  const { t } = useTranslation('agent');
  const period = usePeriod('thisMonth');
  const [groupBy, setGroupBy] = useState<'day' | 'downline'>('day');
  const [parentId, setParentId] = useState<string | undefined>();
  const pnl = usePnl(
    !period.query
      ? null
      : { ...period.query, groupBy, parentId: groupBy === 'downline' ? parentId : undefined },
  );
  const data = pnl.data;

  return (
    <SectionPanel title={t('pnl.title')} testId="agent-pnl">
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <PeriodFilter value={period.state} onChange={period.setState} />
          <div>
            <Text size="sm" fw={500} id="agent-pnl-group" mb={4}>
              {t('pnl.groupBy')}
            </Text>
            <SegmentedControl
              aria-labelledby="agent-pnl-group"
              value={groupBy}
              onChange={(value) => setGroupBy(value as 'day' | 'downline')}
              data={[
                { value: 'day', label: t('pnl.byDay') },
                { value: 'downline', label: t('pnl.byDownline') },
              ]}
              data-testid="agent-pnl-group"
            />
          </div>
        </Group>
        {groupBy === 'downline' && data && data.groupBy === 'downline' && data.path.length > 0 && (
          <TeamPath path={data.path} onGo={setParentId} />
        )}
        {pnl.isError && <FormErrorText error={pnl.error} />}
        {pnl.isPending && period.query && <TableSkeleton />}
        {data && <CurrentTo at={data.range.currentTo} range={data.range} />}
        {data && data.rows.length === 0 && (
          <EmptyState
            icon={<IconReportMoney size={34} />}
            title={t('pnl.emptyTitle')}
            text={t('pnl.empty')}
          />
        )}
        {data && data.rows.length > 0 && (
          <ScrollTable label={t('pnl.title')} minWidth={820}>
            <Table verticalSpacing="sm" striped data-testid="agent-pnl-table" aria-busy={pnl.isFetching}>
              <Table.Thead style={stickyHead}>
                <Table.Tr>
                  <Table.Th>{data.groupBy === 'day' ? t('col.date') : t('col.account')}</Table.Th>
                  <NumTh>{t('figures.deposits')}</NumTh>
                  <NumTh>{t('figures.withdrawals')}</NumTh>
                  <NumTh>{t('col.bets')}</NumTh>
                  <NumTh>{t('figures.validBet')}</NumTh>
                  <NumTh>{t('col.payout')}</NumTh>
                  <NumTh>{t('figures.profitLoss')}</NumTh>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <PnlLine
                    key={row.key}
                    row={row}
                    onOpen={row.isAgent && row.memberId ? () => setParentId(row.memberId!) : undefined}
                  />
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr data-testid="agent-pnl-totals" style={{ borderTop: '2px solid var(--gl-border)' }}>
                  <Table.Th scope="row">{t('col.total')}</Table.Th>
                  <MoneyCell amount={data.totals.deposits} bold />
                  <MoneyCell amount={data.totals.withdrawals} bold />
                  <CountCell value={data.totals.betCount} bold />
                  <MoneyCell amount={data.totals.validBet} bold />
                  <MoneyCell amount={data.totals.payout} bold />
                  <MoneyCell amount={data.totals.profitLoss} signed bold />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ScrollTable>
        )}
        <Text size="xs" c="dimmed">
          {t('figures.profitLossHint')}
        </Text>
      </Stack>
    </SectionPanel>
  );
}

function PnlLine({ row, onOpen }: { row: PnlRow; onOpen?: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Table.Tr data-testid="agent-pnl-row" data-key={row.key}>
      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
        {onOpen ? (
          <Anchor
            component="button"
            type="button"
            onClick={onOpen}
            aria-label={t('downlines.openTeam', { account: row.key })}
          >
            <bdi>{row.key}</bdi>
          </Anchor>
        ) : (
          <bdi dir={row.memberId ? undefined : 'ltr'}>{row.key}</bdi>
        )}
      </Table.Td>
      <MoneyCell amount={row.deposits} />
      <MoneyCell amount={row.withdrawals} />
      <CountCell value={row.betCount} />
      <MoneyCell amount={row.validBet} />
      <MoneyCell amount={row.payout} />
      <MoneyCell amount={row.profitLoss} signed />
    </Table.Tr>
  );
}
