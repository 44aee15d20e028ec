import {
  type ConfirmReceiptRequest,
  MAX_RECEIPT_PROOFS,
  ProofImage,
  ReceiptRemark,
  type Withdrawal,
} from '@goldline/contract/cashier';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { ImageUploadField } from '../../../components/image-upload-field';
import { MoneyText } from '../../../components/money-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useConfirmReceipt } from '../api/confirm-receipt';

const REMARK_MAX = ReceiptRemark.maxLength ?? undefined;

/**
 * The contract's receipt answer on one form: the remark and the proof images with the contract's
 * limits (ReceiptRemark, MAX_RECEIPT_PROOFS); the missing amount (PARTIAL) in the amount field's
 * words (`rule` answers translated text, at most the withdrawal) and at least one proof (NONE).
 */
const formSchema = (rule: (value: string) => string | true) =>
  z
    .object({
      result: z.enum(['ALL', 'PARTIAL', 'NONE']),
      remainingAmount: z.string(),
      remark: ReceiptRemark,
      proofImages: z.array(ProofImage).max(MAX_RECEIPT_PROOFS),
    })
    .superRefine((values, ctx) => {
      const problem = values.result === 'PARTIAL' ? rule(values.remainingAmount) : true;
      if (problem !== true) ctx.addIssue({ code: 'custom', path: ['remainingAmount'], message: problem });
      if (values.result === 'NONE' && values.proofImages.length === 0)
        ctx.addIssue({ code: 'custom', path: ['proofImages'], message: 'proofRequired' });
    });

/**
 * Withdrawal receipt confirmation (spec section 4): all received, partly received with the amount
 * still missing, or not received with up to 3 proof images. Unanswered, it counts as received at
 * the deadline (the spec keeps N minutes hidden; we show the time, which is what a player needs).
 */
export function ReceiptModal({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  const errorText = useErrorText();
  const confirm = useConfirmReceipt(withdrawal.id);
  const remainingRule = useAmountRule(undefined, withdrawal.amount);
  const [done, setDone] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule is rebuilt each render; the limit is what matters
  const schema = useMemo(() => formSchema(remainingRule), [withdrawal.amount]);
  const { control, register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      result: 'ALL' as 'ALL' | 'PARTIAL' | 'NONE',
      remainingAmount: '',
      remark: '',
      proofImages: [] as string[],
    },
  });
  const result = watch('result');

  const submit = handleSubmit(async (values) => {
    const remark = values.remark.trim() || undefined;
    const body: ConfirmReceiptRequest =
      values.result === 'ALL'
        ? { result: 'ALL' }
        : values.result === 'PARTIAL'
          ? { result: 'PARTIAL', remainingAmount: values.remainingAmount.trim(), remark }
          : { result: 'NONE', proofImages: values.proofImages, remark };
    await confirm.mutateAsync(body);
    setDone(true);
  });

  return (
    <Modal opened onClose={onClose} title={t('receipt.title')} size={480} centered>
      {done ? (
        <Stack>
          <Alert color="green" variant="light" role="status" data-testid="receipt-done">
            {t('receipt.thanks')}
          </Alert>
          <Button onClick={onClose} h={44}>
            {t('common.close')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
          <Stack gap="sm">
            <Alert variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
              {t('receipt.question')} <MoneyText amount={withdrawal.amount} symbol fw={700} /> ·{' '}
              <bdi>{withdrawal.bankName}</bdi> <bdi dir="ltr">{withdrawal.accountNumberMasked}</bdi>
            </Alert>
            <Controller
              control={control}
              name="result"
              render={({ field }) => (
                <Radio.Group
                  label={t('receipt.result')}
                  value={field.value}
                  onChange={field.onChange}
                  required
                >
                  <Stack gap="xs" mt={6}>
                    <Radio value="ALL" label={t('receipt.ALL')} data-testid="receipt-all" />
                    <Radio value="PARTIAL" label={t('receipt.PARTIAL')} data-testid="receipt-partial" />
                    <Radio value="NONE" label={t('receipt.NONE')} data-testid="receipt-none" />
                  </Stack>
                </Radio.Group>
              )}
            />
            {result === 'PARTIAL' && (
              <AmountField
                label={t('receipt.remaining')}
                data-testid="receipt-remaining"
                error={formState.errors.remainingAmount?.message}
                {...register('remainingAmount')}
              />
            )}
            {result === 'NONE' && (
              <Controller
                control={control}
                name="proofImages"
                render={({ field, fieldState }) => (
                  <ImageUploadField
                    label={t('receipt.proof')}
                    images={field.value}
                    onChange={field.onChange}
                    max={MAX_RECEIPT_PROOFS}
                    required
                    error={fieldState.error && t('receipt.proofRequired')}
                    testId="receipt-proof"
                  />
                )}
              />
            )}
            {result !== 'ALL' && (
              <Textarea
                label={t('receipt.remark')}
                maxLength={REMARK_MAX}
                autosize
                minRows={2}
                {...register('remark')}
              />
            )}
            {withdrawal.confirmDeadline && (
              <Alert variant="outline" color="gray" p="xs">
                {t('receipt.autoNote', { time: formatDateTime(withdrawal.confirmDeadline, locale) })}
              </Alert>
            )}
            <FormError message={confirm.isError ? errorText(confirm.error) : null} />
            <Button type="submit" loading={formState.isSubmitting} h={44} data-testid="receipt-submit">
              {t('receipt.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
