import { type Contract, ContractKind } from '@goldline/contract/contracts';
import type { HouseContractAction } from '@goldline/contract/contracts-office';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Switch, Table, Text } from '@mantine/core';
import { IconFileCertificate, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { stickyHead } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format-date';
import { useErrorText } from '../../../lib/use-error-text';
import { useHouseContractAction, useHouseContracts, useOfferHouseContract } from '../api/house-contracts';
import { ContractOfferForm } from './contract-offer-form';
import { Rate, StateBadge, useLocale } from './contract-parts';
import { HouseContractDialog } from './house-contract-dialog';
import { HouseStatementsTable } from './house-statements-table';
import { ScrollBox, TableSkeleton } from './table-parts';

/** The house's own cap: it may offer up to 100 % (decision 085). */
const HOUSE_CAP = 10_000;

/**
 * The back office's Contracts tab (issue 14; decision 096): the house's contracts with top-level
 * agents, offering a new version, withdrawing an offer, asking for a termination, and every
 * statement. Needs OperatorCallContext (the app provides the operator's session).
 */
export function HouseContractsPanel() {
  const { t } = useTranslation('contractsOffice');
  const { t: tCommon } = useTranslation('common');
  const { t: tc } = useTranslation('contracts');
  const locale = useLocale();
  const [history, setHistory] = useState(false);
  const [offering, setOffering] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useHouseContracts(history);
  const act = useHouseContractAction();
  const errorText = useErrorText();
  const [confirm, setConfirm] = useState<{ contract: Contract; action: HouseContractAction } | null>(null);
  const [done, setDone] = useState<HouseContractAction | null>(null);
  const rows = list.data?.rows ?? [];

  const run = async () => {
    if (!confirm) return;
    setDone(null);
    await act.mutateAsync({ id: confirm.contract.id, action: confirm.action });
    setDone(confirm.action);
    setConfirm(null);
  };

  return (
    <Stack gap="md">
      <SectionPanel title={t('title')} testId="house-contracts">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          <Group justify="space-between" wrap="wrap">
            <Switch
              label={t('showEnded')}
              checked={history}
              onChange={(event) => setHistory(event.currentTarget.checked)}
              data-testid="house-contracts-history"
            />
            <Button
              h={44}
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setOffering(true)}
              disabled={!list.data}
              data-testid="house-contract-offer"
            >
              {t('offerAction')}
            </Button>
          </Group>
          {done && (
            <Alert color="green" variant="light" role="status" data-testid="house-contract-done">
              {t(`done.${done}`)}
            </Alert>
          )}
          <FormError message={act.isError ? errorText(act.error) : null} />
          {list.isPending && <TableSkeleton />}
          {list.isError && <FormErrorText error={list.error} />}
          {list.data && rows.length === 0 && (
            <EmptyState icon={<IconFileCertificate size={34} />} title={t('emptyTitle')} text={t('empty')} />
          )}
          {rows.length > 0 && (
            <ScrollBox label={t('title')} minWidth={820}>
              <Table verticalSpacing="sm" striped data-testid="house-contracts-table">
                <Table.Thead style={stickyHead}>
                  <Table.Tr>
                    <Table.Th>{t('col.agent')}</Table.Th>
                    <Table.Th>{t('col.kind')}</Table.Th>
                    <Table.Th>{t('col.version')}</Table.Th>
                    <Table.Th>{t('col.state')}</Table.Th>
                    <Table.Th style={{ textAlign: 'end' }}>{tc('page.maxRate')}</Table.Th>
                    <Table.Th>{t('col.signedAt')}</Table.Th>
                    <Table.Th>{t('col.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr
                      key={row.id}
                      data-testid="house-contract-row"
                      data-account={row.member.account}
                      data-kind={row.kind}
                    >
                      <Table.Td fw={600}>
                        <bdi>{row.member.account}</bdi>
                      </Table.Td>
                      <Table.Td>
                        {tc(`kind.${row.kind}`)}
                        {row.period ? ` · ${tc(`period.${row.period}`)}` : ''}
                      </Table.Td>
                      <Table.Td className="gl-tabular">{row.version}</Table.Td>
                      <Table.Td>
                        <StateBadge state={row.state} />
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'end', fontWeight: 700 }}>
                        <Rate bps={row.maxRate} />
                      </Table.Td>
                      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                        {row.signedAt ? formatDateTime(row.signedAt, locale) : t('notSigned')}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Button
                            size="xs"
                            h={36}
                            variant="light"
                            onClick={() => setOpenId(row.id)}
                            aria-label={t('trailOf', {
                              account: row.member.account,
                              kind: tc(`kind.${row.kind}`),
                              version: row.version,
                            })}
                            data-testid="house-contract-details"
                          >
                            {t('trail')}
                          </Button>
                          {row.state === 'newRequest' && (
                            <Button
                              size="xs"
                              h={36}
                              variant="default"
                              onClick={() => setConfirm({ contract: row, action: 'withdraw' })}
                              data-testid="house-contract-withdraw"
                            >
                              {t('withdraw')}
                            </Button>
                          )}
                          {row.state === 'accepted' && (
                            <Button
                              size="xs"
                              h={36}
                              variant="default"
                              color="red"
                              onClick={() => setConfirm({ contract: row, action: 'requestTermination' })}
                              data-testid="house-contract-terminate"
                            >
                              {t('requestTermination')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollBox>
          )}
        </Stack>
      </SectionPanel>
      <HouseStatementsTable />
      {offering && list.data && (
        <OfferDialog
          agents={list.data.agents}
          enabled={ContractKind.options.filter((kind) => list.data.enabled[kind])}
          onClose={() => setOffering(false)}
        />
      )}
      <HouseContractDialog id={openId} onClose={() => setOpenId(null)} />
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        closeButtonProps={{ 'aria-label': tCommon('common.close') }}
        title={confirm ? t(confirm.action) : ''}
        data-testid="house-contract-confirm"
      >
        {confirm && (
          <Stack gap="md">
            <Text>
              {t(`confirm.${confirm.action}`, {
                account: confirm.contract.member.account,
                kind: tc(`kind.${confirm.contract.kind}`),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" h={44} onClick={() => setConfirm(null)}>
                {t('cancel')}
              </Button>
              <Button
                h={44}
                loading={act.isPending}
                onClick={() => void run().catch(() => setConfirm(null))}
                data-testid="house-contract-confirm-yes"
              >
                {t(confirm.action)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function OfferDialog({
  agents,
  enabled,
  onClose,
}: {
  agents: { id: string; account: string }[];
  enabled: ContractKind[];
  onClose: () => void;
}) {
  const { t } = useTranslation('contractsOffice');
  const { t: tCommon } = useTranslation('common');
  const offer = useOfferHouseContract();
  const [agentId, setAgentId] = useState(agents[0]?.id ?? '');
  const [kind, setKind] = useState<ContractKind>(enabled[0] ?? 'dailySalary');
  const agent = agents.find((a) => a.id === agentId);
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': tCommon('common.close') }}
      title={t('offerTitle')}
    >
      <Stack gap="md" data-testid="house-offer-dialog">
        {agents.length === 0 ? (
          <Alert color="yellow" variant="light">
            {t('noAgents')}
          </Alert>
        ) : (
          <NativeSelect
            label={t('agent')}
            value={agentId}
            onChange={(event) => setAgentId(event.currentTarget.value)}
            data={agents.map((a) => ({ value: a.id, label: a.account }))}
            data-testid="house-offer-agent"
          />
        )}
        {enabled.length === 0 && (
          <Alert color="yellow" variant="light">
            {t('noKinds')}
          </Alert>
        )}
        {agent && (
          // Keyed by agent: a new agent starts a fresh form (and its "sent" note).
          <ContractOfferForm
            key={agent.id}
            account={agent.account}
            memberId={agent.id}
            enabled={enabled}
            kind={kind}
            onKindChange={setKind}
            cap={HOUSE_CAP}
            capKnown
            capNote={t('capNote')}
            offer={offer}
          />
        )}
      </Stack>
    </Modal>
  );
}
