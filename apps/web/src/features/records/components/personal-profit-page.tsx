import { Group, Skeleton, Table, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { useProfit } from '../api/get-profit';
import { type RangeState, rangeQuery } from './date-range';
import { DateRangeFilter } from './date-range-filter';
import { SignedAmount } from './signed-amount';

/** Member centre "personalProfit": bets, wins and P&L per game (named in the member's language), from the ledger. */
export function PersonalProfitPage() {
  const { t, i18n } = useTranslation(['wallet', 'games']);
  const [range, setRange] = useState<RangeState>({ preset: 'last30', fromDay: '', toDay: '' });
  const dates = rangeQuery(range);
  const profit = useProfit('problem' in dates ? null : { ...dates, language: i18n.language });
  const data = profit.data;
  return (
    <SectionPanel title={t('profit.title')} testId="profit-page">
      <Group gap="sm" align="flex-start" mb="md" wrap="wrap">
        <DateRangeFilter value={range} onChange={setRange} />
      </Group>
      {profit.isPending && !('problem' in dates) && <Skeleton height={160} />}
      {profit.isError && <FormErrorText error={profit.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState
          icon={<IconChartBar size={34} />}
          title={t('profit.emptyTitle')}
          text={t('profit.empty')}
        />
      )}
      {data && data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" striped data-testid="profit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profit.game')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('profit.betCount')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('profit.bets')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('profit.wins')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('profit.profit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={`${row.gameType}:${row.gameName ?? ''}`} data-testid="profit-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.gameName ?? t('profit.otherGames')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`games:category.${row.gameType}`, { defaultValue: t('profit.otherGames') })}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }} className="gl-tabular">
                    {row.betCount}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <MoneyText amount={row.bets} />
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <MoneyText amount={row.wins} />
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <SignedAmount amount={row.profit} words="result" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr style={{ fontWeight: 800 }}>
                <Table.Th>{t('profit.total')}</Table.Th>
                <Table.Td />
                <Table.Td style={{ textAlign: 'end' }}>
                  <MoneyText amount={data.totals.bets} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>
                  <MoneyText amount={data.totals.wins} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>
                  <SignedAmount amount={data.totals.profit} words="result" />
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionPanel>
  );
}
