import { type DownlineNode, DownlineTransferRequest } from '@goldline/contract/agent';
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
import { amountProblem } from '../../../lib/amount-rules';
import { isApiError } from '../../../lib/api-error';
import { useCurrency } from '../../../lib/currency-context';
import { useErrorText } from '../../../lib/use-error-text';
import { useTransferToDownline } from '../api/transfer-to-downline';

const { amount, paymentPassword, memo } = DownlineTransferRequest.shape;
const MEMO_MAX = memo.unwrap().maxLength ?? undefined;

const formSchema = (decimals: number) =>
  z.object({
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
type Values = z.input<ReturnType<typeof formSchema>>;

/**
 * Transfer to one downline (any level of the agent's own team) in a dialog: amount, payment
 * password, an optional note. One idempotency key per intended transfer: a retry after a lost
 * answer reuses it, so the money moves once; a new key is drawn only after a success.
 */
export function TransferDialog({ node, onClose }: { node: DownlineNode | null; onClose: () => void }) {
  const { t } = useTranslation(['agent', 'wallet']);
  const errorText = useErrorText();
  const { decimals } = useCurrency();
  const send = useTransferToDownline();
  const key = useRef(crypto.randomUUID());
  const [sent, setSent] = useState<{ to: string; amount: string } | null>(null);
  const schema = useMemo(() => formSchema(decimals), [decimals]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '', memo: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    if (send.isPending) return;
    form.reset();
    send.reset();
    setSent(null);
    onClose();
  };

  const textOf = (error: FieldError | undefined, max?: number | null) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (error.type === 'too_big') return t('wallet:validation.length', { min: 1, max });
    return t('wallet:validation.required');
  };
  const amountText = (error: FieldError | undefined) => {
    if (!error) return undefined;
    const problem = ['required', 'format', 'decimals'].includes(error.message ?? '')
      ? error.message
      : 'format';
    return t(`wallet:amount.${problem as 'required' | 'format' | 'decimals'}`, { decimals });
  };

  const submit = form.handleSubmit(async (values) => {
    if (!node) return;
    try {
      const done = await send.mutateAsync({
        id: node.id,
        body: {
          amount: values.amount.trim(),
          paymentPassword: values.paymentPassword,
          memo: values.memo || undefined,
          idempotencyKey: key.current,
        },
      });
      key.current = crypto.randomUUID();
      setSent({ to: done.to, amount: done.amount });
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_INCORRECT') {
        form.setError('paymentPassword', { type: 'server', message: errorText(error) });
        form.setFocus('paymentPassword');
      }
    }
  });

  return (
    <Modal
      opened={node !== null}
      onClose={close}
      title={node ? t('transfer.title', { account: node.account }) : ''}
      centered
      data-testid="agent-transfer-dialog"
    >
      {node && sent ? (
        <Stack>
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="agent-transfer-success"
          >
            {t('wallet:transfer.sent', { to: sent.to })} <MoneyText amount={sent.amount} symbol fw={700} />
          </Alert>
          <Button h={44} onClick={close}>
            {t('common.close')}
          </Button>
        </Stack>
      ) : (
        node && (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="sm">
              <Text size="sm">
                {t('transfer.balanceOf', { account: node.account })}{' '}
                <MoneyText amount={node.balance} symbol fw={700} />
              </Text>
              <AmountField
                data-autofocus
                data-testid="agent-transfer-amount"
                error={amountText(errors.amount)}
                {...form.register('amount')}
              />
              <PasswordField
                label={t('wallet:paymentPassword.label')}
                required
                autoComplete="off"
                data-testid="agent-transfer-password"
                error={textOf(errors.paymentPassword, paymentPassword.maxLength)}
                {...form.register('paymentPassword')}
              />
              <TextInput
                label={t('wallet:transfer.memo')}
                maxLength={MEMO_MAX}
                autoComplete="off"
                error={textOf(errors.memo, MEMO_MAX)}
                {...form.register('memo')}
              />
              <FormError message={send.isError && !errors.paymentPassword ? errorText(send.error) : null} />
              <Group justify="flex-end">
                <Button variant="default" h={44} onClick={close} disabled={send.isPending}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" h={44} loading={send.isPending} data-testid="agent-transfer-submit">
                  {t('wallet:transfer.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )
      )}
    </Modal>
  );
}
