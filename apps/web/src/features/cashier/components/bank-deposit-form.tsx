import { CreateDepositRequest, type DepositChannel } from '@goldline/contract/cashier';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { ImageUploadField } from '../../../components/image-upload-field';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateDeposit } from '../api/create-deposit';
import { PayeeDetails } from './payee-details';
import { ruledAmount } from './ruled-amount';

const { amount, payerName, reference, proofImage } = CreateDepositRequest.shape;
const PAYER_MAX = payerName.unwrap().maxLength ?? undefined;
const REFERENCE_MAX = reference.unwrap().maxLength ?? undefined;

/**
 * The contract's deposit request on the form's fields: a BANK deposit needs the payer name and one
 * slip (CreateDepositRequest's optional fields are required for this channel type). The amount
 * first meets the channel's limits in the amount field's words (`rule` answers translated text).
 */
const formSchema = (rule: (value: string) => string | true) =>
  z.object({
    amount: ruledAmount(rule, amount),
    payerName: payerName.unwrap(),
    reference: reference.unwrap(),
    proof: z.array(proofImage.unwrap()).length(1),
  });

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule is rebuilt each render; the limits are what matter
  const schema = useMemo(() => formSchema(amountRule), [channel.minAmount, channel.maxAmount]);
  const { register, control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', payerName: '', reference: '', proof: [] as string[] },
  });
  /** Zod issues in the form's own words, with the limits the contract sets. */
  const lengthText = (error: FieldError | undefined, max: number | undefined) => {
    if (!error) return undefined;
    return error.type === 'too_big' ? t('validation.length', { min: 1, max }) : t('validation.required');
  };

  const submit = handleSubmit(async (values) => {
    setDone(false);
    await create.mutateAsync({
      channelId: channel.id,
      amount: values.amount,
      payerName: values.payerName,
      reference: values.reference || undefined,
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
            {...register('amount')}
          />
          <TextInput
            label={t('deposit.payerName')}
            description={t('deposit.payerNameHint')}
            required
            autoComplete="name"
            maxLength={PAYER_MAX}
            data-testid="deposit-payer-name"
            error={lengthText(formState.errors.payerName, PAYER_MAX)}
            {...register('payerName')}
          />
          <TextInput
            label={t('deposit.reference')}
            description={t('deposit.referenceHint')}
            autoComplete="off"
            maxLength={REFERENCE_MAX}
            data-testid="deposit-reference"
            error={lengthText(formState.errors.reference, REFERENCE_MAX)}
            {...register('reference')}
          />
          <Controller
            control={control}
            name="proof"
            render={({ field, fieldState }) => (
              <ImageUploadField
                label={t('deposit.proof')}
                images={field.value}
                onChange={field.onChange}
                required
                error={fieldState.error && t('deposit.proofRequired')}
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
