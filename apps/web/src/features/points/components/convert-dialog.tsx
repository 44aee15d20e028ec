import { ConvertRequest, type ConvertResult } from '@goldline/contract/points';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { usePointsConfig } from '../api/get-points';
import { useConvertPoints } from '../api/spend-points';
import { PointsText } from './points-text';

const formSchema = z.object({
  points: z.string().trim().pipe(ConvertRequest.shape.points),
  paymentPassword: ConvertRequest.shape.paymentPassword,
});
type Values = z.output<typeof formSchema>;

/** Points to cash at the operator's rate (encrypted passwordCheck/MCS2_convertPoint). */
export function ConvertDialog({
  opened,
  onClose,
  balance,
}: {
  opened: boolean;
  onClose: () => void;
  balance: string;
}) {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const config = usePointsConfig().data;
  const convert = useConvertPoints();
  const key = useRef(crypto.randomUUID());
  const [done, setDone] = useState<ConvertResult | null>(null);
  const { register, handleSubmit, formState, setError, setFocus, reset } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const textOf = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'manual') return error.message;
    return error.type === 'too_small' ? t('form.required') : t('form.pattern');
  };
  const close = () => {
    setDone(null);
    convert.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      setDone(await convert.mutateAsync({ ...values, idempotencyKey: key.current }));
      key.current = crypto.randomUUID();
      reset();
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_INCORRECT') {
        setError('paymentPassword', { type: 'manual', message: errorText(error) });
        setFocus('paymentPassword');
      } else if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        setError('points', {
          type: 'manual',
          message: t('convert.step', { min: config?.minConvert ?? 0, per: config?.pointsPerUnit ?? 0 }),
        });
        setFocus('points');
      }
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('convert.title')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('balance.label')}: <PointsText points={balance} />
          </Text>
          {config && (
            <Text size="sm">
              {t('rates.convert', { points: config.pointsPerUnit, min: config.minConvert })}
            </Text>
          )}
          {done && (
            <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} role="status">
              {t('convert.done', { points: done.points })} <MoneyText amount={done.amount} span />
            </Alert>
          )}
          <TextInput
            label={t('convert.points')}
            required
            inputMode="numeric"
            autoComplete="off"
            error={textOf(formState.errors.points)}
            {...register('points')}
          />
          <PasswordField
            label={t('form.paymentPassword')}
            required
            autoComplete="off"
            error={textOf(formState.errors.paymentPassword)}
            {...register('paymentPassword')}
          />
          <FormError
            message={
              convert.isError && !formState.errors.paymentPassword && !formState.errors.points
                ? errorText(convert.error)
                : null
            }
          />
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" h={44} loading={convert.isPending}>
              {t('convert.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
