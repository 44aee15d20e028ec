import type { DownlineNode } from '@goldline/contract/agent';
import type { Announcement } from '@goldline/contract/content';
import type { ContractKind } from '@goldline/contract/contracts';
import { lazy, type ReactNode, Suspense } from 'react';
import type { AgentContractTab, AgentTab } from './agent-tabs';
import './agent-styles';

// Each page is its own chunk: the overview's first screen does not download the register forms.
const named = <K extends string, P>(load: () => Promise<Record<K, (props: P) => ReactNode>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const TeamOverviewPage = named(
  () => import('../../../features/agent/components/team-overview-page'),
  'TeamOverviewPage',
);
const AgentAnnouncementsPage = named(
  () => import('../../../features/agent/components/agent-announcements-page'),
  'AgentAnnouncementsPage',
);
const RegisterCenterPage = named(
  () => import('../../../features/agent/components/register-center-page'),
  'RegisterCenterPage',
);
const DownlinePage = named(() => import('../../../features/agent/components/downline-page'), 'DownlinePage');
const TeamBetsPage = named(() => import('../../../features/agent/components/team-bets-page'), 'TeamBetsPage');
const PnlPage = named(() => import('../../../features/agent/components/pnl-page'), 'PnlPage');
const RevenuePage = named(() => import('../../../features/agent/components/revenue-page'), 'RevenuePage');
const TeamTransactionsPage = named(
  () => import('../../../features/agent/components/team-transactions-page'),
  'TeamTransactionsPage',
);
const ContractPage = named(
  () => import('../../../features/contracts/components/contract-page'),
  'ContractPage',
);
const DownlineContractsButton = named(
  () => import('../../../features/contracts/components/downline-contracts'),
  'DownlineContractsButton',
);
const DepositPage = named(() => import('../../../features/cashier/components/deposit-page'), 'DepositPage');
const WithdrawPage = named(
  () => import('../../../features/cashier/components/withdraw-page'),
  'WithdrawPage',
);
const MessageInboxPage = named(
  () => import('../../../features/messages/components/message-inbox-page'),
  'MessageInboxPage',
);
const AnnouncementBody = named(
  () => import('../../../features/content/components/announcement-body'),
  'AnnouncementBody',
);

/** The content feature draws an announcement (sanitised HTML); the agent feature lists them. */
const renderAnnouncement = (announcement: Announcement, headingId: string) => (
  <AnnouncementBody announcement={announcement} headingId={headingId} />
);

/** The contract kind each contract page of spec section 2 shows (issue 14). */
export const contractKindOf: Record<AgentContractTab, ContractKind> = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'dailySalary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** Team management's contract action per direct sub-agent comes from the contracts feature. */
const renderContracts = (row: DownlineNode) => (
  <Suspense fallback={null}>
    <DownlineContractsButton downline={{ id: row.id, account: row.account }} />
  </Suspense>
);

/** The page for an agent centre tab; the agent's own wallet and inbox reuse the member's pages. */
export function AgentPage({ tab }: { tab: AgentTab }) {
  switch (tab) {
    case 'agentTeamOverview':
      return <TeamOverviewPage />;
    case 'agentAnnouncement':
      return <AgentAnnouncementsPage renderBody={renderAnnouncement} />;
    case 'registerCenter':
      return <RegisterCenterPage />;
    case 'downlineManagmentView':
      return <DownlinePage renderContracts={renderContracts} />;
    case 'personalHistoryCopy':
      return <TeamBetsPage />;
    case 'palStatementsAgentCopy':
      return <PnlPage />;
    case 'agentRevenueReport':
      return <RevenuePage />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamTransactionsPage />;
    case 'agentDividendRecordCopy2':
    case 'agentDailyWages2':
    case 'agentHourSalary':
    case 'agentRealtimeSalary':
      return <ContractPage kind={contractKindOf[tab]} />;
    case 'depositv2':
      return <DepositPage />;
    case 'withdraw':
      return <WithdrawPage />;
    case 'messageV2':
      return <MessageInboxPage />;
  }
}
