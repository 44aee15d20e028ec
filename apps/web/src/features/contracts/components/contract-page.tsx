import type { Contract, ContractKind } from '@goldline/contract/contracts';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileCertificate, IconUsersGroup } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { NumTh, stickyHead } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format-date';
import { useContracts } from '../api/get-contracts';
import { useContractModalStore } from '../stores/contract-modal-store';
import { ContractActions } from './contract-actions';
import { PartyName, Rate, StateBadge, TierTable, useLocale } from './contract-parts';
import { StatementsPanel } from './statements-panel';
import { ScrollBox, TableSkeleton } from './table-parts';

/**
 * A contract page of the agent centre (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary; spec section 2, issue 14), shown only while the operator enables its kind:
 * my contract as a downline, the contracts I gave my direct downlines, and the statements of both.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  return (
    <Stack gap="md" data-testid={`contracts-page-${kind}`}>
      <MyContracts kind={kind} />
      <DownlineContracts kind={kind} />
      <StatementsPanel kind={kind} />
      <Text size="xs" c="dimmed">
        {t(`kindHint.${kind}`)}
      </Text>
    </Stack>
  );
}

function MyContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const mine = useContracts({ role: 'member', kind });
  return (
    <SectionPanel title={t('page.asDownline')} testId="contracts-mine">
      {mine.isPending && <TableSkeleton />}
      {mine.isError && <FormErrorText error={mine.error} />}
      {mine.data && mine.data.rows.length === 0 && (
        <EmptyState
          icon={<IconFileCertificate size={34} />}
          title={t('page.emptyMineTitle')}
          text={t('page.emptyMine', { kind: t(`kind.${kind}`) })}
        />
      )}
      <Stack gap="md">
        {mine.data?.rows.map((contract) => (
          <MyContractCard key={contract.id} contract={contract} />
        ))}
      </Stack>
    </SectionPanel>
  );
}

function MyContractCard({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const review = useContractModalStore((state) => state.review);
  return (
    <Paper p="sm" radius="md" withBorder data-testid="contract-card" data-state={contract.state}>
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <Stack gap={2}>
          <Title order={3} fz="md">
            {t('page.fromUpline', { account: contract.upline.account ?? t('party.house') })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('modal.version', { version: contract.version })}
            {contract.period ? ` · ${t(`period.${contract.period}`)}` : ''}
            {contract.signedAt ? ` · ${t('page.signedAt')} ${formatDateTime(contract.signedAt, locale)}` : ''}
          </Text>
        </Stack>
        <StateBadge state={contract.state} />
      </Group>
      <TierTable tiers={contract.tiers} caption={false} />
      <Group mt="sm" gap="xs">
        {contract.state === 'newRequest' ? (
          <Button h={44} onClick={() => review(contract)} data-testid="contract-review">
            {t('page.review')}
          </Button>
        ) : (
          <ContractActions contract={contract} />
        )}
      </Group>
    </Paper>
  );
}

function DownlineContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const given = useContracts({ role: 'upline', kind });
  const [open, setOpen] = useState<string | null>(null);
  const rows = given.data?.rows ?? [];
  return (
    <SectionPanel title={t('page.asUpline')} testId="contracts-given">
      {given.isPending && <TableSkeleton />}
      {given.isError && <FormErrorText error={given.error} />}
      {given.data && rows.length === 0 && (
        <EmptyState
          icon={<IconUsersGroup size={34} />}
          title={t('page.emptyOfferedTitle')}
          text={t('page.emptyOffered', { kind: t(`kind.${kind}`) })}
        />
      )}
      {rows.length > 0 && (
        <ScrollBox label={t('page.asUpline')} minWidth={720}>
          <Table verticalSpacing="sm" striped data-testid="contracts-given-table">
            <Table.Thead style={stickyHead}>
              <Table.Tr>
                <Table.Th>{t('statement.account')}</Table.Th>
                <Table.Th>{t('page.state')}</Table.Th>
                <NumTh>{t('page.maxRate')}</NumTh>
                <Table.Th>{t('page.version')}</Table.Th>
                <Table.Th>{t('page.signedAt')}</Table.Th>
                <Table.Th>{t('page.showTiers')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((contract) => (
                <Fragment key={contract.id}>
                  <Table.Tr data-testid="contract-given-row" data-account={contract.member.account}>
                    <Table.Td fw={600}>
                      <PartyName party={contract.member} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6} align="flex-start">
                        <StateBadge state={contract.state} />
                        <ContractActions contract={contract} />
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end', fontWeight: 700 }}>
                      <Rate bps={contract.maxRate} />
                    </Table.Td>
                    <Table.Td className="gl-tabular">
                      {contract.version}
                      {contract.period ? ` · ${t(`period.${contract.period}`)}` : ''}
                    </Table.Td>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {contract.signedAt ? formatDateTime(contract.signedAt, locale) : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        h={36}
                        variant="subtle"
                        aria-expanded={open === contract.id}
                        onClick={() => setOpen(open === contract.id ? null : contract.id)}
                      >
                        {t('page.tiersOf', { version: contract.version })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open === contract.id && (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <TierTable tiers={contract.tiers} caption={false} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      )}
    </SectionPanel>
  );
}
