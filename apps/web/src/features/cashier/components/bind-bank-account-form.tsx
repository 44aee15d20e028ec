import { BindBankAccountRequest } from '@goldline/contract/cashier';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useBindBankAccount } from '../api/bind-bank-account';

const { bankName, accountName, branch } = BindBankAccountRequest.shape;
const BRANCH_MAX = branch.unwrap().maxLength ?? undefined;

/** Binds a payout account (at most 3, contract MAX_BANK_ACCOUNTS), checked with the contract's schema. */
export function BindBankAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const bind = useBindBankAccount();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(BindBankAccountRequest),
    defaultValues: { bankName: '', accountName: '', accountNumber: '', branch: '' },
  });
  const { errors } = formState;
  /** Zod issues in the form's own words, with the limits the contract sets. */
  const lengthText = (error: FieldError | undefined, field: typeof bankName) =>
    error && t('validation.length', { min: field.minLength, max: field.maxLength });

  // The schema trims: the values here are what the server will store.
  const submit = handleSubmit(async (values) => {
    await bind.mutateAsync({ ...values, branch: values.branch || undefined });
    onDone();
  });

  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      data-testid="bank-bind-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('bank.bankName')}
            required
            autoComplete="off"
            data-testid="bank-bank-name"
            error={lengthText(errors.bankName, bankName)}
            {...register('bankName')}
          />
          <TextInput
            label={t('bank.accountName')}
            required
            autoComplete="name"
            data-testid="bank-account-name"
            error={lengthText(errors.accountName, accountName)}
            {...register('accountName')}
          />
          <TextInput
            label={t('bank.accountNumber')}
            description={t('bank.accountNumberHint')}
            required
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            data-testid="bank-account-number"
            error={errors.accountNumber && t('bank.accountNumberInvalid')}
            {...register('accountNumber')}
          />
          <TextInput
            label={t('bank.branch')}
            autoComplete="off"
            data-testid="bank-branch"
            maxLength={BRANCH_MAX}
            {...register('branch')}
          />
        </SimpleGrid>
        <FormError message={bind.isError ? errorText(bind.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} h={44}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} data-testid="bank-bind-submit" h={44}>
            {t('bank.bind')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
