import { Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { useDepositChannels } from '../api/get-deposit-channels';
import { BankDepositForm } from './bank-deposit-form';
import { DepositList } from './deposit-list';
import { GatewayDepositForm } from './gateway-deposit-form';

/** Member centre "depositv2" (spec section 2): pick a channel, pay, then see the review status. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const channels = useDepositChannels();
  const [picked, setPicked] = useState<string | null>(null);
  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.id === picked) ?? list[0];

  return (
    <Stack gap="lg" data-testid="deposit-page">
      <SectionPanel title={t('deposit.title')}>
        {channels.isPending && <Skeleton height={160} />}
        {channels.isError && <FormErrorText error={channels.error} />}
        {channels.data && list.length === 0 && (
          <EmptyState
            icon={<IconWallet size={34} />}
            title={t('deposit.noChannels')}
            text={t('deposit.noChannelsText')}
          />
        )}
        {channel && (
          <Stack gap="md">
            <Radio.Group
              label={t('deposit.channel')}
              value={channel.id}
              onChange={setPicked}
              name="deposit-channel"
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt={6}>
                {list.map((item) => (
                  <Radio.Card
                    key={item.id}
                    value={item.id}
                    radius="md"
                    p="sm"
                    data-testid={`deposit-channel-${item.type}`}
                    style={{ minHeight: 44 }}
                  >
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator />
                      <div>
                        <Group gap={6} wrap="nowrap">
                          {item.type === 'BANK' ? (
                            <IconBuildingBank size={18} aria-hidden="true" />
                          ) : (
                            <IconCreditCard size={18} aria-hidden="true" />
                          )}
                          <Text fw={700}>{item.name}</Text>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {t(`deposit.type.${item.type}`)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          <MoneyText amount={item.minAmount} /> – <MoneyText amount={item.maxAmount} />
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            {channel.type === 'BANK' ? (
              <BankDepositForm key={channel.id} channel={channel} />
            ) : (
              <GatewayDepositForm key={channel.id} channel={channel} />
            )}
          </Stack>
        )}
      </SectionPanel>
      <DepositList />
    </Stack>
  );
}
