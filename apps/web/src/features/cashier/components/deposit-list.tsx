import { Skeleton, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useDeposits } from '../api/get-deposits';
import { RequestStatusCell } from './request-status-cell';

/** The member's own deposits, newest first, with their review status in words. */
export function DepositList() {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page);
  return (
    <SectionPanel title={t('deposit.listTitle')}>
      {deposits.isPending && <Skeleton height={120} />}
      {deposits.isError && <FormErrorText error={deposits.error} />}
      {deposits.data && deposits.data.rows.length === 0 && (
        <Text c="dimmed">
          <IconReceipt size={18} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('deposit.listEmpty')}
        </Text>
      )}
      {deposits.data && deposits.data.rows.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" striped data-testid="deposit-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.time')}</Table.Th>
                  <Table.Th>{t('deposit.channel')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('list.amount')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deposits.data.rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="deposit-row" data-status={row.status}>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.createdAt, locale)}
                    </Table.Td>
                    <Table.Td>{row.channelName}</Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <MoneyText amount={row.amount} fw={700} />
                    </Table.Td>
                    <Table.Td>
                      <RequestStatusCell status={row.status} reason={row.rejectReason} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            page={page}
            pageSize={deposits.data.pageSize}
            total={deposits.data.total}
            onChange={setPage}
          />
        </>
      )}
    </SectionPanel>
  );
}
