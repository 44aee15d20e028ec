import { ActionIcon, Button, Indicator, UnstyledButton } from '@mantine/core';
import {
  IconArrowDownToArc,
  IconDots,
  IconHeadset,
  IconHome,
  IconLogout,
  IconMail,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { DropdownMenu, type MenuEntry } from '../../../components/dropdown-menu';
import { AgentClock } from '../../../features/agent/components/agent-clock';
import { useAuthModalStore } from '../../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { useUnreadCount } from '../../../features/messages/api/get-unread-count';
import { useSystemStatus } from '../../../features/system/api/get-system-status';
import { BalanceDisplay } from '../../../features/wallet/components/balance-display';
import classes from './agent-header.module.css';
import type { AgentTab } from './agent-tabs';

/**
 * The agent centre's own header (spec section 2 "Agent centre pages"): the way back to the site, the
 * agent's nickname (or account) over the GMT offset and live clock, the agent's own balance,
 * deposit, withdraw, platform messages and customer service. On a 360 px phone it stays one row:
 * the words fold into icons and the rarer entries into the "more" menu.
 */
export function AgentHeader({ onOpen }: { onOpen: (tab: AgentTab) => void }) {
  const { t } = useTranslation(['agent', 'common']);
  const { data: member } = useMemberInfo();
  const { data: status } = useSystemStatus();
  const openModal = useAuthModalStore((state) => state.open);
  const unread = useUnreadCount(Boolean(member)).data?.count ?? 0;
  const brandName = status?.brand.name ?? t('common:brand');
  const name = member ? member.nickname || member.account : '';
  const support = status?.customerService ?? [];

  const more: MenuEntry[] = [
    {
      key: 'withdraw',
      label: t('common:header.withdraw'),
      icon: <IconArrowDownToArc size={18} />,
      onSelect: () => onOpen('withdraw'),
      testId: 'agent-menu-withdraw',
    },
    ...support.map((entry, index) => ({
      key: `cs-${entry.csType}-${index}`,
      label: t(`common:side.${entry.csType}`, { defaultValue: entry.title || t('header.support') }),
      icon: <IconHeadset size={18} />,
      onSelect: () => window.open(entry.path, '_blank', 'noopener,noreferrer'),
      testId: `agent-menu-cs-${entry.csType}`,
      dividerBefore: index === 0,
    })),
    {
      key: 'site',
      label: t('common:agent.backToSite'),
      icon: <IconHome size={18} />,
      onSelect: () => window.location.assign('/'),
      dividerBefore: true,
    },
    {
      key: 'signOut',
      label: t('common:menu.signOut'),
      icon: <IconLogout size={18} />,
      onSelect: () => openModal('logout'),
      testId: 'agent-menu-logout',
    },
  ];

  return (
    <header className={classes.header} data-testid="agent-header">
      <div className={classes.row}>
        <Link to="/" className={classes.siteLink} aria-label={t('header.backToSite', { brand: brandName })}>
          <BrandLogo name={brandName} compact />
          <span className={`${classes.siteText} gl-hide-mobile`}>{t('common:agent.backToSite')}</span>
        </Link>
        <div className={classes.who}>
          <bdi className={classes.name} data-testid="agent-name">
            {name}
          </bdi>
          <span className="gl-hide-mobile">
            <AgentClock size="xs" />
          </span>
          <span className={classes.phoneOnly}>
            <AgentClock size="xs" compact />
          </span>
        </div>
        <BalanceDisplay decimals={status?.currency.decimals ?? 2} />
        <Button
          h={40}
          px={14}
          leftSection={<IconWallet size={18} aria-hidden="true" />}
          onClick={() => onOpen('depositv2')}
          visibleFrom="sm"
          data-testid="agent-header-deposit"
        >
          {t('common:header.deposit')}
        </Button>
        <Button
          h={40}
          px={14}
          variant="default"
          leftSection={<IconArrowDownToArc size={18} aria-hidden="true" />}
          onClick={() => onOpen('withdraw')}
          visibleFrom="md"
        >
          {t('common:header.withdraw')}
        </Button>
        <Indicator
          disabled={unread === 0}
          label={unread > 99 ? '99+' : unread}
          size={18}
          color="red"
          offset={6}
          visibleFrom="sm"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            onClick={() => onOpen('messageV2')}
            aria-label={
              unread > 0
                ? `${t('common:menu.messages')} (${t('common:header.unread', { count: unread })})`
                : t('common:menu.messages')
            }
            data-testid="agent-header-messages"
          >
            <IconMail size={22} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
        <DropdownMenu
          entries={[
            {
              key: 'deposit',
              label: t('common:header.deposit'),
              icon: <IconWallet size={18} />,
              onSelect: () => onOpen('depositv2'),
            },
            {
              key: 'messages',
              label: unread > 0 ? `${t('common:menu.messages')} (${unread})` : t('common:menu.messages'),
              icon: <IconMail size={18} />,
              onSelect: () => onOpen('messageV2'),
            },
            ...more,
          ]}
          renderTrigger={(props) => (
            <Indicator disabled={unread === 0} size={10} color="red" offset={8}>
              <UnstyledButton
                {...props}
                aria-label={t('header.more')}
                data-testid="agent-header-more"
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minWidth: 44,
                  minHeight: 44,
                  borderRadius: 999,
                }}
              >
                <IconDots size={22} aria-hidden="true" />
              </UnstyledButton>
            </Indicator>
          )}
        />
      </div>
    </header>
  );
}
