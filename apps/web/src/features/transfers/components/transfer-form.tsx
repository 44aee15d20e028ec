import type { TransferResult } from '@goldline/contract/transfers';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useSendTransfer } from '../api/send-transfer';

interface Values {
  downline: string;
  amount: string;
  paymentPassword: string;
  memo: string;
}

/**
 * Amount + payment password, then a confirmation dialog naming who gets how much, then the send.
 * `fixedRecipient` is the upline; without it the agent types a downline account (NOT_DOWNLINE else).
 */
export function TransferForm({
  fixedRecipient,
  testPrefix,
}: {
  fixedRecipient?: string;
  testPrefix: string;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const amountRule = useAmountRule();
  const send = useSendTransfer();
  const key = useRef(crypto.randomUUID());
  const [pending, setPending] = useState<Values | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const { register, handleSubmit, formState, reset, setError, setFocus } = useForm<Values>({
    defaultValues: { downline: '', amount: '', paymentPassword: '', memo: '' },
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      const done = await send.mutateAsync({
        amount: pending.amount.trim(),
        paymentPassword: pending.paymentPassword,
        memo: pending.memo.trim() || undefined,
        downline: fixedRecipient ? undefined : pending.downline.trim(),
        idempotencyKey: key.current,
      });
      key.current = crypto.randomUUID();
      setResult(done);
      reset();
    } catch (error) {
      const field =
        isApiError(error) && error.code === 'PAYMENT_PASSWORD_INCORRECT'
          ? 'paymentPassword'
          : isApiError(error) && (error.code === 'NOT_DOWNLINE' || error.code === 'NOT_FOUND')
            ? 'downline'
            : null;
      if (field && (field === 'paymentPassword' || !fixedRecipient)) {
        setError(field, { message: errorText(error) });
        setFocus(field);
      }
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <form
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setResult(null);
            send.reset();
            setPending(values);
          })(event)
        }
        noValidate
      >
        <Stack gap="sm">
          {fixedRecipient ? (
            <TextInput label={t('transfer.to')} value={fixedRecipient} readOnly />
          ) : (
            <TextInput
              label={t('transfer.downline')}
              required
              autoComplete="off"
              data-testid={`${testPrefix}-downline`}
              error={formState.errors.downline?.message}
              {...register('downline', { validate: (v) => v.trim() !== '' || t('validation.required') })}
            />
          )}
          <AmountField
            data-testid={`${testPrefix}-amount`}
            error={formState.errors.amount?.message}
            {...register('amount', { validate: amountRule })}
          />
          <PasswordField
            label={t('paymentPassword.label')}
            required
            autoComplete="off"
            data-testid={`${testPrefix}-password`}
            error={formState.errors.paymentPassword?.message}
            {...register('paymentPassword', { validate: (v) => v !== '' || t('validation.required') })}
          />
          <TextInput label={t('transfer.memo')} maxLength={140} autoComplete="off" {...register('memo')} />
          <FormError
            message={
              send.isError && !formState.errors.paymentPassword && !formState.errors.downline
                ? errorText(send.error)
                : null
            }
          />
          {result && (
            <Alert
              color="green"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={20} aria-hidden="true" />}
              data-testid={`${testPrefix}-success`}
            >
              {t('transfer.sent', { to: result.to })} <MoneyText amount={result.amount} symbol fw={700} />
            </Alert>
          )}
          <Button type="submit" h={44} data-testid={`${testPrefix}-submit`}>
            {t('transfer.review')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={pending !== null}
        onClose={() => !send.isPending && setPending(null)}
        title={t('transfer.confirmTitle')}
        centered
      >
        {pending && (
          <Stack>
            <Text>
              {t('transfer.confirmText', { to: fixedRecipient ?? pending.downline.trim() })}{' '}
              <MoneyText amount={pending.amount.trim()} symbol fw={800} />
            </Text>
            <Group justify="flex-end">
              <Button variant="default" h={44} onClick={() => setPending(null)} disabled={send.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                h={44}
                loading={send.isPending}
                onClick={() => void confirm()}
                data-testid={`${testPrefix}-confirm`}
              >
                {t('transfer.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
