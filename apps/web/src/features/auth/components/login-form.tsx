import type { LoginResponse } from '@goldline/contract/session';
import type { TwoStepChallenge } from '@goldline/contract/two-step';
import { Anchor, Button, Checkbox, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-error';
import { useDialCode } from '../../../lib/market-context';
import { forgetUser, rememberedUser, rememberUser } from '../../../lib/remember-cookie';
import { useErrorText } from '../../../lib/use-error-text';
import { login, loginFreeplay } from '../api/login';
import { CaptchaField, type CaptchaHandle } from './captcha-field';
import { PhoneCodeFields, type PhoneCodeValues } from './phone-code-fields';
import { ProviderButtons } from './provider-buttons';
import { TwoStepForm } from './two-step-form';

export type LoginType = 'username' | 'sms';

export interface LoginFormProps {
  portal: 'member' | 'agent';
  /** Username/mobile tabs only when MOBILEVERCODELOGIN3 is on (spec section 2 "Login modal"). */
  mobileLogin: boolean;
  freeplay: boolean;
  onLoggedIn: (response: LoginResponse, type: LoginType) => void | Promise<void>;
  onForgot?: () => void;
  onRegister?: () => void;
}

interface UsernameValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

function UsernameLogin({
  portal,
  freeplay,
  onLoggedIn,
  onForgot,
  onRegister,
}: Omit<LoginFormProps, 'mobileLogin'>) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const remembered = portal === 'member' ? rememberedUser() : null;
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaId, setCaptchaId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [trialBusy, setTrialBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const { register, handleSubmit, control, formState, setFocus } = useForm<UsernameValues>({
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: Boolean(remembered) },
  });
  const required = { validate: (value: string) => value.trim() !== '' || t('validation.input_empty') };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await login({
        type: 'username',
        username: values.username.trim(),
        password: values.password,
        portal,
        ...(captchaShown ? { captchaId, captcha: values.captcha.trim() } : {}),
      });
      // Spec section 4: save or clear the remember cookie (user name only, see remember-cookie.ts).
      if (portal === 'member') {
        if (values.remember) rememberUser(values.username.trim());
        else forgetUser();
      }
      // A new IP or the authenticator on: no session yet, the second step first (decision 103).
      if (response.nextStep === 'TWO_STEP' && response.challenge) {
        setChallenge(response.challenge);
        return;
      }
      await onLoggedIn(response, 'username');
    } catch (error) {
      if (isApiError(error) && error.code === 'NOT_AGENT') setFormError(t('validation.error_not_agent'));
      else setFormError(errorText(error));
      if (
        isApiError(error) &&
        (error.details.captchaRequired ||
          error.code === 'CAPTCHA_REQUIRED' ||
          error.code === 'CAPTCHA_INVALID')
      ) {
        if (captchaShown) captcha.current?.refresh();
        setCaptchaShown(true);
        setTimeout(() => setFocus('captcha'), 50);
      }
    }
  });

  const tryFree = async () => {
    setTrialBusy(true);
    setFormError(null);
    try {
      await onLoggedIn(await loginFreeplay(), 'username');
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setTrialBusy(false);
    }
  };

  if (challenge) {
    return (
      <TwoStepForm
        challenge={challenge}
        onDone={(response) => onLoggedIn(response, 'username')}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('login.username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="login-username"
          error={formState.errors.username?.message}
          {...register('username', required)}
        />
        <PasswordField
          label={t('login.password')}
          required
          autoComplete="current-password"
          data-testid="login-password"
          error={formState.errors.password?.message}
          {...register('password', { validate: (value) => value !== '' || t('validation.input_empty') })}
        />
        {captchaShown && (
          <CaptchaField
            testIdPrefix="login"
            onCaptchaId={setCaptchaId}
            handleRef={captcha}
            error={formState.errors.captcha?.message}
            {...register('captcha', {
              validate: (value) => value.trim() !== '' || t('validation.captcha_required'),
            })}
          />
        )}
        <Group justify="space-between" wrap="nowrap">
          {portal === 'member' ? (
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  label={t('login.remember')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          ) : (
            <span />
          )}
          {onForgot && (
            <Anchor component="button" type="button" size="sm" onClick={onForgot} fw={600}>
              {t('login.forgot')}
            </Anchor>
          )}
        </Group>
        <FormError message={formError} />
        <Button type="submit" size="md" loading={formState.isSubmitting} data-testid="login-submit" fullWidth>
          {t('login.submit')}
        </Button>
        {portal === 'member' && <ProviderButtons />}
        {freeplay && portal === 'member' && (
          <Button variant="outline" onClick={() => void tryFree()} loading={trialBusy} fullWidth>
            {t('login.tryFree')}
          </Button>
        )}
        {onRegister && (
          <Group justify="center" gap={6}>
            <span>{t('login.noAccount')}</span>
            <Anchor component="button" type="button" onClick={onRegister} fw={700}>
              {t('login.toRegister')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function SmsLogin({ portal, onLoggedIn }: Pick<LoginFormProps, 'portal' | 'onLoggedIn'>) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const dialCode = useDialCode();
  const form = useForm<PhoneCodeValues>({
    defaultValues: { countryDialingCode: dialCode, mobileNum: '', verificationCode: '' },
  });
  const { handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onLoggedIn(
        await login({ type: 'sms', ...values, verificationCode: values.verificationCode.trim(), portal }),
        'sms',
      );
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <PhoneCodeFields form={form} purpose="login" />
        <FormError message={formError} />
        <Button type="submit" size="md" loading={formState.isSubmitting} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Login of spec sections 2 and 4, shared by the popup and the /agent page. */
export function LoginForm(props: LoginFormProps) {
  const { t } = useTranslation('auth');
  if (!props.mobileLogin) return <UsernameLogin {...props} />;
  return (
    <Tabs defaultValue="username" keepMounted={false}>
      <Tabs.List grow aria-label={t('login.tabs')} mb="md">
        <Tabs.Tab value="username">{t('login.tabUsername')}</Tabs.Tab>
        <Tabs.Tab value="sms">{t('login.tabMobile')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="username">
        <UsernameLogin {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="sms">
        <SmsLogin portal={props.portal} onLoggedIn={props.onLoggedIn} />
      </Tabs.Panel>
    </Tabs>
  );
}
