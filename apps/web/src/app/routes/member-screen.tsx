import { Badge, Group, Skeleton, Tabs, VisuallyHidden } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { usePromotionBadges } from '../../features/promotions/api/get-badges';
import { useRewardBadges } from '../../features/rewards/api/get-reward-badges';
import { CustomerServiceCard } from '../../features/support/components/customer-service-card';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { VipCard } from '../../features/vip/components/vip-card';
import { MemberPage, type MemberTab, memberTabs } from './member/member-pages';
import './member/member-styles';

/** Below Mantine's `sm` breakpoint the tabs become a horizontal scroller (360 px layout). */
const MOBILE = '(max-width: 47.99em)';

// A plain matchMedia subscription: @mantine/hooks' version would split into its own first-page chunk.
const mobileQuery = window.matchMedia(MOBILE);
const subscribe = (notify: () => void) => {
  mobileQuery.addEventListener('change', notify);
  return () => mobileQuery.removeEventListener('change', notify);
};
const useIsMobile = () => useSyncExternalStore(subscribe, () => mobileQuery.matches);

function TabLabel({
  tab,
  unread,
  rewards,
  missions,
}: {
  tab: MemberTab;
  unread: number;
  rewards: number;
  missions: number;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <span>{t(`member.tabs.${tab}`)}</span>
      {tab === 'messageV2' && unread > 0 && (
        <>
          <Badge size="sm" color="red" circle={unread < 10} aria-hidden="true" data-testid="tab-unread-badge">
            {unread > 99 ? '99+' : unread}
          </Badge>
          <VisuallyHidden>{t('wallet:inbox.unreadCount', { count: unread })}</VisuallyHidden>
        </>
      )}
      {tab === 'rewardCenter' && rewards > 0 && (
        <>
          <Badge
            size="sm"
            color="red"
            circle={rewards < 10}
            aria-hidden="true"
            data-testid="tab-reward-badge"
          >
            {rewards > 99 ? '99+' : rewards}
          </Badge>
          <VisuallyHidden>{t('promotions:rewards.badge', { n: rewards })}</VisuallyHidden>
        </>
      )}
      {tab === 'missionLeaderboard' && missions > 0 && (
        <>
          <Badge
            size="sm"
            color="red"
            circle={missions < 10}
            aria-hidden="true"
            data-testid="tab-mission-badge"
          >
            {missions > 99 ? '99+' : missions}
          </Badge>
          <VisuallyHidden>{t('missions:badge', { n: missions })}</VisuallyHidden>
        </>
      )}
    </Group>
  );
}

export function MemberScreen() {
  const { t } = useTranslation(['common', 'wallet', 'promotions', 'missions']);
  const [params, setParams] = useSearchParams();
  const { data: member } = useMemberInfo();
  const { data: status } = useSystemStatus();
  const open = useAuthModalStore((state) => state.open);
  const requested = params.get('tab');
  const tab = memberTabs.find((item) => item === requested) ?? 'securityCenter';
  // Spec section 4: the unread-message call is skipped for trial users.
  const unread = useUnreadCount(member ? !member.isTrial : false).data?.count ?? 0;
  // Spec section 2 badges: the reward centre counts promotion rewards and prizes (missions, boards, raffles).
  const centre = useRewardBadges(member ? !member.isTrial : false).data;
  const rewards =
    (usePromotionBadges(member ? !member.isTrial : false).data?.rewardCenterCount ?? 0) +
    (centre?.rewardCount ?? 0);
  const mobileList = useRef<HTMLDivElement>(null);
  const mobile = useIsMobile();

  // Trial accounts are blocked from member features (spec section 4).
  useEffect(() => {
    if (member?.isTrial) open('trial');
  }, [member?.isTrial, open]);

  // The mobile tab strip scrolls sideways: keep the chosen tab in view (e.g. after a header link).
  useEffect(() => {
    if (!mobile) return;
    // Scroll the strip only: scrollIntoView would also move the page away from its top.
    const list = mobileList.current;
    const item = list?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (!list || !item) return;
    const listBox = list.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    list.scrollBy({ left: itemBox.left + itemBox.width / 2 - (listBox.left + listBox.width / 2) });
  }, [tab, mobile]);

  const select = (value: string | null) => value && setParams({ tab: value });

  return (
    <>
      <PageTitle icon={<IconUserCircle size={24} />}>{t('member.title')}</PageTitle>
      {/* The member's VIP level above every member-centre page (public state vipRankLevel, decision 099). */}
      <VipCard enabled={member ? !member.isTrial : false} />
      {/* One Tabs, so the page mounts once: vertical pills on desktop, a sideways strip on mobile. */}
      <Tabs
        value={tab}
        onChange={select}
        orientation={mobile ? 'horizontal' : 'vertical'}
        variant={mobile ? 'default' : 'pills'}
        keepMounted={false}
        styles={{ list: mobile ? undefined : { minWidth: 210 }, panel: { minWidth: 0 } }}
      >
        <Tabs.List
          ref={mobileList}
          aria-label={t('member.title')}
          style={mobile ? { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'none' } : undefined}
          data-testid="member-tab-strip"
        >
          {memberTabs.map((item) => (
            <Tabs.Tab
              key={item}
              value={item}
              h={44}
              style={mobile ? { whiteSpace: 'nowrap' } : undefined}
              data-tab={item}
              data-testid={`member-tab-${item}`}
            >
              <TabLabel tab={item} unread={unread} rewards={rewards} missions={centre?.missionCount ?? 0} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} ps={mobile ? 0 : 'lg'} pt={mobile ? 'md' : 0}>
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <MemberPage
              tab={tab}
              isAgent={member?.isAgent === true}
              onChangeLoginPassword={() => open('changePassword')}
              onOpenBonuses={() => select('bonusDetails')}
            />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      {/* Customer-service entries under every member-centre page (issue 17); none when not configured. */}
      {status && status.customerService.length > 0 && (
        <Suspense fallback={null}>
          <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
            <CustomerServiceCard entries={status.customerService} />
          </div>
        </Suspense>
      )}
    </>
  );
}
