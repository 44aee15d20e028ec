import { CreateWithdrawalRequest, type WithdrawInfo } from '@goldline/contract/cashier';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, NativeSelect, Stack } from '@mantine/core';
import { IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { SectionPanel } from '../../../components/section-panel';
import { useStepUp } from '../../../components/step-up/use-step-up';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { ruledAmount } from './ruled-amount';

const { bankAccountId, amount, paymentPassword } = CreateWithdrawalRequest.shape;
const PASSWORD_MAX = paymentPassword.maxLength ?? undefined;

/**
 * The contract's withdrawal request on the form's fields (the idempotency key is the form's own).
 * The amount first meets the operator's limits and the currency's decimals, in the amount field's
 * words (`rule` answers the translated text), then the contract's PositiveAmount.
 */
const formSchema = (rule: (value: string) => string | true) =>
  z.object({
    bankAccountId,
    amount: ruledAmount(rule, amount),
    paymentPassword,
  });

/**
 * Withdrawal request. The idempotency key is made when the form opens and kept while the member
 * retries the same account and amount, so a retry after a lost answer cannot withdraw twice; a
 * different request gets a new key (the server answers IDEMPOTENCY_CONFLICT to a reused one).
 */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const amountRule = useAmountRule(info.minAmount, info.maxAmount);
  const create = useCreateWithdrawal();
  const stepUp = useStepUp();
  const key = useRef({ value: crypto.randomUUID(), fingerprint: '' });
  const [done, setDone] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule is rebuilt each render; the limits are what matter
  const schema = useMemo(() => formSchema(amountRule), [info.minAmount, info.maxAmount]);
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { bankAccountId: info.accounts[0]?.id ?? '', amount: '', paymentPassword: '' },
  });
  /** A server refusal set with setError keeps its message; zod issues speak the form's words. */
  const passwordText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('validation.required');
    if (error.type === 'too_big') return t('validation.length', { min: 1, max: PASSWORD_MAX });
    return error.message;
  };

  const submit = handleSubmit(async (values) => {
    setDone(false);
    const fingerprint = `${values.bankAccountId}|${values.amount}`;
    if (key.current.fingerprint && key.current.fingerprint !== fingerprint)
      key.current.value = crypto.randomUUID();
    key.current.fingerprint = fingerprint;
    try {
      // With the authenticator on, the server asks for a fresh code first (decision 103).
      await stepUp.run(() =>
        create.mutateAsync({
          bankAccountId: values.bankAccountId,
          amount: values.amount,
          paymentPassword: values.paymentPassword,
          idempotencyKey: key.current.value,
        }),
      );
      key.current = { value: crypto.randomUUID(), fingerprint: '' };
      setDone(true);
      reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_INCORRECT') {
        setError('paymentPassword', { message: errorText(error) });
        setFocus('paymentPassword');
      }
    }
  });

  const formError =
    create.isError && !(isApiError(create.error) && create.error.code === 'PAYMENT_PASSWORD_INCORRECT')
      ? errorText(create.error)
      : null;

  return (
    <SectionPanel title={t('withdraw.formTitle')}>
      {stepUp.dialog}
      {!info.hasPaymentPassword && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconKey size={20} aria-hidden="true" />}
          mb="sm"
          role="status"
        >
          {t('withdraw.needPaymentPassword')}{' '}
          <Anchor
            component={Link}
            to="/member?tab=securityCenter"
            data-testid="withdraw-set-payment-password"
          >
            {t('withdraw.setPaymentPassword')}
          </Anchor>
        </Alert>
      )}
      {info.accounts.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          {t('withdraw.needAccount')}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={t('withdraw.toAccount')}
              required
              data-testid="withdraw-account"
              data={info.accounts.map((a) => ({
                value: a.id,
                label: `${a.bankName} · ${a.accountNumberMasked}`,
              }))}
              {...register('bankAccountId')}
            />
            <AmountField
              minAmount={info.minAmount}
              maxAmount={info.maxAmount}
              data-testid="withdraw-amount"
              error={formState.errors.amount?.message}
              {...register('amount')}
            />
            <PasswordField
              label={t('paymentPassword.label')}
              required
              autoComplete="off"
              maxLength={PASSWORD_MAX}
              data-testid="withdraw-password"
              error={passwordText(formState.errors.paymentPassword)}
              {...register('paymentPassword')}
            />
            <FormError message={formError} />
            {done && (
              <Alert
                color="green"
                variant="light"
                role="status"
                icon={<IconCircleCheck size={20} aria-hidden="true" />}
                data-testid="withdraw-success"
              >
                {t('withdraw.submitted')}
              </Alert>
            )}
            <Button type="submit" loading={formState.isSubmitting} h={44} data-testid="withdraw-submit">
              {t('withdraw.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </SectionPanel>
  );
}
