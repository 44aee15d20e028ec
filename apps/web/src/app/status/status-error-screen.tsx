import { Button, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusFrame } from './status-frame';

/** Status could not be loaded at all: say so and offer a retry (spec section 8 network messages). */
export function StatusErrorScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusFrame icon={<IconWifiOff size={40} />} title={t('errors:NETWORK_ERROR')}>
      <Text>{t('status.loadFailed')}</Text>
      <Button onClick={onRetry} loading={retrying}>
        {t('status.retry')}
      </Button>
    </StatusFrame>
  );
}
