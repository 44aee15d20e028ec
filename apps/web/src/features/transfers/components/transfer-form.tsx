import {
  TransferDownlineRequest,
  type TransferResult,
  TransferUplineRequest,
} from '@goldline/contract/transfers';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { AmountField } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { PasswordField } from '../../../components/password-field';
import { type AmountProblem, amountProblem } from '../../../lib/amount-rules';
import { isApiError } from '../../../lib/api-error';
import { useCurrency } from '../../../lib/currency-context';
import { useErrorText } from '../../../lib/use-error-text';
import { useSendTransfer } from '../api/send-transfer';

const { amount, paymentPassword, memo } = TransferUplineRequest.shape;
const { downline } = TransferDownlineRequest.shape;
const MEMO_MAX = memo.unwrap().maxLength ?? undefined;
const localProblems: readonly string[] = ['required', 'format', 'decimals'] satisfies AmountProblem[];

/**
 * The contract's transfer request on the form's fields (`downline` only when sending down). The
 * amount first meets the site currency's decimals, in the words of the amount field.
 */
const formSchema = (toDownline: boolean, decimals: number) =>
  z.object({
    downline: toDownline ? downline : z.string(),
    amount: z
      .string()
      .superRefine((value, ctx) => {
        const problem = amountProblem(value, { decimals });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => value.trim())
      .pipe(amount),
    paymentPassword,
    memo,
  });
type Values = z.output<ReturnType<typeof formSchema>>;

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
  const { decimals } = useCurrency();
  const send = useSendTransfer();
  const key = useRef(crypto.randomUUID());
  const [pending, setPending] = useState<Values | null>(null);
  const [result, setResult] = useState<TransferResult | null>(null);
  const schema = useMemo(() => formSchema(!fixedRecipient, decimals), [fixedRecipient, decimals]);
  const { register, handleSubmit, formState, reset, setError, setFocus } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { downline: '', amount: '', paymentPassword: '', memo: '' },
  });
  /** Zod issues in the form's own words; a server refusal set with setError keeps its message. */
  const textOf = (error: FieldError | undefined, max?: number | null) => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('validation.required');
    if (error.type === 'too_big') return t('validation.length', { min: 1, max });
    return error.message;
  };
  const amountText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    const problem = localProblems.includes(error.message ?? '') ? error.message : 'format';
    return t(`amount.${problem as 'required' | 'format' | 'decimals'}`, { decimals });
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      const done = await send.mutateAsync({
        amount: pending.amount,
        paymentPassword: pending.paymentPassword,
        memo: pending.memo || undefined,
        downline: fixedRecipient ? undefined : pending.downline,
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
              error={textOf(formState.errors.downline, downline.maxLength)}
              {...register('downline')}
            />
          )}
          <AmountField
            data-testid={`${testPrefix}-amount`}
            error={amountText(formState.errors.amount)}
            {...register('amount')}
          />
          <PasswordField
            label={t('paymentPassword.label')}
            required
            autoComplete="off"
            data-testid={`${testPrefix}-password`}
            error={textOf(formState.errors.paymentPassword, paymentPassword.maxLength)}
            {...register('paymentPassword')}
          />
          <TextInput
            label={t('transfer.memo')}
            maxLength={MEMO_MAX}
            autoComplete="off"
            error={textOf(formState.errors.memo, MEMO_MAX)}
            {...register('memo')}
          />
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
              {t('transfer.confirmText', { to: fixedRecipient ?? pending.downline })}{' '}
              <MoneyText amount={pending.amount} symbol fw={800} />
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
