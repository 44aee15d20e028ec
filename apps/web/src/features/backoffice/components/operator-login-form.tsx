import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { useErrorText } from '../../../lib/use-error-text';
import { operatorLogin } from '../api/operator-api';
import { useOperatorSession } from '../stores/operator-session-store';

/** Operator sign-in; the token stays in this tab's session storage only. */
export function OperatorLoginForm() {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const setSession = useOperatorSession((state) => state.set);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { username: '', password: '' } });
  const submit = handleSubmit(async ({ username, password }) => {
    setFormError(null);
    try {
      const session = await operatorLogin(username.trim(), password);
      setSession(session.token, session.mustChangePassword);
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  return (
    <Paper p="lg" radius="md" withBorder maw={420} mx="auto">
      <Title order={2} fz="h3" mb="md">
        {t('login.title')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('login.username')}
            required
            autoComplete="username"
            data-testid="bo-username"
            error={formState.errors.username?.message}
            {...register('username', { validate: (v) => v.trim() !== '' || t('required') })}
          />
          <PasswordField
            label={t('login.password')}
            required
            autoComplete="current-password"
            data-testid="bo-password"
            error={formState.errors.password?.message}
            {...register('password', { validate: (v) => v !== '' || t('required') })}
          />
          <FormError message={formError} />
          <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-login">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
