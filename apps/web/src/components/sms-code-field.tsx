import type { SmsSent } from '@goldline/contract/session';
import { Button, Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../lib/use-countdown';
import { useErrorText } from '../lib/use-error-text';

interface Props extends Omit<TextInputProps, 'label'> {
  /** Sends the code; returns the server's expiry so the countdown matches it. */
  onSend: () => Promise<SmsSent | null>;
  /** Seconds to wait when the server gives no expiry (register default 60, spec section 4). */
  defaultSeconds?: number;
}

/** SMS code input + send button with countdown (expiredMinutes*60 s) and a 1 s throttle (spec 4, 9). */
export const SmsCodeField = forwardRef<HTMLInputElement, Props>(function SmsCodeField(
  { onSend, defaultSeconds = 60, ...inputProps },
  ref,
) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const lastClick = useRef(0);

  const send = async () => {
    if (Date.now() - lastClick.current < 1000 || secondsLeft > 0) return;
    lastClick.current = Date.now();
    setSending(true);
    setNote(null);
    try {
      const sent = await onSend();
      if (!sent) return;
      start(sent.expiredMinutes ? sent.expiredMinutes * 60 : defaultSeconds);
      setNote({ text: t('sms.sent', { minutes: sent.expiredMinutes }), error: false });
    } catch (error) {
      setNote({ text: errorText(error), error: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          ref={ref}
          label={t('sms.code')}
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={255}
          style={{ flex: 1 }}
          {...inputProps}
        />
        <Button
          variant="default"
          h={36}
          onClick={() => void send()}
          loading={sending}
          disabled={secondsLeft > 0}
          miw={120}
        >
          {secondsLeft > 0 ? t('sms.resendIn', { seconds: secondsLeft }) : t('sms.send')}
        </Button>
      </Group>
      {note && (
        <Text
          size="sm"
          mt={4}
          c={note.error ? 'var(--mantine-color-error)' : 'dimmed'}
          role={note.error ? 'alert' : 'status'}
        >
          {note.error ? '⚠ ' : '✓ '}
          {note.text}
        </Text>
      )}
    </div>
  );
});
