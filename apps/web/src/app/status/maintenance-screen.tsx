import type { SystemStatus } from '@goldline/contract/system';
import { Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { languageInfo } from '../../lib/language-storage';
import { CustomerServiceButton } from './customer-service-button';
import { StatusFrame } from './status-frame';

export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { t, i18n } = useTranslation();
  const endTime = status.maintenance?.endTime;
  return (
    <StatusFrame
      brandName={status.brand.name}
      icon={<IconTool size={40} />}
      title={t('status.maintenanceTitle')}
      testId="maintenance-screen"
    >
      <Text>{status.maintenance?.info || t('status.maintenanceText')}</Text>
      <Text fw={700} c="var(--gl-gold-text)">
        {endTime
          ? t('status.maintenanceEnds', {
              time: formatDateTime(endTime, languageInfo(i18n.language).locale),
            })
          : t('status.maintenanceUnknown')}
      </Text>
      <CustomerServiceButton entries={status.customerService} />
      <Text size="sm" c="dimmed">
        {t('status.autoRecheck')}
      </Text>
    </StatusFrame>
  );
}
