import { type AgentCapabilities, RegisterDownlineRequest } from '@goldline/contract/agent';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useRegisterDownline } from '../api/register-downline';

const { username, password, nickname } = RegisterDownlineRequest.shape;

/** The contract's request plus a confirmation of the password (spec section 5 inconsistent_twice). */
const formSchema = RegisterDownlineRequest.extend({ confirmPassword: z.string() }).refine(
  (values) => values.password === values.confirmPassword,
  { path: ['confirmPassword'], message: 'inconsistent_twice' },
);
type Values = z.input<typeof formSchema>;

/** registerCenter: the agent opens an account directly under itself (a member or, if allowed, a sub-agent). */
export function RegisterDownlineForm({ capabilities }: { capabilities: AgentCapabilities }) {
  const { t } = useTranslation(['agent', 'wallet', 'auth']);
  const errorText = useErrorText();
  const register = useRegisterDownline();
  const [done, setDone] = useState<{ account: string; kind: 'member' | 'agent' } | null>(null);
  const kinds = (['member', 'agent'] as const).filter((kind) =>
    kind === 'member' ? capabilities.registerMembers : capabilities.registerSubAgents,
  );
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      kind: kinds[0] ?? 'member',
      username: '',
      password: '',
      confirmPassword: '',
      nickname: '',
    },
  });
  const { errors } = form.formState;

  const textOf = (error: FieldError | undefined, min?: number | null, max?: number | null) => {
    if (!error) return undefined;
    if (error.message === 'inconsistent_twice') return t('auth:validation.inconsistent_twice');
    if (error.type === 'server') return error.message;
    if (error.type === 'too_small' || error.type === 'too_big')
      return t('wallet:validation.length', { min: min ?? 1, max });
    return t('wallet:validation.required');
  };

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const result = await register.mutateAsync({
        kind: values.kind,
        username: values.username,
        password: values.password,
        nickname: values.nickname || undefined,
      });
      setDone({ account: result.account, kind: values.kind });
      form.reset({ ...values, username: '', password: '', confirmPassword: '', nickname: '' });
    } catch (error) {
      if (isApiError(error) && error.code === 'USERNAME_TAKEN') {
        form.setError('username', { type: 'server', message: errorText(error) });
        form.setFocus('username');
      }
    }
  });

  if (kinds.length === 0) {
    return (
      <Alert variant="light" role="status">
        {t('register.notAllowed')}
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="agent-register-form">
      <Stack gap="sm" maw={480}>
        {kinds.length > 1 && (
          <div>
            <Text size="sm" fw={500} id="agent-register-kind" mb={4}>
              {t('register.kind')}
            </Text>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="agent-register-kind"
                  value={field.value}
                  onChange={field.onChange}
                  data={kinds.map((kind) => ({ value: kind, label: t(`register.kinds.${kind}`) }))}
                  data-testid="agent-register-kind"
                  fullWidth
                />
              )}
            />
          </div>
        )}
        <TextInput
          label={t('register.username')}
          required
          autoComplete="off"
          description={t('register.usernameHint', { min: username.minLength, max: username.maxLength })}
          error={textOf(errors.username, username.minLength, username.maxLength)}
          data-testid="agent-register-username"
          {...form.register('username')}
        />
        <PasswordField
          label={t('register.password')}
          required
          autoComplete="new-password"
          description={t('register.passwordHint', { min: password.minLength, max: password.maxLength })}
          error={textOf(errors.password, password.minLength, password.maxLength)}
          data-testid="agent-register-password"
          {...form.register('password')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          required
          autoComplete="new-password"
          error={textOf(errors.confirmPassword)}
          data-testid="agent-register-confirm"
          {...form.register('confirmPassword')}
        />
        <TextInput
          label={t('register.nickname')}
          autoComplete="off"
          maxLength={nickname.unwrap().maxLength ?? undefined}
          error={textOf(errors.nickname, 0, nickname.unwrap().maxLength)}
          {...form.register('nickname')}
        />
        <FormError message={register.isError && !errors.username ? errorText(register.error) : null} />
        {done && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="agent-register-success"
          >
            {t(`register.created.${done.kind}`, { account: done.account })}
          </Alert>
        )}
        <Button type="submit" h={44} loading={register.isPending} data-testid="agent-register-submit">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
