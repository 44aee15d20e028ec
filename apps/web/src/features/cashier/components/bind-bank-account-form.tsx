import { BindBankAccountRequest } from '@goldline/contract/cashier';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useBindBankAccount } from '../api/bind-bank-account';

const { bankName, accountName, branch, paymentPassword } = BindBankAccountRequest.shape;
const BRANCH_MAX = branch.unwrap().maxLength ?? undefined;
const PASSWORD_MAX = paymentPassword.maxLength ?? undefined;

/**
 * Binds a payout account (at most 3, contract MAX_BANK_ACCOUNTS), checked with the contract's
 * schema. Like a withdrawal it asks for the payment password (issue 12); without one set, the form
 * says where to set it first.
 */
export function BindBankAccountForm({
  onDone,
  hasPaymentPassword,
}: {
  onDone: () => void;
  hasPaymentPassword: boolean;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const bind = useBindBankAccount();
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(BindBankAccountRequest),
    defaultValues: { bankName: '', accountName: '', accountNumber: '', branch: '', paymentPassword: '' },
  });
  const wrongPassword = isApiError(bind.error) && bind.error.code === 'PAYMENT_PASSWORD_INCORRECT';
  const { errors } = formState;
  /** Zod issues in the form's own words, with the limits the contract sets. */
  const lengthText = (error: FieldError | undefined, field: typeof bankName) =>
    error && t('validation.length', { min: field.minLength, max: field.maxLength });

  // The schema trims: the values here are what the server will store.
  const submit = handleSubmit(async (values) => {
    try {
      await bind.mutateAsync({ ...values, branch: values.branch || undefined });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_INCORRECT') {
        setError('paymentPassword', { message: errorText(error) });
        setFocus('paymentPassword');
      }
    }
  });
  const passwordText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('validation.required');
    if (error.type === 'too_big') return t('validation.length', { min: 1, max: PASSWORD_MAX });
    return error.message;
  };

  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      data-testid="bank-bind-form"
    >
      <Stack gap="sm">
        {!hasPaymentPassword && (
          <Alert color="yellow" variant="light" icon={<IconKey size={20} aria-hidden="true" />} role="status">
            {t('bank.needPaymentPassword')}{' '}
            <Anchor component={Link} to="/member?tab=securityCenter" data-testid="bank-set-payment-password">
              {t('withdraw.setPaymentPassword')}
            </Anchor>
          </Alert>
        )}
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
        <PasswordField
          label={t('paymentPassword.label')}
          description={t('bank.passwordHint')}
          required
          autoComplete="off"
          maxLength={PASSWORD_MAX}
          data-testid="bank-payment-password"
          error={passwordText(errors.paymentPassword)}
          {...register('paymentPassword')}
        />
        <FormError message={bind.isError && !wrongPassword ? errorText(bind.error) : null} />
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
