import type { LoginResponse } from '@goldline/contract/session';
import type { SecondFactor, TwoStepChallenge } from '@goldline/contract/two-step';
import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { isApiError } from '../../../lib/api-error';
import { useCountdown } from '../../../lib/use-countdown';
import { useErrorText } from '../../../lib/use-error-text';
import { sendTwoStepCode, verifyTwoStep } from '../api/two-step';

/**
 * The login's second step (spec section 2: "two-step verification on login from an unregistered
 * IP"; decision 103): the member picks how to prove it is them, asks for an SMS or e-mail code where
 * needed, and types the code; the session starts only then.
 */
export function TwoStepForm({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: TwoStepChallenge;
  onDone: (response: LoginResponse) => void | Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('security');
  const errorText = useErrorText();
  const [method, setMethod] = useState<SecondFactor>(challenge.methods[0] ?? 'SMS');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const needsSend = method === 'SMS' || method === 'EMAIL';
  const label = (m: SecondFactor) =>
    t(`twoStep.methods.${m}`, { mobile: challenge.mobileMasked ?? '', email: challenge.emailMasked ?? '' });

  const send = async () => {
    if (method !== 'SMS' && method !== 'EMAIL') return;
    setError(null);
    try {
      const r = await sendTwoStepCode({ challenge: challenge.challenge, method });
      countdown.start(r.resendAfterSeconds);
      setSent(t('twoStep.sent', { minutes: r.expiredMinutes }));
    } catch (err) {
      if (isApiError(err) && err.details.retryAfterSeconds) countdown.start(err.details.retryAfterSeconds);
      setError(errorText(err));
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('twoStep.codeRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onDone(await verifyTwoStep({ challenge: challenge.challenge, method, code: code.trim() }));
    } catch (err) {
      setError(errorText(err));
      if (isApiError(err) && err.code === 'TWO_STEP_EXPIRED') onRestart();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="two-step-form">
      <Stack gap="sm">
        <Text size="sm">{t('twoStep.intro')}</Text>
        {challenge.methods.length > 1 && (
          <Radio.Group
            label={t('twoStep.method')}
            value={method}
            onChange={(value) => {
              setMethod(value as SecondFactor);
              setCode('');
              setSent(null);
            }}
          >
            <Stack gap={6} mt={6}>
              {challenge.methods.map((m) => (
                <Radio key={m} value={m} label={<bdi>{label(m)}</bdi>} data-testid={`two-step-method-${m}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {needsSend && (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="light"
              h={44}
              onClick={() => void send()}
              disabled={countdown.secondsLeft > 0}
              data-testid="two-step-send"
            >
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
          label={method === 'RECOVERY' ? t('twoStep.recoveryCode') : t('twoStep.code')}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode={method === 'RECOVERY' ? 'text' : 'numeric'}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          data-autofocus
          data-testid="two-step-code"
        />
        <FormError message={error} />
        <Button type="submit" size="md" loading={busy} fullWidth data-testid="two-step-submit">
          {t('twoStep.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart} ta="center">
          {t('twoStep.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
