import { ConfirmEmailRequest } from '@goldline/contract/security';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { confirmEmail, sendEmailCode } from '../api/bind-email';
import { SECURITY_KEY } from '../api/get-security';

/** The contract's confirm request; the typed address is trimmed first, as it is sent. */
const FormSchema = ConfirmEmailRequest.extend({
  email: z.string().trim().pipe(ConfirmEmailRequest.shape.email),
});

/** Bind an e-mail: a 6-digit code goes to the address, the code confirms it (contract security.ts). */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<{ email: string; minutes: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, trigger, getValues, setFocus } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { email: '', code: '' },
  });
  const { errors } = formState;

  const send = async () => {
    if (!(await trigger('email'))) return setFocus('email');
    setSending(true);
    setFormError(null);
    try {
      const email = getValues('email').trim();
      const sent = await sendEmailCode(email);
      setSentTo({ email, minutes: sent.expiredMinutes });
      setFocus('code');
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirmEmail({ email: sentTo?.email ?? values.email, code: values.code });
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onDone();
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="bind-email-form">
      <Stack gap="sm">
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('security.email')}
            type="email"
            required
            autoComplete="email"
            dir="ltr"
            style={{ flex: 1 }}
            data-testid="bind-email-address"
            error={errors.email && t('security.emailInvalid')}
            {...register('email')}
          />
          <Button
            variant="default"
            mt={25}
            h={36}
            loading={sending}
            onClick={() => void send()}
            data-testid="bind-email-send"
          >
            {sentTo ? t('security.resendCode') : t('security.sendCode')}
          </Button>
        </Group>
        {sentTo && (
          <Text size="sm" role="status">
            ✓ {t('security.codeSent', { minutes: sentTo.minutes })}
          </Text>
        )}
        <TextInput
          label={t('security.emailCode')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          dir="ltr"
          data-testid="bind-email-code"
          error={errors.code && t('security.emailCodeInvalid')}
          {...register('code')}
        />
        <FormError message={formError} />
        <Alert variant="light" color="gray" p="xs">
          {t('security.outboxHint')}
        </Alert>
        <Button type="submit" loading={formState.isSubmitting} h={44} data-testid="bind-email-submit">
          {t('security.bindEmail')}
        </Button>
      </Stack>
    </form>
  );
}
