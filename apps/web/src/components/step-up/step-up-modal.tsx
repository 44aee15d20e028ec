import { twoStepRoutes } from '@goldline/contract/api/two-step.routes';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client';
import { useCountdown } from '../../lib/use-countdown';
import { useErrorText } from '../../lib/use-error-text';
import { FormError } from '../form-error';
import { PopupModal } from '../popup-modal';

export type StepUpMethod = 'TOTP' | 'SMS';

/**
 * "Confirm it is you" before money leaves or the payment password changes (decision 103): an
 * authenticator (or recovery) code, or an SMS code; the session is then stepped up for a few minutes.
 */
export function StepUpModal({
  method,
  onVerified,
  onCancel,
}: {
  method: StepUpMethod;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const errorText = useErrorText();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const countdown = useCountdown();

  const send = async () => {
    setError(null);
    try {
      const r = await call(twoStepRoutes.stepUpSms);
      countdown.start(r.resendAfterSeconds);
      setSent(t('twoStep.sent', { minutes: r.expiredMinutes }));
    } catch (err) {
      setError(errorText(err));
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(t('twoStep.codeRequired'));
    setBusy(true);
    setError(null);
    try {
      const how = method === 'SMS' ? 'SMS' : recovery ? 'RECOVERY' : 'TOTP';
      await call(twoStepRoutes.stepUp, { body: { method: how, code: code.trim() } });
      onVerified();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PopupModal opened onClose={onCancel} title={t('stepUp.title')} testId="step-up-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t(`stepUp.intro.${method}`)}</Text>
          {method === 'SMS' && (
            <Group gap="sm" wrap="wrap">
              <Button variant="light" h={44} onClick={() => void send()} disabled={countdown.secondsLeft > 0}>
                {countdown.secondsLeft > 0
                  ? t('twoStep.resend', { seconds: countdown.secondsLeft })
                  : t('twoStep.send')}
              </Button>
              {sent && (
                <Text size="sm" c="dimmed" role="status">
                  {sent}
                </Text>
              )}
            </Group>
          )}
          <TextInput
            label={recovery ? t('twoStep.recoveryCode') : t('twoStep.code')}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            spellCheck={false}
            maxLength={32}
            data-autofocus
            data-testid="step-up-code"
          />
          {method === 'TOTP' && (
            <Anchor component="button" type="button" size="sm" onClick={() => setRecovery((r) => !r)}>
              {recovery ? t('stepUp.useApp') : t('stepUp.useRecovery')}
            </Anchor>
          )}
          <FormError message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onCancel}>
              {t('stepUp.cancel')}
            </Button>
            <Button type="submit" h={44} loading={busy} data-testid="step-up-submit">
              {t('stepUp.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
