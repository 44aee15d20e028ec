import { ContractKind, StatementStatus } from '@goldline/contract/contracts';
import { Group, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { type OfficeStatementFilter, useOfficeStatements } from '../api/house-contracts';
import { PartyName, Rate, StatementStatusBadge, useLocale } from './contract-parts';
import { ScrollBox, TableSkeleton } from './table-parts';

/**
 * Every statement for the operator (decision 096): the house's to top-level agents and the agents'
 * to their downlines, with the team's inputs, the tier matched, the amount, and whether it is paid
 * (a pending one says why). Filters by kind, status and payer.
 */
export function HouseStatementsTable() {
  const { t } = useTranslation('contractsOffice');
  const { t: tc } = useTranslation('contracts');
  const locale = useLocale();
  const [filter, setFilter] = useState<OfficeStatementFilter>({ page: 1 });
  const list = useOfficeStatements(filter);
  const data = list.data;
  const count = (value: number) => new Intl.NumberFormat(`${locale}-u-nu-latn`).format(value);
  const pick = <K extends keyof OfficeStatementFilter>(key: K, value: string) =>
    setFilter((current) => ({ ...current, [key]: value === '' ? undefined : value, page: 1 }));

  return (
    <SectionPanel title={t('statements.title')} testId="house-statements">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <NativeSelect
            label={t('statements.kind')}
            value={filter.kind ?? ''}
            onChange={(event) => pick('kind', event.currentTarget.value)}
            data={[
              { value: '', label: t('statements.all') },
              ...ContractKind.options.map((value) => ({ value, label: tc(`kind.${value}`) })),
            ]}
            data-testid="house-statements-kind"
          />
          <NativeSelect
            label={t('statements.status')}
            value={filter.status ?? ''}
            onChange={(event) => pick('status', event.currentTarget.value)}
            data={[
              { value: '', label: t('statements.all') },
              ...StatementStatus.options.map((value) => ({ value, label: tc(`statement.${value}`) })),
            ]}
            data-testid="house-statements-status"
          />
          <NativeSelect
            label={t('statements.payer')}
            value={filter.payer ?? ''}
            onChange={(event) => pick('payer', event.currentTarget.value)}
            data={[
              { value: '', label: t('statements.all') },
              { value: 'house', label: tc('party.house') },
              { value: 'agents', label: t('statements.agents') },
            ]}
            data-testid="house-statements-payer"
          />
        </SimpleGrid>
        {list.isPending && <TableSkeleton />}
        {list.isError && <FormErrorText error={list.error} />}
        {data && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Total label={tc('statement.totalAmount')} amount={data.totals.amount} />
            <Total label={tc('statement.totalPending')} amount={data.totals.pending} />
          </SimpleGrid>
        )}
        {data && data.rows.length === 0 && (
          <EmptyState
            icon={<IconReceipt size={34} />}
            title={t('statements.emptyTitle')}
            text={t('statements.empty')}
          />
        )}
        {data && data.rows.length > 0 && (
          <>
            <ScrollBox label={t('statements.title')} minWidth={1100}>
              <Table
                verticalSpacing="sm"
                striped
                data-testid="house-statements-table"
                aria-busy={list.isFetching}
              >
                <Table.Thead style={stickyHead}>
                  <Table.Tr>
                    <Table.Th>{tc('statement.period')}</Table.Th>
                    <Table.Th>{t('col.kind')}</Table.Th>
                    <Table.Th>{t('statements.payee')}</Table.Th>
                    <Table.Th>{t('statements.payer')}</Table.Th>
                    <NumTh>{tc('statement.validBet')}</NumTh>
                    <NumTh>{tc('statement.activeMembers')}</NumTh>
                    <NumTh>{tc('statement.netLoss')}</NumTh>
                    <Table.Th>{tc('statement.tier')}</Table.Th>
                    <NumTh>{tc('statement.amount')}</NumTh>
                    <Table.Th>{tc('statement.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="house-statement-row" data-status={row.status}>
                      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                        <bdi dir="ltr">{row.label}</bdi>
                      </Table.Td>
                      <Table.Td>{tc(`kind.${row.kind}`)}</Table.Td>
                      <Table.Td fw={600}>
                        <PartyName party={row.member} />
                      </Table.Td>
                      <Table.Td>
                        <PartyName party={row.upline} />
                      </Table.Td>
                      <MoneyCell amount={row.inputs.validBet} />
                      <Table.Td style={{ textAlign: 'end' }} className="gl-tabular">
                        {count(row.inputs.activeMembers)}
                      </Table.Td>
                      <MoneyCell amount={row.inputs.profitLoss} signed />
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {row.tierIndex === null ? (
                          tc('statement.noTier')
                        ) : (
                          <>
                            {tc('tiers.tierN', { n: row.tierIndex + 1 })} · <Rate bps={row.rate} />
                          </>
                        )}
                      </Table.Td>
                      <MoneyCell amount={row.amount} bold />
                      <Table.Td>
                        <Stack gap={2}>
                          <StatementStatusBadge statement={row} />
                          {row.status === 'pending' && row.message && (
                            <Text size="xs" c="dimmed" maw={260}>
                              {tc(`statement.message.${row.message}`)}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollBox>
            <ListPager
              page={filter.page}
              pageSize={data.pageSize}
              total={data.total}
              onChange={(page) => setFilter((current) => ({ ...current, page }))}
            />
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}

function Total({ label, amount }: { label: string; amount: string }) {
  return (
    <Group
      justify="space-between"
      p="sm"
      style={{ background: 'var(--gl-surface-2)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <MoneyText amount={amount} fw={800} />
    </Group>
  );
}
