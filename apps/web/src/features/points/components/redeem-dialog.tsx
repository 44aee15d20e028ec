import { type Goods, RedeemRequest } from '@goldline/contract/points';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useRedeemGoods } from '../api/spend-points';
import { PointsText } from './points-text';

/** The contract's receiving address and payment password, validated on the form as on the server. */
const formSchema = z.object({
  address: RedeemRequest.shape.address,
  paymentPassword: RedeemRequest.shape.paymentPassword,
});
type Values = z.output<typeof formSchema>;

/** Redeem one item: where to send it and the payment password (encrypted passwordCheck call). */
export function RedeemDialog({
  goods,
  onClose,
  onDone,
}: {
  goods: Goods;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const redeem = useRedeemGoods();
  // One key per attempt: a double click or a retry redeems once.
  const key = useRef(crypto.randomUUID());
  const { register, handleSubmit, formState, setError, setFocus } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: { name: '', phone: '', address: '' }, paymentPassword: '' },
  });
  /** Zod's issue codes in the form's own words; a server refusal set with setError keeps its message. */
  const textOf = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'manual') return error.message;
    if (error.type === 'too_small') return t('form.required');
    if (error.type === 'too_big') return t('form.tooLong');
    return t('form.pattern');
  };

  const submit = handleSubmit(async (values) => {
    try {
      await redeem.mutateAsync({ goodsId: goods.id, ...values, idempotencyKey: key.current });
      key.current = crypto.randomUUID();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'PAYMENT_PASSWORD_INCORRECT') {
        setError('paymentPassword', { message: errorText(error) });
        setFocus('paymentPassword');
      }
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('redeem.title', { name: goods.name })} size="md">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('redeem.cost')} <PointsText points={goods.points} />
          </Text>
          <TextInput
            label={t('form.name')}
            required
            autoComplete="name"
            data-testid="redeem-name"
            error={textOf(formState.errors.address?.name)}
            {...register('address.name')}
          />
          <TextInput
            label={t('form.phone')}
            required
            type="tel"
            autoComplete="tel"
            data-testid="redeem-phone"
            error={textOf(formState.errors.address?.phone)}
            {...register('address.phone')}
          />
          <Textarea
            label={t('form.address')}
            required
            autoComplete="street-address"
            autosize
            minRows={2}
            data-testid="redeem-address"
            error={textOf(formState.errors.address?.address)}
            {...register('address.address')}
          />
          <PasswordField
            label={t('form.paymentPassword')}
            required
            autoComplete="off"
            data-testid="redeem-password"
            error={textOf(formState.errors.paymentPassword)}
            {...register('paymentPassword')}
          />
          <FormError
            message={redeem.isError && !formState.errors.paymentPassword ? errorText(redeem.error) : null}
          />
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" h={44} loading={redeem.isPending} data-testid="redeem-submit">
              {t('redeem.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
