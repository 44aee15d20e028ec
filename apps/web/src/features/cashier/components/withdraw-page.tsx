import { Skeleton, Stack } from '@mantine/core';
import { FormErrorText } from '../../../components/form-error-text';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import { BankAccountsPanel } from './bank-accounts-panel';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalList } from './withdrawal-list';

/** Member centre "withdraw" (spec section 2): what can leave, where to, the request and its receipts. */
export function WithdrawPage() {
  const info = useWithdrawInfo();
  return (
    <Stack gap="lg" data-testid="withdraw-page">
      {info.isPending && <Skeleton height={260} radius="md" />}
      {info.isError && <FormErrorText error={info.error} />}
      {info.data && (
        <>
          <WithdrawSummary info={info.data} />
          <BankAccountsPanel
            accounts={info.data.accounts}
            hasPaymentPassword={info.data.hasPaymentPassword}
          />
          <WithdrawForm key={info.data.accounts.map((a) => a.id).join()} info={info.data} />
        </>
      )}
      <WithdrawalList />
    </Stack>
  );
}
