import type { SystemStatus } from '@goldline/contract/system';
import { Text } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './customer-service-button';
import { StatusFrame } from './status-frame';
import classes from './status-screen.module.css';

export function RegionBlockedScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusFrame
      brandName={status.brand.name}
      icon={<IconWorldOff size={40} />}
      title={t('status.regionTitle')}
      testId="region-blocked-screen"
    >
      <Text>{status.regionRestriction.message || t('status.regionText')}</Text>
      <div>
        <Text size="sm" c="dimmed">
          {t('status.yourIp')}
        </Text>
        <Text className={classes.ip}>{status.location.ip}</Text>
      </div>
      <CustomerServiceButton entries={status.customerService} />
    </StatusFrame>
  );
}
