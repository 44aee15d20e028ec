import type { CustomerService } from '@goldline/contract/system';
import { ActionIcon } from '@mantine/core';
import {
  IconBrandHipchat,
  IconChevronsLeft,
  IconChevronsRight,
  IconCoin,
  IconHelpCircle,
  IconMessage2,
  IconMessageCircle,
  IconPhone,
  IconSend,
  IconSpeakerphone,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { useAnnouncementModalStore } from '../../../features/content/stores/announcement-modal-store';
import { LanguageSelect } from '../../../features/settings/components/language-select';
import { useSystemStatus } from '../../../features/system/api/get-system-status';
import {
  categoryOf,
  homeCategory,
  type NavCategory,
  promotionsCategory,
} from '../../navigation/game-categories';
import { categoryAction, type NavAction } from '../../navigation/nav-actions';
import { useActiveNavPath, useNavMenus, useRunNavAction } from '../../navigation/use-nav-menus';
import { useCommsModalStore } from '../../stores/comms-modal-store';
import { useLayoutStore } from '../../stores/layout-store';
import { useMemberNavigation } from '../use-member-navigation';
import { AppDownload } from './app-download';
import { ChatRoomToggle } from './chat-room-toggle';
import classes from './side-menu.module.css';

const csIcons: Record<CustomerService['csType'], ReactNode> = {
  LIVECHAT: <IconBrandHipchat size={20} aria-hidden="true" />,
  FACEBOOK: <IconUsers size={20} aria-hidden="true" />,
  TELEGRAM: <IconSend size={20} aria-hidden="true" />,
  TELEGRAM2: <IconSend size={20} aria-hidden="true" />,
  WHATSAPP: <IconPhone size={20} aria-hidden="true" />,
};

/** Side menu of spec section 2; in the mobile drawer `onNavigate` closes the drawer. */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const toggleCollapsed = useLayoutStore((state) => state.toggleCollapsed);
  const goMember = useMemberNavigation();
  const openAnnouncements = useAnnouncementModalStore((state) => state.open);
  const openCommsModal = useCommsModalStore((state) => state.open);
  const menus = useNavMenus();
  const active = useActiveNavPath(menus);
  const run = useRunNavAction();
  // Spec section 2 order: home, the server's categories (only those with a vendor), promotions.
  const entries: { category: NavCategory; path: string; action: NavAction | null }[] = [
    { category: homeCategory, path: homeCategory.path, action: null },
    ...menus.map((menu) => ({
      category: categoryOf(menu.gameType),
      path: menu.path,
      action: categoryAction(menu),
    })),
    { category: promotionsCategory, path: promotionsCategory.path, action: null },
  ];
  const referral = status?.whitelabel.REFERRAL === true;

  // Collapsed items keep their visible-on-hover/focus name through a CSS tooltip (no floating-ui).
  const wrap = (label: string, node: ReactNode) =>
    collapsed ? (
      <span className={classes.tip} data-tip={label}>
        {node}
      </span>
    ) : (
      node
    );

  return (
    <nav
      className={`${classes.menu} ${collapsed ? classes.collapsed : ''}`}
      aria-label={t('nav.mainNavigation')}
    >
      <div className={classes.logoRow}>
        <Link
          to="/"
          className={classes.logoLink}
          aria-label={`${t('brand')} – ${t('nav.home')}`}
          onClick={onNavigate}
        >
          <BrandLogo name={status?.brand.name ?? t('brand')} compact={collapsed} />
        </Link>
        {!onNavigate && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={toggleCollapsed}
            aria-label={collapsed ? t('side.expand') : t('side.collapse')}
            aria-expanded={!collapsed}
          >
            {collapsed ? (
              <IconChevronsRight
                size={18}
                aria-hidden="true"
                style={{ transform: 'scaleX(var(--gl-flip, 1))' }}
              />
            ) : (
              <IconChevronsLeft
                size={18}
                aria-hidden="true"
                style={{ transform: 'scaleX(var(--gl-flip, 1))' }}
              />
            )}
          </ActionIcon>
        )}
      </div>

      <div className={classes.sectionLabel} id="side-games">
        {t('nav.gameCategories')}
      </div>
      <ul
        aria-labelledby="side-games"
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}
      >
        {entries.map((entry) => (
          <li key={entry.category.key}>
            {wrap(
              t(`nav.${entry.category.key}`),
              <CategoryLink {...entry} current={active === entry.path} run={run} onNavigate={onNavigate} />,
            )}
          </li>
        ))}
      </ul>

      {wrap(
        t('nav.announcements'),
        <button
          type="button"
          className={classes.item}
          onClick={() => {
            openAnnouncements('player');
            onNavigate?.();
          }}
          data-testid="side-announcements"
        >
          <span className={classes.icon}>
            <IconSpeakerphone size={22} stroke={1.7} aria-hidden="true" />
          </span>
          <span className={classes.label}>{t('nav.announcements')}</span>
        </button>,
      )}

      <div className={classes.sectionLabel}>{t('side.bonus')}</div>
      {wrap(
        t('side.bonus'),
        <button
          type="button"
          className={classes.item}
          onClick={() => {
            goMember('rewardCenter');
            onNavigate?.();
          }}
        >
          <span className={classes.icon}>
            <IconCoin size={22} stroke={1.7} aria-hidden="true" />
          </span>
          <span className={classes.label}>{t('side.bonus')}</span>
        </button>,
      )}
      {referral &&
        wrap(
          t('side.inviteFriends'),
          <button
            type="button"
            className={classes.item}
            onClick={() => {
              goMember('referral');
              onNavigate?.();
            }}
          >
            <span className={classes.icon}>
              <IconUserPlus size={22} stroke={1.7} aria-hidden="true" />
            </span>
            <span className={classes.label}>{t('side.inviteFriends')}</span>
          </button>,
        )}
      {wrap(
        t('side.chatRoom'),
        <ChatRoomToggle
          itemClass={classes.item ?? ''}
          iconClass={classes.icon ?? ''}
          labelClass={classes.label ?? ''}
          onNavigate={onNavigate}
        />,
      )}
      {(['help', 'feedback'] as const).map((modal) => (
        <div key={modal}>
          {wrap(
            t(`footer.${modal}`),
            <button
              type="button"
              className={classes.item}
              onClick={() => {
                openCommsModal(modal);
                onNavigate?.();
              }}
              data-testid={`side-${modal}`}
            >
              <span className={classes.icon}>
                {modal === 'help' ? (
                  <IconHelpCircle size={22} stroke={1.7} aria-hidden="true" />
                ) : (
                  <IconMessage2 size={22} stroke={1.7} aria-hidden="true" />
                )}
              </span>
              <span className={classes.label}>{t(`footer.${modal}`)}</span>
            </button>,
          )}
        </div>
      ))}
      <AppDownload
        collapsed={collapsed}
        itemClass={classes.item ?? ''}
        labelClass={classes.label ?? ''}
        iconClass={classes.icon ?? ''}
      />

      {status && status.customerService.length > 0 && (
        <>
          <div className={classes.sectionLabel} id="side-cs">
            {t('side.customerService')}
          </div>
          <ul
            aria-labelledby="side-cs"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}
          >
            {status.customerService.map((entry) => (
              <li key={`${entry.csType}-${entry.path}`}>
                {wrap(
                  t(`side.${entry.csType}`),
                  <a className={classes.item} href={entry.path} target="_blank" rel="noopener noreferrer">
                    <span className={classes.icon}>
                      {csIcons[entry.csType] ?? <IconMessageCircle size={20} aria-hidden="true" />}
                    </span>
                    <span className={classes.label}>{t(`side.${entry.csType}`)}</span>
                  </a>,
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <div
        style={{
          marginTop: 'auto',
          paddingTop: 16,
          display: 'flex',
          justifyContent: collapsed ? 'center' : 'flex-start',
        }}
      >
        <LanguageSelect compact={collapsed} testId="side-language-select" up />
      </div>
    </nav>
  );
}

/** A category: a link to its page, or (spec section 2) a direct launch when it holds a single game. */
function CategoryLink({
  category,
  path,
  current,
  action,
  run,
  onNavigate,
}: {
  category: NavCategory;
  path: string;
  current: boolean;
  action: NavAction | null;
  run: (action: NavAction) => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = category.icon;
  return (
    <Link
      to={path}
      className={classes.item}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (action && action.kind !== 'navigate') {
          event.preventDefault();
          run(action);
        }
        onNavigate?.();
      }}
    >
      <span className={classes.icon}>
        <Icon size={22} stroke={1.7} aria-hidden />
      </span>
      <span className={classes.label}>{t(`nav.${category.key}`)}</span>
    </Link>
  );
}
