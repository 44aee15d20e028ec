import { Group, Skeleton, Table, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useBonus } from '../api/get-bonus';
import { type RangeState, rangeQuery } from './date-range';
import { DateRangeFilter } from './date-range-filter';

const PAGE_SIZE = 20;

/** Member centre "bonusDetails": bonuses credited in a period and their total. */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  const [range, setRange] = useState<RangeState>({ preset: 'last30', fromDay: '', toDay: '' });
  const [page, setPage] = useState(1);
  const dates = rangeQuery(range);
  const bonus = useBonus('problem' in dates ? null : { ...dates, page, pageSize: PAGE_SIZE });
  const data = bonus.data;
  return (
    <SectionPanel title={t('bonus.title')} testId="bonus-page">
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        {data && (
          <Text>
            {t('bonus.total')}: <MoneyText amount={data.totalAmount} symbol fw={800} />
          </Text>
        )}
      </Group>
      {bonus.isPending && !('problem' in dates) && <Skeleton height={160} />}
      {bonus.isError && <FormErrorText error={bonus.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState icon={<IconGift size={34} />} title={t('bonus.emptyTitle')} text={t('bonus.empty')} />
      )}
      {data && data.rows.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.time')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('list.amount')}</Table.Th>
                  <Table.Th>{t('records.memo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td className="gl-tabular">{formatDateTime(row.time, locale)}</Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <MoneyText amount={row.amount} signed fw={700} />
                    </Table.Td>
                    <Table.Td>{row.memo ?? row.reference ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
        </>
      )}
    </SectionPanel>
  );
}
