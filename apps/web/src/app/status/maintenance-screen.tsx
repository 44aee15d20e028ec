import type { SystemStatus } from '@goldline/contract/system';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { formatDateTime } from '../../lib/format-date';
import { languageInfo } from '../../lib/language-storage';
import { CustomerServiceButton } from './customer-service-button';
import classes from './status-screen.module.css';

export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { t, i18n } = useTranslation();
  const endTime = status.maintenance?.endTime;
  return (
    <main className={classes.page} data-testid="maintenance-screen">
      <Stack className={classes.card} align="center" gap="md">
        <BrandLogo name={status.brand.name} />
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconTool size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('status.maintenanceTitle')}
        </Title>
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
      </Stack>
    </main>
  );
}
