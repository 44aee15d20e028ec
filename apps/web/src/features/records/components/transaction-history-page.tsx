import { RecordType, type TransactionRow } from '@goldline/contract/records';
import { Group, NativeSelect, Paper, SimpleGrid, Skeleton, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyReference } from '../../../components/copy-reference';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useTransactions } from '../api/get-transactions';
import { type RangeState, rangeQuery } from './date-range';
import { DateRangeFilter } from './date-range-filter';
import { SignedAmount } from './signed-amount';

const PAGE_SIZE = 20;

/** Member centre "transactionHistory" (account record): every ledger movement, filtered and totalled. */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  const [type, setType] = useState<RecordType>('all');
  const [range, setRange] = useState<RangeState>({ preset: 'last7', fromDay: '', toDay: '' });
  const [page, setPage] = useState(1);
  const dates = rangeQuery(range);
  const filter =
    'problem' in dates ? null : { type, ...dates, page, pageSize: PAGE_SIZE, language: i18n.language };
  const records = useTransactions(filter);
  const data = records.data;

  return (
    <SectionPanel title={t('records.title')} testId="records-page">
      <Group gap="sm" align="flex-start" mb="md" wrap="wrap">
        <NativeSelect
          label={t('records.type')}
          value={type}
          data-testid="records-type"
          onChange={(event) => {
            setType(event.currentTarget.value as RecordType);
            setPage(1);
          }}
          data={RecordType.options.map((value) => ({ value, label: t(`records.types.${value}`) }))}
          miw={160}
        />
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </Group>
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="md" data-testid="records-totals">
          {(['in', 'out', 'net'] as const).map((key) => (
            <Paper key={key} p="sm" radius="md" withBorder style={{ background: 'var(--gl-surface-2)' }}>
              <Text size="sm" c="dimmed">
                {t(`records.total.${key}`)}
              </Text>
              <MoneyText
                amount={data.totals[key]}
                signed={key === 'net'}
                symbol
                fw={800}
                data-testid={`records-total-${key}`}
              />
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {records.isPending && filter && <Skeleton height={200} />}
      {records.isError && <FormErrorText error={records.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState
          icon={<IconReceipt size={34} />}
          title={t('records.emptyTitle')}
          text={t('records.empty')}
        />
      )}
      {data && data.rows.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped data-testid="records-table" aria-busy={records.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.time')}</Table.Th>
                  <Table.Th>{t('records.type')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('list.amount')}</Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}>{t('records.balanceAfter')}</Table.Th>
                  <Table.Th>{t('records.memo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    data-testid="records-row"
                    data-type={row.type}
                    data-reference-type={row.referenceType ?? undefined}
                  >
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.time, locale)}
                    </Table.Td>
                    <Table.Td>{t(`records.kinds.${row.type}`, { defaultValue: row.type })}</Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <SignedAmount amount={row.amount} />
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <MoneyText amount={row.balanceAfter} />
                    </Table.Td>
                    <Table.Td>
                      <MovementDetail row={row} />
                    </Table.Td>
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

/** What caused a movement, from the ledger's references; the translated label of its cause. */
const referenceLabels = [
  'deposit',
  'withdrawal',
  'transfer_upline',
  'transfer_downline',
  'jackpot',
  'vendor_wallet',
  'ledger_transaction',
];

/**
 * A movement in words: the game for a bet, win or refund (from the catalogue, in the member's
 * language), otherwise what caused it, with the reference to copy for support. Never a raw code.
 */
function MovementDetail({ row }: { row: TransactionRow }) {
  const { t } = useTranslation('wallet');
  const cause = row.referenceType;
  const words =
    row.gameName ??
    (cause && referenceLabels.includes(cause) ? t(`records.refs.${cause}`) : null) ??
    (cause ? null : row.memo);
  const referenceId = row.reference?.slice(row.reference.indexOf(':') + 1) || null;
  return (
    <div data-testid="records-detail">
      <Text size="sm" fw={row.gameName ? 600 : undefined}>
        {words ?? t(`records.kinds.${row.type}`, { defaultValue: t('records.movement') })}
      </Text>
      {referenceId && <CopyReference value={referenceId} />}
    </div>
  );
}
