import type { RgSessionStatus } from '@goldline/contract/responsible-gaming';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { PopupModal } from '../../../components/popup-modal';
import { languageInfo } from '../../../lib/language-storage';
import { useSessionStore } from '../../../lib/session-store';
import { getRgSession } from '../api/responsible-gaming';
import { formatMinutes } from './durations';
import { endSession } from './end-session';

/**
 * The reality check (issue 17; UKGC RTS 13C elapsed time, 2E net position): every N minutes of the
 * session, as the member chose, a dialog with the session's length and net position, to continue or
 * stop (log out). One timer to the next multiple of N from the session's start; nothing polls.
 */
export function RealityCheck() {
  const { t, i18n } = useTranslation('rg');
  const locale = languageInfo(i18n.language).locale;
  const token = useSessionStore((state) => state.token);
  const [shown, setShown] = useState<RgSessionStatus | null>(null);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each "continue" (round) starts the next timer
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void getRgSession()
      .then((s) => {
        if (cancelled || s.realityCheckMinutes === 0) return;
        const every = s.realityCheckMinutes * 60_000;
        const elapsed = Date.now() - Date.parse(s.startedAt);
        timer = setTimeout(
          () =>
            void getRgSession().then(
              (fresh) => !cancelled && setShown(fresh),
              () => undefined,
            ),
          every - (elapsed % every),
        );
      })
      // Trial accounts and ended sessions have no reality check.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, round]);

  if (!shown) return null;
  const minutes = Math.max(1, Math.round((Date.now() - Date.parse(shown.startedAt)) / 60_000));
  const keepPlaying = () => {
    setShown(null);
    setRound((r) => r + 1);
  };
  return (
    <PopupModal opened onClose={keepPlaying} title={t('reality.title')} testId="reality-check">
      <Stack gap="md">
        <Text>{t('reality.text', { duration: formatMinutes(minutes, locale) })}</Text>
        <div>
          <Text size="sm" c="dimmed">
            {t('reality.net')}
          </Text>
          <MoneyText amount={shown.net} signed symbol fw={700} fz="lg" />
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" h={44} onClick={() => void endSession()} data-testid="reality-stop">
            {t('reality.stop')}
          </Button>
          <Button h={44} onClick={keepPlaying} data-testid="reality-continue">
            {t('reality.continue')}
          </Button>
        </Group>
      </Stack>
    </PopupModal>
  );
}
