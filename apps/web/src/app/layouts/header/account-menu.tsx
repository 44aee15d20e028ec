import { Avatar, Badge, Indicator, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Indicator.css';
import {
  IconChevronDown,
  IconCoin,
  IconGift,
  IconHistory,
  IconLogout,
  IconMail,
  IconReceipt,
  IconReportMoney,
  IconShieldLock,
  IconShoppingBag,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../components/dropdown-menu';
import { useAuthModalStore } from '../../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../../features/member/api/get-member-info';
import { useUnreadCount } from '../../../features/messages/api/get-unread-count';
import { usePromotionBadges } from '../../../features/promotions/api/get-badges';
import { useRewardBadges } from '../../../features/rewards/api/get-reward-badges';
import { useSystemStatus } from '../../../features/system/api/get-system-status';
import { useMemberNavigation } from '../use-member-navigation';

interface Entry {
  key: string;
  icon: ReactNode;
  go: () => void;
  show?: boolean;
}

/** Account dropdown of spec section 2, with its feature switches (PTSYS3, MANPLAYREB3, agent). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  const { data: status } = useSystemStatus();
  const goMember = useMemberNavigation();
  const open = useAuthModalStore((state) => state.open);
  const name = member?.nickname || member?.account || '…';
  const flags = status?.whitelabel;
  const icon = (node: ReactNode) => node;
  // Spec section 4: no unread-count call for trial users.
  const unread = useUnreadCount(member ? !member.isTrial : false).data?.count ?? 0;
  // Spec section 2: the reward centre carries a badge count (rewards waiting to be claimed).
  const real = member ? !member.isTrial : false;
  const rewards =
    (usePromotionBadges(real).data?.rewardCenterCount ?? 0) + (useRewardBadges(real).data?.rewardCount ?? 0);

  const entries: Entry[] = [
    { key: 'deposit', icon: icon(<IconWallet size={18} />), go: () => goMember('depositv2') },
    {
      key: 'bettingRecord',
      icon: icon(<IconHistory size={18} />),
      go: () => goMember('personalHistoryCopy'),
    },
    { key: 'accountRecord', icon: icon(<IconReceipt size={18} />), go: () => goMember('transactionHistory') },
    {
      key: 'personalProfit',
      icon: icon(<IconReportMoney size={18} />),
      go: () => goMember('personalProfit'),
    },
    { key: 'rewardCenter', icon: icon(<IconGift size={18} />), go: () => goMember('rewardCenter') },
    {
      key: 'pointMall',
      icon: icon(<IconShoppingBag size={18} />),
      go: () => goMember('', '/pointMall'),
      show: flags?.PTSYS3 === true,
    },
    { key: 'securityCenter', icon: icon(<IconShieldLock size={18} />), go: () => goMember('securityCenter') },
    {
      key: 'messages',
      icon: icon(<IconMail size={18} />),
      go: () => goMember('messageV2'),
    },
    {
      key: 'agentCenter',
      icon: icon(<IconUsersGroup size={18} />),
      go: () => goMember('', '/agentHome'),
      show: member?.isAgent === true,
    },
    {
      key: 'manualRebate',
      icon: icon(<IconCoin size={18} />),
      go: () => goMember('manualRebate'),
      show: flags?.MANPLAYREB3 === true,
    },
  ];

  const visible = entries.filter((entry) => entry.show !== false);
  return (
    <DropdownMenu
      label={<bdi>{member?.account}</bdi>}
      entries={[
        ...visible.map((entry) => ({
          key: entry.key,
          label:
            entry.key === 'deposit'
              ? t('header.deposit')
              : entry.key === 'messages' && unread > 0
                ? `${t('menu.messages')} (${unread})`
                : entry.key === 'rewardCenter' && rewards > 0
                  ? `${t('menu.rewardCenter')} (${rewards})`
                  : t(`menu.${entry.key}`),
          icon: entry.icon,
          onSelect: entry.go,
        })),
        {
          key: 'signOut',
          label: t('menu.signOut'),
          icon: <IconLogout size={18} />,
          testId: 'menu-logout',
          dividerBefore: true,
          onSelect: () => open('logout'),
        },
      ]}
      renderTrigger={(props) => (
        <UnstyledButton
          {...props}
          data-testid="header-account"
          aria-label={
            unread > 0
              ? `${t('header.accountMenu', { name })} (${t('header.unread', { count: unread })})`
              : t('header.accountMenu', { name })
          }
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            minHeight: 44,
            paddingInline: 6,
            borderRadius: 999,
          }}
        >
          <Indicator
            disabled={unread === 0}
            label={unread > 99 ? '99+' : unread}
            size={18}
            color="red"
            offset={4}
            data-testid="header-unread-badge"
          >
            <Avatar src={member?.avatarUrl || null} alt="" size={34} color="gold" radius="xl">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
          </Indicator>
          <bdi
            style={{
              fontWeight: 700,
              maxWidth: 120,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
            className="gl-hide-mobile"
          >
            {name}
          </bdi>
          {member?.isTrial && (
            <Badge size="sm" variant="outline" className="gl-hide-mobile">
              {t('header.trialBadge')}
            </Badge>
          )}
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      )}
    />
  );
}
