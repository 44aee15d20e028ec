import { IconHourglassHigh, IconWallet } from '@tabler/icons-react';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { type RangeState, rangeQuery } from '../../../features/records/components/date-range';
import { DateRangeFilter } from '../../../features/records/components/date-range-filter';

/** Member centre pages of spec section 2, in its order; securityCenter is the default. */
export const memberTabs = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Not in the spec: responsible gaming (issue 17, decision 107).
  'responsibleGaming',
] as const;
export type MemberTab = (typeof memberTabs)[number];

// Each page is its own chunk: opening the deposit page does not download the security forms.
const named = <K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const DepositPage = named(() => import('../../../features/cashier/components/deposit-page'), 'DepositPage');
const WithdrawPage = named(
  () => import('../../../features/cashier/components/withdraw-page'),
  'WithdrawPage',
);
const TransactionHistoryPage = named(
  () => import('../../../features/records/components/transaction-history-page'),
  'TransactionHistoryPage',
);
const PersonalProfitPage = named(
  () => import('../../../features/records/components/personal-profit-page'),
  'PersonalProfitPage',
);
const BonusDetailsPage = named(
  () => import('../../../features/promotions/components/bonus-details-page'),
  'BonusDetailsPage',
);
const ReferralPage = named(
  () => import('../../../features/referral/components/referral-page'),
  'ReferralPage',
);
const ResponsibleGamingPage = named(
  () => import('../../../features/responsible-gaming/components/responsible-gaming-page'),
  'ResponsibleGamingPage',
);
const RebatePage = named(() => import('../../../features/rebate/components/rebate-page'), 'RebatePage');
// The reward centre and missions tabs compose two features each (app/routes/member/*-tab.tsx).
const RewardCentreTab = lazy(() =>
  import('./reward-centre-tab').then((m) => ({ default: m.RewardCentreTab })),
);
const MissionsTab = named(() => import('./missions-tab'), 'MissionsTab');
const BettingRecordPage = lazy(() =>
  import('../../../features/betting/components/betting-record-page').then((m) => ({
    default: m.BettingRecordPage,
  })),
);
const MessageInboxPage = named(
  () => import('../../../features/messages/components/message-inbox-page'),
  'MessageInboxPage',
);
const TransferPage = lazy(() =>
  import('../../../features/transfers/components/transfer-page').then((m) => ({ default: m.TransferPage })),
);
const SecurityCenterPage = lazy(() =>
  import('../../../features/security/components/security-center-page').then((m) => ({
    default: m.SecurityCenterPage,
  })),
);

/** The betting record with the records feature's date filter: features never import each other. */
function BettingRecordTab() {
  const [range, setRange] = useState<RangeState>({ preset: 'last7', fromDay: '', toDay: '' });
  const dates = rangeQuery(range);
  return (
    <BettingRecordPage
      dates={'problem' in dates ? null : dates}
      dateFilter={<DateRangeFilter value={range} onChange={setRange} />}
    />
  );
}

function ComingSoon({ tab }: { tab: MemberTab }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconHourglassHigh size={34} />}
      title={t(`member.tabs.${tab}`)}
      text={t('empty.comingSoonText')}
    />
  );
}

/** The page for a tab; pages not built yet keep their honest "coming soon" state. */
export function MemberPage({
  tab,
  isAgent,
  onChangeLoginPassword,
  onOpenBonuses,
}: {
  tab: MemberTab;
  isAgent: boolean;
  onChangeLoginPassword: () => void;
  onOpenBonuses: () => void;
}) {
  const { t } = useTranslation('wallet');
  switch (tab) {
    case 'securityCenter':
      return <SecurityCenterPage onChangeLoginPassword={onChangeLoginPassword} />;
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'transferUpline':
      return <TransferPage isAgent={isAgent} show="both" />;
    case 'transferFund':
      // One wallet for every game here: the only fund transfer left is the agent's to a downline.
      return isAgent ? (
        <TransferPage isAgent show="downline" />
      ) : (
        <EmptyState
          icon={<IconWallet size={34} />}
          title={t('transfer.singleWalletTitle')}
          text={t('transfer.singleWallet')}
        />
      );
    case 'personalHistoryCopy':
      return <BettingRecordTab />;
    case 'transactionHistory':
      return <TransactionHistoryPage />;
    case 'personalProfit':
      return <PersonalProfitPage />;
    case 'bonusDetails':
      return <BonusDetailsPage />;
    case 'rewardCenter':
      return <RewardCentreTab onOpenBonuses={onOpenBonuses} />;
    case 'missionLeaderboard':
      return <MissionsTab />;
    case 'messageV2':
      return <MessageInboxPage />;
    case 'referral':
      return <ReferralPage />;
    case 'manualRebate':
      return <RebatePage />;
    case 'responsibleGaming':
      return <ResponsibleGamingPage />;
    default:
      return <ComingSoon tab={tab} />;
  }
}
