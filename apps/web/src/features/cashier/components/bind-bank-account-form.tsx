import type { BindBankAccountRequest } from '@goldline/contract/cashier';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useBindBankAccount } from '../api/bind-bank-account';

/** Binds a payout account (at most 3, contract MAX_BANK_ACCOUNTS); the rules mirror the contract. */
export function BindBankAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const bind = useBindBankAccount();
  const { register, handleSubmit, formState } = useForm<Required<BindBankAccountRequest>>({
    defaultValues: { bankName: '', accountName: '', accountNumber: '', branch: '' },
  });
  const between = (min: number, max: number) => (v: string) =>
    (v.trim().length >= min && v.trim().length <= max) || t('validation.length', { min, max });

  const submit = handleSubmit(async (values) => {
    await bind.mutateAsync({
      bankName: values.bankName.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.trim(),
      branch: values.branch.trim() || undefined,
    });
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
            error={formState.errors.bankName?.message}
            {...register('bankName', { validate: between(2, 100) })}
          />
          <TextInput
            label={t('bank.accountName')}
            required
            autoComplete="name"
            data-testid="bank-account-name"
            error={formState.errors.accountName?.message}
            {...register('accountName', { validate: between(2, 100) })}
          />
          <TextInput
            label={t('bank.accountNumber')}
            description={t('bank.accountNumberHint')}
            required
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            data-testid="bank-account-number"
            error={formState.errors.accountNumber?.message}
            {...register('accountNumber', {
              validate: (v) => /^[0-9A-Za-z-]{4,34}$/.test(v.trim()) || t('bank.accountNumberInvalid'),
            })}
          />
          <TextInput
            label={t('bank.branch')}
            autoComplete="off"
            data-testid="bank-branch"
            {...register('branch', { maxLength: 100 })}
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
