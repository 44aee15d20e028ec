import type { ConfirmReceiptRequest, Withdrawal } from '@goldline/contract/cashier';
import { Alert, Button, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { ImageUploadField } from '../../../components/image-upload-field';
import { MoneyText } from '../../../components/money-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useConfirmReceipt } from '../api/confirm-receipt';

interface Values {
  result: 'ALL' | 'PARTIAL' | 'NONE';
  remainingAmount: string;
  remark: string;
  proofImages: string[];
}

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
  const { control, register, handleSubmit, watch, formState } = useForm<Values>({
    defaultValues: { result: 'ALL', remainingAmount: '', remark: '', proofImages: [] },
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
                {...register('remainingAmount', { validate: remainingRule })}
              />
            )}
            {result === 'NONE' && (
              <Controller
                control={control}
                name="proofImages"
                rules={{ validate: (v) => v.length > 0 || t('receipt.proofRequired') }}
                render={({ field, fieldState }) => (
                  <ImageUploadField
                    label={t('receipt.proof')}
                    images={field.value}
                    onChange={field.onChange}
                    max={3}
                    required
                    error={fieldState.error?.message}
                    testId="receipt-proof"
                  />
                )}
              />
            )}
            {result !== 'ALL' && (
              <Textarea
                label={t('receipt.remark')}
                maxLength={140}
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
