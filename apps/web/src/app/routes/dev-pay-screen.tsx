import type { DepositStatus } from '@goldline/contract/cashier';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconTool, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError } from '../../components/form-error';
import { PageTitle } from '../../components/page-title';
import { devPay } from '../../features/cashier/api/dev-pay';
import { useErrorText } from '../../lib/use-error-text';

/**
 * Developer page standing in for the DEMOPAY gateway (like /dev/outbox): the pay URL of a gateway
 * deposit lands here, and "Pay" or "Fail" makes the server send itself the signed callback.
 */
export function DevPayScreen() {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const { depositId = '' } = useParams();
  const pay = useMutation({ mutationFn: (result: 'PAID' | 'FAILED') => devPay(depositId, result) });
  const status: DepositStatus | undefined = pay.data?.status;
  return (
    <Container component="main" size={640} py="xl">
      <PageTitle icon={<IconTool size={24} />}>{t('devPay.title')}</PageTitle>
      <Stack>
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
          {t('devPay.warning')}
        </Alert>
        <Text fw={700}>{t('devPay.deposit', { id: depositId })}</Text>
        <Group>
          <Button
            h={44}
            color="green"
            leftSection={<IconCheck size={18} aria-hidden="true" />}
            loading={pay.isPending && pay.variables === 'PAID'}
            disabled={pay.isPending || status !== undefined}
            onClick={() => pay.mutate('PAID')}
            data-testid="dev-pay-pay"
          >
            {t('devPay.pay')}
          </Button>
          <Button
            h={44}
            color="red"
            variant="light"
            leftSection={<IconX size={18} aria-hidden="true" />}
            loading={pay.isPending && pay.variables === 'FAILED'}
            disabled={pay.isPending || status !== undefined}
            onClick={() => pay.mutate('FAILED')}
            data-testid="dev-pay-fail"
          >
            {t('devPay.fail')}
          </Button>
        </Group>
        {status && (
          <Alert color={status === 'APPROVED' ? 'green' : 'red'} role="status" data-testid="dev-pay-result">
            {t(`devPay.result.${status}`)}
          </Alert>
        )}
        <FormError message={pay.isError ? errorText(pay.error) : null} />
        <Button component={Link} to="/member?tab=depositv2" variant="default" h={44} w="fit-content">
          {t('devPay.back')}
        </Button>
      </Stack>
    </Container>
  );
}
