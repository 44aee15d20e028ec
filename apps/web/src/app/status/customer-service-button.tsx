import type { CustomerService } from '@goldline/contract/system';
import { Button } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The customer-service button on the status screens (spec section 2): the live chat entry first. */
export function CustomerServiceButton({ entries }: { entries: CustomerService[] }) {
  const { t } = useTranslation();
  const entry = entries.find((item) => item.csType === 'LIVECHAT') ?? entries[0];
  if (!entry) return null;
  return (
    <Button
      component="a"
      href={entry.path}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      leftSection={<IconHeadset size={20} aria-hidden="true" />}
    >
      {t('status.contactSupport')}
    </Button>
  );
}
