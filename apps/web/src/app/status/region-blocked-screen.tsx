import type { SystemStatus } from '@goldline/contract/system';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { CustomerServiceButton } from './customer-service-button';
import classes from './status-screen.module.css';

export function RegionBlockedScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <main className={classes.page} data-testid="region-blocked-screen">
      <Stack className={classes.card} align="center" gap="md">
        <BrandLogo name={status.brand.name} />
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconWorldOff size={40} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('status.regionTitle')}
        </Title>
        <Text>{status.regionRestriction.message || t('status.regionText')}</Text>
        <div>
          <Text size="sm" c="dimmed">
            {t('status.yourIp')}
          </Text>
          <Text className={classes.ip}>{status.location.ip}</Text>
        </div>
        <CustomerServiceButton entries={status.customerService} />
      </Stack>
    </main>
  );
}
