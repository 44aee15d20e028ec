import type { DepositStatus, WithdrawalStatus } from '@goldline/contract/cashier';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '../../../components/request-status-badge';

/** A request's status badge and, once rejected, the reason given in words. */
export function RequestStatusCell({
  status,
  reason,
}: {
  status: DepositStatus | WithdrawalStatus;
  reason: string | null;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <RequestStatusBadge status={status} />
      {reason && (
        <Text size="sm" mt={4}>
          {t('list.reason', { reason })}
        </Text>
      )}
    </>
  );
}
