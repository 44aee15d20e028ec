import { ActionIcon, Group, TextInput, type TextInputProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptcha } from '../api/get-captcha';

export interface CaptchaHandle {
  refresh: () => void;
}

interface Props extends Omit<TextInputProps, 'label'> {
  testIdPrefix: 'login' | 'register' | 'forgot' | 'feedback';
  onCaptchaId: (id: string) => void;
  handleRef?: React.Ref<CaptchaHandle>;
}

/** The server's captcha picture size in CSS pixels (modules/captcha/captcha-image.ts). */
const CAPTCHA_WIDTH = 180;
const CAPTCHA_HEIGHT = 60;
const REFRESH_THROTTLE_MS = 1000; // spec section 9: captcha refresh at most once per second

/** Image captcha with a refresh button; the image has a text alternative (WCAG 1.1.1). */
export const CaptchaField = forwardRef<HTMLInputElement, Props>(function CaptchaField(
  { testIdPrefix, onCaptchaId, handleRef, ...inputProps },
  ref,
) {
  const { t } = useTranslation('auth');
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const last = useRef(0);

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - last.current < REFRESH_THROTTLE_MS) return;
    last.current = now;
    setLoading(true);
    getCaptcha()
      .then((captcha) => {
        setImage(captcha.image);
        onCaptchaId(captcha.captchaId);
      })
      .catch(() => setImage(null))
      .finally(() => setLoading(false));
  }, [onCaptchaId]);

  useImperativeHandle(handleRef, () => ({ refresh }), [refresh]);
  useEffect(() => {
    refresh();
  }, [refresh]);

  // The picture sits between the label and the input at the size the server draws it (180 x 60,
  // issue 12: large enough to read on a phone), with the refresh button beside it.
  const picture = (
    <Group gap="xs" wrap="nowrap" mb={6}>
      <div
        style={{
          width: CAPTCHA_WIDTH,
          height: CAPTCHA_HEIGHT,
          borderRadius: 6,
          overflow: 'hidden',
          background: '#fff',
          border: '1px solid var(--gl-border)',
          flex: 'none',
        }}
      >
        {image && (
          <img
            src={image}
            width={CAPTCHA_WIDTH}
            height={CAPTCHA_HEIGHT}
            alt={t('captcha.image')}
            data-testid={`${testIdPrefix}-captcha-image`}
            style={{ display: 'block', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, objectFit: 'contain' }}
          />
        )}
      </div>
      <ActionIcon
        variant="default"
        size={44}
        onClick={refresh}
        loading={loading}
        aria-label={t('captcha.refresh')}
      >
        <IconRefresh size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );

  return (
    <TextInput
      ref={ref}
      label={t('captcha.label')}
      required
      autoComplete="off"
      maxLength={16}
      data-testid={`${testIdPrefix}-captcha`}
      inputContainer={(input) => (
        <>
          {picture}
          {input}
        </>
      )}
      {...inputProps}
    />
  );
});
