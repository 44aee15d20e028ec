import type { DepositChannel } from '@goldline/contract/cashier';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateDeposit } from '../api/create-deposit';
import { PayeeDetails } from './payee-details';

interface Values {
  amount: string;
  payerName: string;
  reference: string;
  proof: string[];
}

/**
 * Bank transfer deposit: the member pays the payee first, then tells us the amount, the payer name
 * and shows the slip (contract CreateDepositRequest: BANK needs payerName and proofImage).
 */
export function BankDepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const amountRule = useAmountRule(channel.minAmount, channel.maxAmount);
  const create = useCreateDeposit();
  // One key per submission: a retry after a network failure cannot create a second deposit.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState(false);
  const { register, control, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues: { amount: '', payerName: '', reference: '', proof: [] },
  });

  const submit = handleSubmit(async (values) => {
    setDone(false);
    await create.mutateAsync({
      channelId: channel.id,
      amount: values.amount.trim(),
      payerName: values.payerName.trim(),
      reference: values.reference.trim() || undefined,
      proofImage: values.proof[0],
      idempotencyKey,
    });
    setDone(true);
    setIdempotencyKey(crypto.randomUUID());
    reset();
  });

  return (
    <Stack gap="md">
      {channel.bank && <PayeeDetails payee={channel.bank} />}
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <Stack gap="sm">
          <AmountField
            minAmount={channel.minAmount}
            maxAmount={channel.maxAmount}
            data-testid="deposit-amount"
            error={formState.errors.amount?.message}
            {...register('amount', { validate: amountRule })}
          />
          <TextInput
            label={t('deposit.payerName')}
            description={t('deposit.payerNameHint')}
            required
            autoComplete="name"
            maxLength={100}
            data-testid="deposit-payer-name"
            error={formState.errors.payerName?.message}
            {...register('payerName', { validate: (v) => v.trim() !== '' || t('validation.required') })}
          />
          <TextInput
            label={t('deposit.reference')}
            description={t('deposit.referenceHint')}
            autoComplete="off"
            maxLength={100}
            data-testid="deposit-reference"
            {...register('reference')}
          />
          <Controller
            control={control}
            name="proof"
            rules={{ validate: (v) => v.length > 0 || t('deposit.proofRequired') }}
            render={({ field, fieldState }) => (
              <ImageUploadField
                label={t('deposit.proof')}
                images={field.value}
                onChange={field.onChange}
                required
                error={fieldState.error?.message}
                testId="deposit-proof"
              />
            )}
          />
          <FormError message={create.isError ? errorText(create.error) : null} />
          {done && (
            <Alert
              color="green"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={20} aria-hidden="true" />}
              data-testid="deposit-success"
            >
              {t('deposit.submitted')}
            </Alert>
          )}
          <Button type="submit" loading={formState.isSubmitting} data-testid="deposit-submit" h={44}>
            {t('deposit.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
