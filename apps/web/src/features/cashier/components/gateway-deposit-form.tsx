import type { DepositChannel } from '@goldline/contract/cashier';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateDeposit } from '../api/create-deposit';

/**
 * Gateway deposit: amount, then the provider's payment page. Same-site pay pages (the DEMOPAY
 * developer page) open in the app; others replace the page, because a window opened after an
 * await is blocked as a popup ('Popup blocked', spec section 8).
 */
export function GatewayDepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const amountRule = useAmountRule(channel.minAmount, channel.maxAmount);
  const create = useCreateDeposit();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [payUrl, setPayUrl] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { amount: '' } });

  const submit = handleSubmit(async ({ amount }) => {
    const result = await create.mutateAsync({ channelId: channel.id, amount: amount.trim(), idempotencyKey });
    setIdempotencyKey(crypto.randomUUID());
    if (!result.payUrl) return;
    setPayUrl(result.payUrl);
    if (result.payUrl.startsWith('/')) void navigate(result.payUrl);
    else window.location.assign(result.payUrl);
  });

  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Stack gap="sm">
        <AmountField
          minAmount={channel.minAmount}
          maxAmount={channel.maxAmount}
          data-testid="deposit-amount"
          error={formState.errors.amount?.message}
          {...register('amount', { validate: amountRule })}
        />
        <FormError message={create.isError ? errorText(create.error) : null} />
        {payUrl && (
          <Alert color="blue" variant="light" role="status">
            {t('deposit.openingPayment')}{' '}
            {payUrl.startsWith('/') ? (
              <Anchor component={Link} to={payUrl}>
                {t('deposit.openPayment')}
              </Anchor>
            ) : (
              <Anchor href={payUrl}>{t('deposit.openPayment')}</Anchor>
            )}
          </Alert>
        )}
        <Button
          type="submit"
          loading={formState.isSubmitting}
          rightSection={<IconExternalLink size={18} aria-hidden="true" />}
          data-testid="deposit-continue"
          h={44}
        >
          {t('deposit.continue')}
        </Button>
      </Stack>
    </form>
  );
}
