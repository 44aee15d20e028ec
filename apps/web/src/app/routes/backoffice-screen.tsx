import { Container } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Pagination.css';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { operatorCall } from '../../features/backoffice/api/operator-api';
import type { BackofficeTab } from '../../features/backoffice/components/backoffice-nav';
import { BackofficePage } from '../../features/backoffice/components/backoffice-page';
import { BlogAdminPanel } from '../../features/backoffice/components/blog-admin-panel';
import { CustomerServicePanel } from '../../features/backoffice/components/customer-service-panel';
import { FeedbackInboxPanel } from '../../features/backoffice/components/feedback-inbox-panel';
import { HelpAdminPanel } from '../../features/backoffice/components/help-admin-panel';
import { ChatOperatorCallContext } from '../../features/chat/api/chat-admin-api';
import { ChatModerationPanel } from '../../features/chat/components/chat-moderation-panel';
import { OperatorCallContext } from '../../features/contracts/api/house-contracts';
import { HouseContractsPanel } from '../../features/contracts/components/house-contracts-panel';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { CurrencyContext } from '../../lib/currency-context';

/** /backoffice: the operator's cashier screen, outside the member layout and not linked from it. */
export function BackofficeScreen() {
  const { t } = useTranslation('backoffice');
  const { t: tOffice } = useTranslation('contractsOffice');
  const { t: tComms } = useTranslation('comms');
  const { t: tSupport } = useTranslation('support');
  const { t: tChat } = useTranslation('chat');
  const { data: status } = useSystemStatus();
  // House contracts (decision 096): the contracts feature's panel on the operator's session.
  const contracts: BackofficeTab = {
    value: 'contracts',
    group: 'agents',
    label: tOffice('tab'),
    panel: (
      <OperatorCallContext.Provider value={operatorCall}>
        <HouseContractsPanel />
      </OperatorCallContext.Provider>
    ),
  };
  // Feedback inbox, help centre and blog/news (decision 108).
  const comms: BackofficeTab[] = [
    { value: 'feedback', group: 'content', label: tComms('bo.feedbackTab'), panel: <FeedbackInboxPanel /> },
    { value: 'help', group: 'content', label: tComms('bo.helpTab'), panel: <HelpAdminPanel /> },
    { value: 'blog', group: 'content', label: tComms('bo.blogTab'), panel: <BlogAdminPanel /> },
  ];
  // Chat-room moderation (decision 110): the chat feature's panel on the operator's session.
  const chat: BackofficeTab = {
    value: 'chat',
    group: 'content',
    label: tChat('bo.tab'),
    panel: (
      <ChatOperatorCallContext.Provider value={operatorCall}>
        <ChatModerationPanel />
      </ChatOperatorCallContext.Provider>
    ),
  };
  // Customer-service channels of the side menu and member centre (decision 109).
  const customerService: BackofficeTab = {
    value: 'customer-service',
    group: 'content',
    label: tSupport('bo.tab'),
    panel: <CustomerServicePanel />,
  };
  return (
    <CurrencyContext.Provider value={status?.currency ?? { currency: '', currencySymbol: '', decimals: 2 }}>
      <Container component="main" size={1400} py="xl">
        <PageTitle icon={<IconBuildingBank size={24} />}>{t('title')}</PageTitle>
        <BackofficePage moreTabs={[contracts, ...comms, chat, customerService]} />
      </Container>
    </CurrencyContext.Provider>
  );
}
