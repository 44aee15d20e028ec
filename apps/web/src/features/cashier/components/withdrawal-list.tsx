import type { Withdrawal } from '@goldline/contract/cashier';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useWithdrawals } from '../api/get-withdrawals';
import { ReceiptModal } from './receipt-modal';
import { RequestStatusCell } from './request-status-cell';

/** Own withdrawals; approved ones ask for the receipt confirmation until answered or auto-confirmed. */
export function WithdrawalList() {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const withdrawals = useWithdrawals(page);
  const rows = withdrawals.data?.rows ?? [];

  return (
    <SectionPanel title={t('withdraw.listTitle')}>
      {withdrawals.isPending && <Skeleton height={120} />}
      {withdrawals.isError && <FormErrorText error={withdrawals.error} />}
      {withdrawals.data && rows.length === 0 && <Text c="dimmed">{t('withdraw.listEmpty')}</Text>}
      {rows.length > 0 && withdrawals.data && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped data-testid="withdrawal-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.time')}</Table.Th>
                  <Table.Th>{t('withdraw.toAccount')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('list.amount')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('receipt.column')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="withdrawal-row" data-status={row.status}>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.createdAt, locale)}
                    </Table.Td>
                    <Table.Td>
                      <bdi>{row.bankName}</bdi> <bdi dir="ltr">{row.accountNumberMasked}</bdi>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <MoneyText amount={row.amount} fw={700} />
                    </Table.Td>
                    <Table.Td>
                      <RequestStatusCell status={row.status} reason={row.rejectReason} />
                    </Table.Td>
                    <Table.Td>
                      {row.receipt ? (
                        <Text size="sm" data-testid="receipt-result" data-result={row.receipt}>
                          {t(`receipt.done.${row.receipt}`)}
                          {row.receiptRemaining && (
                            <>
                              {' · '}
                              {t('receipt.remaining')}: <MoneyText amount={row.receiptRemaining} />
                            </>
                          )}
                        </Text>
                      ) : row.status === 'APPROVED' ? (
                        <>
                          <Button
                            size="sm"
                            h={44}
                            leftSection={<IconChecklist size={18} aria-hidden="true" />}
                            onClick={() => setConfirming(row)}
                            data-testid="receipt-open"
                          >
                            {t('receipt.open')}
                          </Button>
                          {row.confirmDeadline && (
                            <Text size="xs" c="dimmed" mt={4}>
                              {t('receipt.autoShort', { time: formatDateTime(row.confirmDeadline, locale) })}
                            </Text>
                          )}
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager
            page={page}
            pageSize={withdrawals.data.pageSize}
            total={withdrawals.data.total}
            onChange={setPage}
          />
        </>
      )}
      {confirming && <ReceiptModal withdrawal={confirming} onClose={() => setConfirming(null)} />}
    </SectionPanel>
  );
}
