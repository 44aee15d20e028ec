import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { useUpline } from '../api/get-upline';
import { TransferForm } from './transfer-form';

/**
 * Member centre "transferUpline" (member -> upline) and, for agents, "transfer to downline" (spec
 * section 6). The server decides who may send; this only hides the agent form from members.
 */
export function TransferPage({ isAgent, show }: { isAgent: boolean; show: 'upline' | 'downline' | 'both' }) {
  const { t } = useTranslation('wallet');
  const upline = useUpline();
  return (
    <Stack gap="lg">
      {show !== 'downline' && (
        <SectionPanel title={t('transfer.uplineTitle')} testId="transfer-upline">
          {upline.isPending && <Skeleton height={160} />}
          {upline.isError && <FormErrorText error={upline.error} />}
          {upline.data && !upline.data.upline && (
            <Alert variant="light" role="status">
              {t('transfer.noUpline')}
            </Alert>
          )}
          {upline.data?.upline && (
            <TransferForm fixedRecipient={upline.data.upline.account} testPrefix="transfer-up" />
          )}
        </SectionPanel>
      )}
      {isAgent && show !== 'upline' && (
        <SectionPanel title={t('transfer.downlineTitle')} testId="transfer-downline">
          <TransferForm testPrefix="transfer-down" />
        </SectionPanel>
      )}
    </Stack>
  );
}
