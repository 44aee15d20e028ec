import { OIDC_QUERY } from '@goldline/contract/oidc-query';
import type { LoginResponse } from '@goldline/contract/session';
import type { TwoStepChallenge } from '@goldline/contract/two-step';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PopupModal } from '../../../components/popup-modal';
import { useErrorText } from '../../../lib/use-error-text';
import { exchangeProviderCode } from '../api/provider-sign-in';
import { TwoStepForm } from './two-step-form';

interface Props {
  /** The query the provider sign-in landed with (`oidc` code or `oidcError`), read once at start. */
  landing: URLSearchParams;
  onLoggedIn: (response: LoginResponse) => void | Promise<void>;
  onLogin: () => void;
  onClose: () => void;
}

/**
 * Where a provider sign-in lands (decision 111): trades the one-time code for the login answer, asks
 * the second step when the member's rules want one (decision 103), or says why it did not work.
 */
export function ProviderSignInModal({ landing, onLoggedIn, onLogin, onClose }: Props) {
  const { t } = useTranslation(['oidc', 'errors']);
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(() => {
    const code = landing.get(OIDC_QUERY.error);
    if (code === null) return null;
    // The server's error code, put in the address by its redirect; anything else reads as a failed sign-in.
    const fallback = t('errors:OIDC_SIGN_IN_FAILED');
    return /^[A-Z_]{3,40}$/.test(code) ? t(`errors:${code}`, { defaultValue: fallback }) : fallback;
  });
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null);
  const started = useRef(false);

  useEffect(() => {
    const code = landing.get(OIDC_QUERY.code);
    // Once: the code is single-use, and React may run effects twice in development.
    if (!code || started.current) return;
    started.current = true;
    exchangeProviderCode(code).then(
      (response) => {
        if (response.nextStep === 'TWO_STEP' && response.challenge) setChallenge(response.challenge);
        else void onLoggedIn(response);
      },
      (err: unknown) => setError(errorText(err)),
    );
  }, [landing, onLoggedIn, errorText]);

  return (
    <PopupModal opened onClose={onClose} title={t('oidc:title')} testId="provider-sign-in-modal">
      {challenge ? (
        <TwoStepForm challenge={challenge} onDone={onLoggedIn} onRestart={onLogin} />
      ) : error ? (
        <Stack gap="md">
          <FormError message={error} />
          <Group justify="flex-end">
            <Button onClick={onLogin} data-testid="provider-back-to-login">
              {t('oidc:backToLogin')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('oidc:signingIn')}</Text>
        </Group>
      )}
    </PopupModal>
  );
}
