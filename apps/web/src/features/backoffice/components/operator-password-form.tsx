import { AdminChangePasswordRequest, OPERATOR_PASSWORD_MIN } from '@goldline/contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { useErrorText } from '../../../lib/use-error-text';
import { changeOperatorPassword } from '../api/operator-api';
import { useOperatorSession } from '../stores/operator-session-store';

/** The contract's request plus the repeat field only the form has. */
const FormSchema = AdminChangePasswordRequest.extend({ confirm: z.string() }).refine(
  (v) => v.confirm === v.newPassword,
  { path: ['confirm'], message: 'mismatch' },
);
type FormValues = z.infer<typeof FormSchema>;

/**
 * Shown instead of the back office while the operator holds a one-time password (the first operator
 * of a site without the demo): the server refuses every other call until it is replaced.
 */
export function OperatorPasswordForm() {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const setMustChangePassword = useOperatorSession((state) => state.setMustChangePassword);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = formState;
  const fieldText = (error: FieldError | undefined, field: keyof FormValues) => {
    if (!error) return undefined;
    if (field === 'confirm' && error.message === 'mismatch') return t('firstPassword.mismatch');
    if (field === 'newPassword' && error.type === 'too_small')
      return t('firstPassword.tooShort', { min: OPERATOR_PASSWORD_MIN });
    return t('required');
  };
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changeOperatorPassword({ currentPassword, newPassword });
      setMustChangePassword(false);
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  return (
    <Paper p="lg" radius="md" withBorder maw={460} mx="auto">
      <Title order={2} fz="h3" mb="xs">
        {t('firstPassword.title')}
      </Title>
      <Alert color="yellow" variant="light" mb="md">
        <Text size="sm">{t('firstPassword.intro', { min: OPERATOR_PASSWORD_MIN })}</Text>
      </Alert>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <PasswordField
            label={t('firstPassword.current')}
            required
            autoComplete="current-password"
            data-testid="bo-current-password"
            error={fieldText(errors.currentPassword, 'currentPassword')}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('firstPassword.new')}
            required
            autoComplete="new-password"
            data-testid="bo-new-password"
            error={fieldText(errors.newPassword, 'newPassword')}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('firstPassword.confirm')}
            required
            autoComplete="new-password"
            data-testid="bo-confirm-password"
            error={fieldText(errors.confirm, 'confirm')}
            {...register('confirm')}
          />
          <FormError message={formError} />
          <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-change-password">
            {t('firstPassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
