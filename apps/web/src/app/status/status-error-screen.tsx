import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './status-screen.module.css';

/** Status could not be loaded at all: say so and offer a retry (spec section 8 network messages). */
export function StatusErrorScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <Stack className={classes.card} align="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconWifiOff size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('errors:NETWORK_ERROR')}
        </Title>
        <Text>{t('status.loadFailed')}</Text>
        <Button onClick={onRetry} loading={retrying}>
          {t('status.retry')}
        </Button>
      </Stack>
    </main>
  );
}
