import type { Contract, ContractAction } from '@goldline/contract/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useContractAction } from '../api/act-on-contract';

/** What the caller may do with a contract, from its side and state (decision 085). */
export function nextActions(contract: Contract): ContractAction[] {
  if (contract.upline.id === null && contract.role === 'member') return [];
  switch (contract.state) {
    case 'newRequest':
      return contract.role === 'member' ? ['sign', 'reject'] : ['reject'];
    case 'accepted':
      return ['requestTermination'];
    case 'terminationRequest':
      return contract.terminationBy === contract.role ? [] : ['acceptTermination', 'declineTermination'];
    default:
      return [];
  }
}

/** The buttons for what the caller may do next, with the outcome said in words. */
export function ContractActions({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const errorText = useErrorText();
  const act = useContractAction();
  const actions = nextActions(contract).filter((action) => action !== 'sign');
  const label: Record<ContractAction, string> = {
    sign: t('modal.sign'),
    reject: contract.role === 'upline' ? t('page.withdraw') : t('modal.reject'),
    requestTermination: t('offer.requestTermination'),
    acceptTermination: t('offer.acceptTermination'),
    declineTermination: t('modal.declineTermination'),
  };
  if (contract.state === 'terminationRequest' && actions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('page.waitingOther')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            h={36}
            variant={action === 'acceptTermination' || action === 'requestTermination' ? 'light' : 'default'}
            color={action === 'requestTermination' || action === 'acceptTermination' ? 'red' : undefined}
            loading={act.isPending && act.variables?.action === action}
            disabled={act.isPending}
            onClick={() => act.mutate({ id: contract.id, action })}
            data-testid={`contract-action-${action}`}
          >
            {label[action]}
          </Button>
        ))}
      </Group>
      {act.isSuccess && (
        <Text size="sm" role="status">
          {act.data.state === 'terminationRequest'
            ? t('offer.terminationSent')
            : t(`state.${act.data.state}`)}
        </Text>
      )}
      <FormError message={act.isError ? errorText(act.error) : null} />
    </Stack>
  );
}
