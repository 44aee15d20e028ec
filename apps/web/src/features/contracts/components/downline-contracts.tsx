import { ContractKind } from '@goldline/contract/contracts';
import { Badge, Button, Divider, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { useContracts } from '../api/get-contracts';
import { useOfferContract } from '../api/offer-contract';
import { ContractActions } from './contract-actions';
import { ContractOfferForm } from './contract-offer-form';
import { inForce, Rate, StateBadge } from './contract-parts';
import { TableSkeleton } from './table-parts';

export interface DownlineRef {
  id: string;
  account: string;
}

/**
 * Team management's contract action for one direct sub-agent (issue 14): a button that says how many
 * contracts are in force or waiting, opening the contracts with that downline and the offer form.
 */
export function DownlineContractsButton({ downline }: { downline: DownlineRef }) {
  const { t } = useTranslation('contracts');
  const [opened, setOpened] = useState(false);
  const given = useContracts({ role: 'upline' });
  const open = given.data?.rows.filter((row) => row.member.id === downline.id).length ?? 0;
  return (
    <>
      <Button
        size="xs"
        h={36}
        variant="light"
        leftSection={<IconFileCertificate size={14} aria-hidden="true" />}
        rightSection={
          open > 0 ? (
            <Badge size="xs" circle variant="filled" aria-hidden="true">
              {open}
            </Badge>
          ) : undefined
        }
        onClick={() => setOpened(true)}
        aria-label={t('offer.actionOf', { account: downline.account })}
        data-testid="agent-downline-contracts"
      >
        {t('offer.action')}
      </Button>
      {opened && <DownlineContractsDialog downline={downline} onClose={() => setOpened(false)} />}
    </>
  );
}

function DownlineContractsDialog({ downline, onClose }: { downline: DownlineRef; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const given = useContracts({ role: 'upline', memberId: downline.id });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeOnClickOutside={false}
      title={t('offer.title', { account: downline.account })}
      data-testid="contract-offer-dialog"
    >
      <Stack gap="md">
        <section aria-labelledby="downline-contracts-current">
          <Title order={3} fz="md" id="downline-contracts-current" mb="xs">
            {t('offer.current')}
          </Title>
          {given.isPending && <TableSkeleton rows={2} />}
          {given.isError && <FormErrorText error={given.error} />}
          {given.data?.rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('offer.none')}
            </Text>
          )}
          <Stack gap="xs">
            {given.data?.rows.map((contract) => (
              <Paper
                key={contract.id}
                p="sm"
                withBorder
                radius="md"
                data-testid="downline-contract"
                data-kind={contract.kind}
              >
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {t(`kind.${contract.kind}`)} · {t('modal.version', { version: contract.version })}
                    {contract.period ? ` · ${t(`period.${contract.period}`)}` : ''}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm">
                      {t('page.maxRate')} <Rate bps={contract.maxRate} />
                    </Text>
                    <StateBadge state={contract.state} />
                  </Group>
                </Group>
                <Group mt={6}>
                  <ContractActions contract={contract} />
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
        <Divider />
        {given.data && (
          <OfferForm
            downline={downline}
            enabled={ContractKind.options.filter((kind) => given.data.enabled[kind])}
          />
        )}
      </Stack>
    </Modal>
  );
}

/** The upline's offer: every tier rate capped at its own top rate for the kind (decision 085). */
function OfferForm({ downline, enabled }: { downline: DownlineRef; enabled: ContractKind[] }) {
  const offer = useOfferContract();
  const [kind, setKind] = useState<ContractKind>(
    enabled.includes('dailySalary') ? 'dailySalary' : (enabled[0] ?? 'dailySalary'),
  );
  const mine = useContracts({ role: 'member', kind });
  const own = mine.data?.rows.find(inForce);
  return (
    <ContractOfferForm
      account={downline.account}
      memberId={downline.id}
      enabled={enabled}
      kind={kind}
      onKindChange={setKind}
      cap={own ? own.maxRate : null}
      capKnown={mine.data !== undefined}
      offer={offer}
    />
  );
}
