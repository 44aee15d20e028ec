import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOperatorSession } from '../stores/operator-session-store';
import { LotteryResultsPanel } from './lottery-results-panel';
import { OperatorLoginForm } from './operator-login-form';
import { OperatorPasswordForm } from './operator-password-form';
import { PromotionApplicationsTable } from './promotion-applications-table';
import { PromotionsAdminPanel } from './promotions-admin-panel';
import { ReceiptCasesTable } from './receipt-cases-table';
import { RequestsTable } from './requests-table';
import { WalletSettingsForm } from './wallet-settings-form';

/** The operator's back office: deposits and withdrawals, receipts, limits, lottery results, promotions. */
export function BackofficePage() {
  const { t } = useTranslation('backoffice');
  // The lottery tab's strings live in the lottery namespace with the rest of issue 15.
  const { t: tLottery } = useTranslation('lottery');
  const { t: tPromo } = useTranslation('promotions');
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
      </Tabs>
    </Stack>
  );
}
