import type { RedEnvelopeRain } from '@goldline/contract/rewards';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useErrorText } from '../../../lib/use-error-text';
import { useGrab, useRains } from '../api/red-envelopes';
import classes from './red-envelope-rain.module.css';

const ENVELOPES = 14;

/** The rain falling now (by the schedule read once and the clock), or the next one to wait for. */
function useRainNow(rains: RedEnvelopeRain[] | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const next = rains?.find((r) => new Date(r.endsAt).getTime() > now);
  useEffect(() => {
    if (!next) return;
    // One timer to the next start or end of a window: no polling of the server.
    const start = new Date(next.startsAt).getTime();
    const edge = now < start ? start : new Date(next.endsAt).getTime();
    const id = window.setTimeout(() => setNow(Date.now()), Math.max(0, edge - now) + 50);
    return () => window.clearTimeout(id);
  }, [next, now]);
  return next && new Date(next.startsAt).getTime() <= now ? next : null;
}

/**
 * The red-envelope rain overlay for a logged-in member (lazy-loaded by the live socket): envelopes
 * fall while a rain is on (not with prefers-reduced-motion) and a panel offers the grab; the share
 * is paid into the balance at once. Closing it hides this rain.
 */
export function RedEnvelopeRainOverlay() {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const rains = useRains();
  const rain = useRainNow(rains.data?.rains);
  const grab = useGrab();
  const [closed, setClosed] = useState<string | null>(null);
  if (!rain || closed === rain.id) return null;
  const amount = grab.data?.amount ?? rain.myGrab;
  return (
    <>
      <div className={classes.overlay} aria-hidden="true">
        {!amount &&
          Array.from({ length: ENVELOPES }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed decoration
              key={i}
              className={classes.envelope}
              style={{
                insetInlineStart: `${(i * 71) % 100}%`,
                animationDuration: `${3 + (i % 5)}s`,
                animationDelay: `${(i % 7) * 0.4}s`,
              }}
            />
          ))}
      </div>
      <Paper
        className={classes.panel}
        p="md"
        radius="md"
        shadow="lg"
        withBorder
        role="dialog"
        aria-label={t('rain.title')}
        data-testid="red-envelope-rain"
      >
        <Stack gap="xs">
          <Text fw={800}>{rain.title}</Text>
          {amount ? (
            <Text role="status">
              {t('rain.got')} <MoneyText amount={amount} symbol span fw={800} />
            </Text>
          ) : (
            <Text size="sm">{t('rain.left', { left: rain.shares - rain.grabbed, total: rain.shares })}</Text>
          )}
          {grab.error && <Alert color="red">{errorText(grab.error)}</Alert>}
          {!amount && !grab.error && (
            // red.9: white text on Mantine's default red.6 is about 3.3:1.
            <Button color="red.9" loading={grab.isPending} onClick={() => grab.mutate(rain.id)}>
              {t('rain.grab')}
            </Button>
          )}
          <Button variant="subtle" onClick={() => setClosed(rain.id)}>
            {t('rain.close')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
