import type { CustomerService } from '@goldline/contract/system';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { IconBrandHipchat, IconPhone, IconSend, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel';

const icons: Record<CustomerService['csType'], typeof IconSend> = {
  LIVECHAT: IconBrandHipchat,
  FACEBOOK: IconUsers,
  TELEGRAM: IconSend,
  TELEGRAM2: IconSend,
  WHATSAPP: IconPhone,
};

/**
 * The member centre's customer-service entries (issue 17): every channel the operator configured,
 * each opening in a new tab. The member centre leaves it out when none is configured.
 */
export function CustomerServiceCard({ entries }: { entries: CustomerService[] }) {
  const { t } = useTranslation('support');
  const { t: tCommon } = useTranslation();
  return (
    <SectionPanel title={t('title')} testId="member-customer-service">
      <Text size="sm" c="dimmed" mb="sm">
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {entries.map((entry) => {
          const Icon = icons[entry.csType];
          const channel = tCommon(`side.${entry.csType}`);
          return (
            <Button
              key={entry.csType}
              component="a"
              href={entry.path}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              h={44}
              justify="flex-start"
              leftSection={<Icon size={20} aria-hidden="true" />}
              aria-label={t('open', { channel })}
              data-testid={`member-cs-${entry.csType}`}
            >
              {channel}
            </Button>
          );
        })}
      </SimpleGrid>
    </SectionPanel>
  );
}
