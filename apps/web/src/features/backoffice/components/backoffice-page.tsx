import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorSession } from '../stores/operator-session-store';
import { GoodsAdminPanel } from './goods-admin-panel';
import { LotteryResultsPanel } from './lottery-results-panel';
import { OperatorLoginForm } from './operator-login-form';
import { OperatorPasswordForm } from './operator-password-form';
import { PromotionApplicationsTable } from './promotion-applications-table';
import { PromotionsAdminPanel } from './promotions-admin-panel';
import { ReceiptCasesTable } from './receipt-cases-table';
import { RedemptionsAdminPanel } from './redemptions-admin-panel';
import { RequestsTable } from './requests-table';
import { VipLevelsPanel } from './vip-levels-panel';
import { WalletSettingsForm } from './wallet-settings-form';

/** A tab another feature brings (composed by the app, as features never import each other). */
export interface BackofficeTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** The operator's back office: deposits and withdrawals, receipts, limits, lottery results, promotions. */
export function BackofficePage({ moreTabs = [] }: { moreTabs?: BackofficeTab[] }) {
  const { t } = useTranslation('backoffice');
  // The lottery tab's strings live in the lottery namespace with the rest of issue 15.
  const { t: tLottery } = useTranslation('lottery');
  const { t: tPromo } = useTranslation('promotions');
  // VIP and points mall tabs: their strings live in the vip and points namespaces (decisions 099, 100).
  const { t: tVip } = useTranslation('vip');
  const { t: tPoints } = useTranslation('points');
  const token = useOperatorSession((state) => state.token);
  const clear = useOperatorSession((state) => state.clear);
  const mustChangePassword = useOperatorSession((state) => state.mustChangePassword);
  if (!token) return <OperatorLoginForm />;
  if (mustChangePassword) return <OperatorPasswordForm />;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('signedIn')}</Text>
        <Button
          variant="default"
          h={44}
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={clear}
          data-testid="bo-logout"
        >
          {t('logout')}
        </Button>
      </Group>
      <Tabs defaultValue="deposits" keepMounted={false}>
        <Tabs.List aria-label={t('title')}>
          {(['deposits', 'withdrawals', 'cases', 'settings'] as const).map((tab) => (
            <Tabs.Tab key={tab} value={tab} h={44} data-testid={`bo-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="lottery" h={44} data-testid="bo-tab-lottery">
            {tLottery('bo.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="promotions" h={44} data-testid="bo-tab-promotions">
            {tPromo('bo.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="promotionApplications" h={44} data-testid="bo-tab-promotion-applications">
            {tPromo('bo.applicationsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="vipLevels" h={44} data-testid="bo-tab-vip-levels">
            {tVip('bo.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="pointsGoods" h={44} data-testid="bo-tab-points-goods">
            {tPoints('bo.goodsTab')}
          </Tabs.Tab>
          <Tabs.Tab value="pointsRedemptions" h={44} data-testid="bo-tab-points-redemptions">
            {tPoints('bo.redemptionsTab')}
          </Tabs.Tab>
          {moreTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} h={44} data-testid={`bo-tab-${tab.value}`}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="deposits" pt="md">
          <RequestsTable kind="deposits" />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <RequestsTable kind="withdrawals" />
        </Tabs.Panel>
        <Tabs.Panel value="cases" pt="md">
          <ReceiptCasesTable />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <WalletSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="lottery" pt="md">
          <LotteryResultsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="promotions" pt="md">
          <PromotionsAdminPanel />
        </Tabs.Panel>
        <Tabs.Panel value="promotionApplications" pt="md">
          <PromotionApplicationsTable />
        </Tabs.Panel>
        <Tabs.Panel value="vipLevels" pt="md">
          <VipLevelsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="pointsGoods" pt="md">
          <GoodsAdminPanel />
        </Tabs.Panel>
        <Tabs.Panel value="pointsRedemptions" pt="md">
          <RedemptionsAdminPanel />
        </Tabs.Panel>
        {moreTabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            {tab.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
