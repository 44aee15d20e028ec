import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperatorSession } from '../stores/operator-session-store';
import { BackofficeNav, type BackofficeTab } from './backoffice-nav';
import classes from './backoffice-nav.module.css';
import { GoodsAdminPanel } from './goods-admin-panel';
import { LeaderboardsAdminPanel } from './leaderboards-admin-panel';
import { LotteryResultsPanel } from './lottery-results-panel';
import { MissionsAdminPanel } from './missions-admin-panel';
import { OperatorLoginForm } from './operator-login-form';
import { OperatorPasswordForm } from './operator-password-form';
import { PromotionApplicationsTable } from './promotion-applications-table';
import { PromotionsAdminPanel } from './promotions-admin-panel';
import { RafflesAdminPanel } from './raffles-admin-panel';
import { RebateRatesPanel } from './rebate-rates-panel';
import { ReceiptCasesTable } from './receipt-cases-table';
import { RedEnvelopeRainsPanel } from './red-envelope-rains-panel';
import { RedemptionsAdminPanel } from './redemptions-admin-panel';
import { ReferralRulesPanel } from './referral-rules-panel';
import { RequestsTable } from './requests-table';
import { RgLookupPanel } from './rg-lookup-panel';
import { SignInProvidersPanel } from './sign-in-providers-panel';
import { VipLevelsPanel } from './vip-levels-panel';
import { WalletSettingsForm } from './wallet-settings-form';

/** The operator's back office: cashier, games, promotions and loyalty, agents; screens grouped in a side list. */
export function BackofficePage({ moreTabs = [] }: { moreTabs?: BackofficeTab[] }) {
  const { t } = useTranslation('backoffice');
  // The lottery tab's strings live in the lottery namespace with the rest of issue 15.
  const { t: tLottery } = useTranslation('lottery');
  const { t: tPromo } = useTranslation('promotions');
  // VIP and points mall tabs: their strings live in the vip and points namespaces (decisions 099, 100).
  const { t: tVip } = useTranslation('vip');
  const { t: tPoints } = useTranslation('points');
  // Missions, leaderboards, rains, raffles, referral and rebate screens (issue 16's operator side).
  const { t: tLoyalty } = useTranslation('boLoyalty');
  const { t: tSafety } = useTranslation('boSafety');
  const [params] = useSearchParams();
  const token = useOperatorSession((state) => state.token);
  const clear = useOperatorSession((state) => state.clear);
  const mustChangePassword = useOperatorSession((state) => state.mustChangePassword);
  if (!token) return <OperatorLoginForm />;
  if (mustChangePassword) return <OperatorPasswordForm />;
  const tabs: BackofficeTab[] = [
    {
      value: 'deposits',
      group: 'cashier',
      label: t('tabs.deposits'),
      panel: <RequestsTable kind="deposits" />,
    },
    {
      value: 'withdrawals',
      group: 'cashier',
      label: t('tabs.withdrawals'),
      panel: <RequestsTable kind="withdrawals" />,
    },
    { value: 'cases', group: 'cashier', label: t('tabs.cases'), panel: <ReceiptCasesTable /> },
    { value: 'settings', group: 'cashier', label: t('tabs.settings'), panel: <WalletSettingsForm /> },
    { value: 'lottery', group: 'games', label: tLottery('bo.tab'), panel: <LotteryResultsPanel /> },
    { value: 'promotions', group: 'promotions', label: tPromo('bo.tab'), panel: <PromotionsAdminPanel /> },
    {
      value: 'promotion-applications',
      group: 'promotions',
      label: tPromo('bo.applicationsTab'),
      panel: <PromotionApplicationsTable />,
    },
    { value: 'vip-levels', group: 'promotions', label: tVip('bo.tab'), panel: <VipLevelsPanel /> },
    { value: 'points-goods', group: 'promotions', label: tPoints('bo.goodsTab'), panel: <GoodsAdminPanel /> },
    {
      value: 'points-redemptions',
      group: 'promotions',
      label: tPoints('bo.redemptionsTab'),
      panel: <RedemptionsAdminPanel />,
    },
    {
      value: 'missions',
      group: 'promotions',
      label: tLoyalty('tabs.missions'),
      panel: <MissionsAdminPanel />,
    },
    {
      value: 'leaderboards',
      group: 'promotions',
      label: tLoyalty('tabs.leaderboards'),
      panel: <LeaderboardsAdminPanel />,
    },
    {
      value: 'red-envelopes',
      group: 'promotions',
      label: tLoyalty('tabs.rains'),
      panel: <RedEnvelopeRainsPanel />,
    },
    { value: 'raffles', group: 'promotions', label: tLoyalty('tabs.raffles'), panel: <RafflesAdminPanel /> },
    {
      value: 'referral-rules',
      group: 'promotions',
      label: tLoyalty('tabs.referral'),
      panel: <ReferralRulesPanel />,
    },
    {
      value: 'rebate-rates',
      group: 'promotions',
      label: tLoyalty('tabs.rebate'),
      panel: <RebateRatesPanel />,
    },
    // Responsible gaming (read-only) and the sign-in provider switches (decision 114).
    { value: 'rg', group: 'members', label: tSafety('tabs.rg'), panel: <RgLookupPanel /> },
    {
      value: 'sign-in-providers',
      group: 'members',
      label: tSafety('tabs.providers'),
      panel: <SignInProvidersPanel />,
    },
    ...moreTabs,
  ];
  // An unknown or missing ?tab= opens the first screen (deposits).
  const active = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0]!;
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
      <div className={classes.layout}>
        <BackofficeNav tabs={tabs} active={active} />
        {/* Only the chosen screen is mounted, so a screen loads its data when it is opened. */}
        <section aria-label={active.label} key={active.value} data-testid={`bo-panel-${active.value}`}>
          {active.panel}
        </section>
      </div>
    </Stack>
  );
}
