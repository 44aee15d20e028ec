import { PaymentPasswordRequest } from '@goldline/contract/security';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { SECURITY_KEY } from '../api/get-security';
import { setPaymentPassword } from '../api/set-payment-password';

const { loginPassword, oldPaymentPassword, newPaymentPassword } = PaymentPasswordRequest.shape;
const NEW_MIN = newPaymentPassword.minLength ?? 0;
const NEW_MAX = newPaymentPassword.maxLength ?? 0;

/** The contract's rules on the form's fields: `proof` is the old payment password or the login password. */
const formSchema = (hasPaymentPassword: boolean) =>
  z
    .object({
      proof: z
        .string()
        .min(1)
        .pipe(hasPaymentPassword ? oldPaymentPassword.unwrap() : loginPassword.unwrap()),
      newPaymentPassword,
      confirmPaymentPassword: z.string(),
    })
    .refine((v) => v.confirmPaymentPassword === v.newPaymentPassword, {
      path: ['confirmPaymentPassword'],
      message: 'mismatch',
    });

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
  const stepUp = useStepUp();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(hasPaymentPassword), [hasPaymentPassword]);
  const { register, handleSubmit, formState, setError, setFocus } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { proof: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors } = formState;
  /** Zod issues in the form's own words; a refusal the server gave (setError below) keeps its message. */
  const proofText = (error: FieldError | undefined) => {
    if (!error || error.type === 'server') return error?.message;
    if (error.type === 'too_small') return t('validation.required');
    const max = (hasPaymentPassword ? oldPaymentPassword : loginPassword).unwrap().maxLength;
    return t('validation.length', { min: 1, max });
  };
  const newText = (error: FieldError | undefined) =>
    !error || error.type === 'server'
      ? error?.message
      : t('paymentPassword.length', { min: NEW_MIN, max: NEW_MAX });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // With the authenticator on, the server asks for a fresh code first (decision 103).
      await stepUp.run(() =>
        setPaymentPassword({
          ...(hasPaymentPassword ? { oldPaymentPassword: values.proof } : { loginPassword: values.proof }),
          newPaymentPassword: values.newPaymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        }),
      );
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
        setError('proof', { type: 'server', message: errorText(error) });
        setFocus('proof');
        return;
      }
      if (code === 'PASSWORD_SAME_AS_OLD') {
        setError('newPaymentPassword', { type: 'server', message: errorText(error) });
        setFocus('newPaymentPassword');
        return;
      }
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="payment-password-form">
      {stepUp.dialog}
      <Stack gap="sm">
        <PasswordField
          label={hasPaymentPassword ? t('paymentPassword.old') : t('paymentPassword.loginPassword')}
          required
          autoComplete={hasPaymentPassword ? 'off' : 'current-password'}
          data-testid="payment-password-proof"
          error={proofText(errors.proof)}
          {...register('proof')}
        />
        <PasswordField
          label={t('paymentPassword.new')}
          description={t('paymentPassword.hint')}
          required
          autoComplete="new-password"
          data-testid="payment-password-new"
          error={newText(errors.newPaymentPassword)}
          {...register('newPaymentPassword')}
        />
        <PasswordField
          label={t('paymentPassword.confirm')}
          required
          autoComplete="new-password"
          data-testid="payment-password-confirm"
          error={errors.confirmPaymentPassword && t('paymentPassword.mismatch')}
          {...register('confirmPaymentPassword')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={formState.isSubmitting} h={44} data-testid="payment-password-submit">
          {hasPaymentPassword ? t('paymentPassword.change') : t('paymentPassword.set')}
        </Button>
      </Stack>
    </form>
  );
}
