import { Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useReceiptCases } from '../api/receipt-cases';

/** PARTIAL and NONE withdrawal receipts for the operator to follow up (spec section 4). */
export function ReceiptCasesTable() {
  const { t, i18n } = useTranslation('backoffice');
  const locale = languageInfo(i18n.language).locale;
  const cases = useReceiptCases();
  const rows = cases.data?.rows ?? [];
  return (
    <SectionPanel title={t('cases.title')}>
      {cases.isPending && <Skeleton height={100} />}
      {cases.isError && <FormErrorText error={cases.error} />}
      {cases.data && rows.length === 0 && <Text c="dimmed">{t('cases.empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped data-testid="bo-cases-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('col.time')}</Table.Th>
                <Table.Th>{t('col.member')}</Table.Th>
                <Table.Th>{t('cases.withdrawal')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('col.amount')}</Table.Th>
                <Table.Th>{t('cases.result')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('cases.remaining')}</Table.Th>
                <Table.Th>{t('cases.remark')}</Table.Th>
                <Table.Th>{t('cases.proofs')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td className="gl-tabular">{formatDateTime(row.createdAt, locale)}</Table.Td>
                  <Table.Td>
                    <bdi>{row.account}</bdi>
                  </Table.Td>
                  <Table.Td className="gl-tabular">{row.withdrawalId}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    <MoneyText amount={row.amount} />
                  </Table.Td>
                  <Table.Td>{t(`receipt.${row.result}`)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>
                    {row.remainingAmount ? <MoneyText amount={row.remainingAmount} /> : '—'}
                  </Table.Td>
                  <Table.Td>{row.remark ?? '—'}</Table.Td>
                  <Table.Td className="gl-tabular">{row.proofCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionPanel>
  );
}
