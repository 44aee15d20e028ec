import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { SECURITY_KEY } from '../api/get-security';
import { setPaymentPassword } from '../api/set-payment-password';

/**
 * Set or change the payment password (encrypted call). The first time the login password proves
 * who asks; afterwards the old payment password (contract PaymentPasswordRequest).
 */
export function PaymentPasswordForm({
  hasPaymentPassword,
  onDone,
}: {
  hasPaymentPassword: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError, setFocus } = useForm({
    defaultValues: { proof: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const length = (v: string) =>
    (v.length >= 6 && v.length <= 64) || t('paymentPassword.length', { min: 6, max: 64 });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await setPaymentPassword({
        ...(hasPaymentPassword ? { oldPaymentPassword: values.proof } : { loginPassword: values.proof }),
        newPaymentPassword: values.newPaymentPassword,
        confirmPaymentPassword: values.confirmPaymentPassword,
      });
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['cashier'] });
      onDone();
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (
        code === 'OLD_PASSWORD_INCORRECT' ||
        code === 'PAYMENT_PASSWORD_INCORRECT' ||
        code === 'INVALID_CREDENTIALS'
      ) {
        setError('proof', { message: errorText(error) });
        setFocus('proof');
        return;
      }
      if (code === 'PASSWORD_SAME_AS_OLD') {
        setError('newPaymentPassword', { message: errorText(error) });
        setFocus('newPaymentPassword');
        return;
      }
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="payment-password-form">
      <Stack gap="sm">
        <PasswordField
          label={hasPaymentPassword ? t('paymentPassword.old') : t('paymentPassword.loginPassword')}
          required
          autoComplete={hasPaymentPassword ? 'off' : 'current-password'}
          data-testid="payment-password-proof"
          error={formState.errors.proof?.message}
          {...register('proof', { validate: (v) => v !== '' || t('validation.required') })}
        />
        <PasswordField
          label={t('paymentPassword.new')}
          description={t('paymentPassword.hint')}
          required
          autoComplete="new-password"
          data-testid="payment-password-new"
          error={formState.errors.newPaymentPassword?.message}
          {...register('newPaymentPassword', { validate: length })}
        />
        <PasswordField
          label={t('paymentPassword.confirm')}
          required
          autoComplete="new-password"
          data-testid="payment-password-confirm"
          error={formState.errors.confirmPaymentPassword?.message}
          {...register('confirmPaymentPassword', {
            validate: (v) => v === getValues('newPaymentPassword') || t('paymentPassword.mismatch'),
          })}
        />
        <FormError message={formError} />
        <Button type="submit" loading={formState.isSubmitting} h={44} data-testid="payment-password-submit">
          {hasPaymentPassword ? t('paymentPassword.change') : t('paymentPassword.set')}
        </Button>
      </Stack>
    </form>
  );
}
