import type { ContractKind } from '@goldline/contract/contracts';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { useStatements } from '../api/get-statements';
import { PartyName, Rate, StatementStatusBadge, useLocale } from './contract-parts';
import { StatementDialog } from './statement-dialog';
import { ScrollBox, TableSkeleton } from './table-parts';

const PAGE_SIZE = 20;

/** Statements of one kind, as the paid member or as the paying upline, each opening its inputs. */
export function StatementsPanel({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const [role, setRole] = useState<'member' | 'upline'>('member');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useStatements({ kind, role, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const count = (value: number) => new Intl.NumberFormat(`${locale}-u-nu-latn`).format(value);

  return (
    <SectionPanel title={t('page.statements')} testId="contracts-statements">
      <Stack gap="md">
        <SegmentedControl
          value={role}
          onChange={(value) => {
            setRole(value === 'upline' ? 'upline' : 'member');
            setPage(1);
          }}
          data={[
            { value: 'member', label: t('page.asDownlineShort') },
            { value: 'upline', label: t('page.asUplineShort') },
          ]}
          aria-label={t('page.direction')}
          style={{ alignSelf: 'flex-start' }}
          data-testid="statements-role"
        />
        {list.isPending && <TableSkeleton />}
        {list.isError && <FormErrorText error={list.error} />}
        {data && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="statements-totals">
            <Total label={t('statement.totalAmount')} amount={data.totals.amount} />
            <Total label={t('statement.totalPending')} amount={data.totals.pending} />
          </SimpleGrid>
        )}
        {data && data.rows.length === 0 && (
          <EmptyState
            icon={<IconReceipt size={34} />}
            title={t('page.emptyStatementsTitle')}
            text={t('page.emptyStatements')}
          />
        )}
        {data && data.rows.length > 0 && (
          <>
            <ScrollBox label={t('page.statements')} minWidth={900}>
              <Table verticalSpacing="sm" striped data-testid="statements-table" aria-busy={list.isFetching}>
                <Table.Thead style={stickyHead}>
                  <Table.Tr>
                    <Table.Th>{t('statement.period')}</Table.Th>
                    {role === 'upline' && <Table.Th>{t('statement.account')}</Table.Th>}
                    <NumTh>{t('statement.amount')}</NumTh>
                    <Table.Th>{t('statement.status')}</Table.Th>
                    <Table.Th>{t('statement.details')}</Table.Th>
                    <NumTh>{t('statement.validBet')}</NumTh>
                    <NumTh>{t('statement.activeMembers')}</NumTh>
                    <NumTh>{t('statement.netLoss')}</NumTh>
                    <Table.Th>{t('statement.tier')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="statement-row" data-status={row.status}>
                      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                        <bdi dir="ltr">{row.label}</bdi>
                      </Table.Td>
                      {role === 'upline' && (
                        <Table.Td fw={600}>
                          <PartyName party={row.member} />
                        </Table.Td>
                      )}
                      <MoneyCell amount={row.amount} bold />
                      <Table.Td>
                        <StatementStatusBadge statement={row} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          h={36}
                          variant="light"
                          onClick={() => setOpenId(row.id)}
                          aria-label={t('statement.detailsOf', { period: row.label })}
                          data-testid="statement-details"
                        >
                          {t('statement.details')}
                        </Button>
                      </Table.Td>
                      <MoneyCell amount={row.inputs.validBet} />
                      <Table.Td style={{ textAlign: 'end' }} className="gl-tabular">
                        {count(row.inputs.activeMembers)}
                      </Table.Td>
                      <MoneyCell amount={row.inputs.profitLoss} signed />
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {row.tierIndex === null ? (
                          t('statement.noTier')
                        ) : (
                          <>
                            {t('tiers.tierN', { n: row.tierIndex + 1 })} · <Rate bps={row.rate} />
                          </>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollBox>
            <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </Stack>
      <StatementDialog id={openId} onClose={() => setOpenId(null)} />
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
