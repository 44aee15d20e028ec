import { DownlineTxType } from '@goldline/contract/agent';
import { Group, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useTeamTransactions } from '../api/get-team-transactions';
import { MemberFilter, MemberLink, type PickedMember } from './member-filter';
import { PeriodFilter } from './period-filter';
import { CurrentTo, Stat, TableSkeleton } from './report-parts';
import { ScrollTable } from './scroll-table';
import { usePeriod } from './use-period';

const PAGE_SIZE = 20;

/** agentDownlineTransactionDetailsCopy: the downline's ledger lines, in words (issue 13). */
export function TeamTransactionsPage() {
  const { t, i18n } = useTranslation(['agent', 'wallet']);
  const locale = languageInfo(i18n.language).locale;
  const period = usePeriod('today');
  const [member, setMember] = useState<PickedMember | null>(null);
  const [type, setType] = useState<DownlineTxType>('all');
  const [page, setPage] = useState(1);
  const lines = useTeamTransactions(
    !period.query ? null : { ...period.query, memberId: member?.id, type, page, pageSize: PAGE_SIZE },
  );
  const data = lines.data;
  const kind = (value: string) =>
    t(`wallet:records.kinds.${value}`, { defaultValue: t('wallet:records.movement') });

  return (
    <SectionPanel title={t('transactions.title')} testId="agent-transactions">
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <MemberFilter
            value={member}
            onChange={(next) => {
              setMember(next);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('wallet:records.type')}
            value={type}
            onChange={(event) => {
              setType(event.currentTarget.value as DownlineTxType);
              setPage(1);
            }}
            data={DownlineTxType.options.map((value) => ({
              value,
              label: t(`wallet:records.types.${value}`),
            }))}
            miw={160}
            data-testid="agent-tx-type"
          />
          <PeriodFilter
            value={period.state}
            onChange={(next) => {
              period.setState(next);
              setPage(1);
            }}
          />
        </Group>
        {lines.isError && <FormErrorText error={lines.error} />}
        {lines.isPending && period.query && <TableSkeleton />}
        {data && (
          <>
            <CurrentTo at={data.range.currentTo} range={data.range} />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="agent-tx-totals">
              <Stat label={t('wallet:records.total.in')} amount={data.totals.in} />
              <Stat label={t('wallet:records.total.out')} amount={data.totals.out} />
              <Stat label={t('wallet:records.total.net')} amount={data.totals.net} signed />
            </SimpleGrid>
          </>
        )}
        {data && data.rows.length === 0 && (
          <EmptyState
            icon={<IconReceipt size={34} />}
            title={t('transactions.emptyTitle')}
            text={t('transactions.empty')}
          />
        )}
        {data && data.rows.length > 0 && (
          <>
            <ScrollTable label={t('transactions.title')} minWidth={760}>
              <Table verticalSpacing="sm" striped data-testid="agent-tx-table" aria-busy={lines.isFetching}>
                <Table.Thead style={stickyHead}>
                  <Table.Tr>
                    <Table.Th>{t('wallet:list.time')}</Table.Th>
                    <Table.Th>{t('col.account')}</Table.Th>
                    <Table.Th>{t('wallet:records.type')}</Table.Th>
                    <NumTh>{t('wallet:list.amount')}</NumTh>
                    <NumTh>{t('wallet:records.balanceAfter')}</NumTh>
                    <Table.Th>{t('wallet:records.memo')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="agent-tx-row" data-type={row.type}>
                      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.time, locale)}
                      </Table.Td>
                      <Table.Td>
                        <MemberLink
                          account={row.account}
                          onPick={() => {
                            setMember({ id: row.memberId, account: row.account });
                            setPage(1);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>{kind(row.type)}</Table.Td>
                      <MoneyCell amount={row.amount} signed />
                      <MoneyCell amount={row.balanceAfter} />
                      <Table.Td>
                        <Text size="sm" dir="auto">
                          {row.memo ?? ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
