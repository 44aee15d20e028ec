import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointsBalance } from '../api/get-points';
import { ConvertDialog } from './convert-dialog';
import { EarnRates } from './earn-rates';
import { GoodsGrid } from './goods-grid';
import { PointsHistory } from './points-history';
import { PointsText } from './points-text';
import { RedemptionList } from './redemption-list';

const tabs = ['goods', 'redemptions', 'history'] as const;
type Tab = (typeof tabs)[number];

/** The points mall (spec sections 3 and 7): balance and conversion, goods, my redemptions, history. */
export function PointMallPage() {
  const { t } = useTranslation('points');
  const balance = usePointsBalance().data?.points;
  const [tab, setTab] = useState<Tab>('goods');
  const [converting, setConverting] = useState(false);
  return (
    <Stack gap="md">
      <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text size="sm" c="dimmed" id="points-balance-label">
              {t('balance.label')}
            </Text>
            <Text fz={28} fw={700} aria-labelledby="points-balance-label" data-testid="points-balance">
              {balance === undefined ? '…' : <PointsText points={balance} />}
            </Text>
            <Text size="xs" c="dimmed">
              {t('balance.noExpiry')}
            </Text>
          </div>
          <Button
            h={44}
            leftSection={<IconCoins size={18} aria-hidden="true" />}
            onClick={() => setConverting(true)}
            data-testid="points-convert-open"
          >
            {t('convert.open')}
          </Button>
        </Group>
        <EarnRates />
      </Paper>
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab key={item} value={item} h={44} data-testid={`points-tab-${item}`}>
              {t(`tabs.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="goods" pt="md">
          <GoodsGrid balance={balance ?? '0'} onRedeemed={() => setTab('redemptions')} />
        </Tabs.Panel>
        <Tabs.Panel value="redemptions" pt="md">
          <RedemptionList />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <PointsHistory />
        </Tabs.Panel>
      </Tabs>
      <ConvertDialog opened={converting} onClose={() => setConverting(false)} balance={balance ?? '0'} />
    </Stack>
  );
}
