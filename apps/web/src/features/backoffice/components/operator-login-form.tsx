import { AdminLoginRequest } from '@goldline/contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { useErrorText } from '../../../lib/use-error-text';
import { operatorLogin } from '../api/operator-api';
import { useOperatorSession } from '../stores/operator-session-store';

const { username: usernameRule, password: passwordRule } = AdminLoginRequest.shape;

/** Operator sign-in; the token stays in this tab's session storage only. */
export function OperatorLoginForm() {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const setSession = useOperatorSession((state) => state.set);
  const [formError, setFormError] = useState<string | null>(null);
  // The contract's request (username trimmed as it is sent); the inputs stop at its maximum lengths.
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(AdminLoginRequest),
    defaultValues: { username: '', password: '' },
  });
  /** The only issue a user can cause here is an empty field. */
  const fieldText = (error: FieldError | undefined) => error && t('required');
  const submit = handleSubmit(async ({ username, password }) => {
    setFormError(null);
    try {
      const session = await operatorLogin(username, password);
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
            maxLength={usernameRule.maxLength ?? undefined}
            error={fieldText(formState.errors.username)}
            {...register('username')}
          />
          <PasswordField
            label={t('login.password')}
            required
            autoComplete="current-password"
            data-testid="bo-password"
            maxLength={passwordRule.maxLength ?? undefined}
            error={fieldText(formState.errors.password)}
            {...register('password')}
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
