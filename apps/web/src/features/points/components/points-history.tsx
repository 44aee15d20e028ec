import { Skeleton, Table } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPager } from '../../../components/list-pager';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { usePointsHistory } from '../api/get-points';
import { PointsText } from './points-text';

/** ODSFE2_MemTransDet: every points movement by type, signed, with the balance after it. */
export function PointsHistory() {
  const { t, i18n } = useTranslation('points');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const { data, isPending } = usePointsHistory(page);
  if (isPending) return <Skeleton height={200} radius="md" />;
  if (!data?.rows.length)
    return (
      <EmptyState
        icon={<IconHistory size={34} />}
        title={t('history.emptyTitle')}
        text={t('history.emptyText')}
      />
    );
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table striped data-testid="points-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.type')}</Table.Th>
              <Table.Th ta="end">{t('history.points')}</Table.Th>
              <Table.Th ta="end">{t('history.balance')}</Table.Th>
              <Table.Th>{t('history.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{t(`types.${r.type}`)}</Table.Td>
                <Table.Td ta="end">
                  <PointsText points={r.points} signed />
                </Table.Td>
                <Table.Td ta="end">
                  <PointsText points={r.balanceAfter} />
                </Table.Td>
                <Table.Td>{formatDateTime(r.time, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
    </>
  );
}
