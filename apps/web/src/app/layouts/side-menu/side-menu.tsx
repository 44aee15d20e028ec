import { ActionIcon } from '@mantine/core';
import {
  IconChevronsLeft,
  IconChevronsRight,
  IconCoin,
  IconSpeakerphone,
  IconUserPlus,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { usePageQuiet } from '../../../features/content/hooks/use-page-quiet';
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
import { useLayoutStore } from '../../stores/layout-store';
import { useMemberNavigation } from '../use-member-navigation';
import { MenuButton } from './menu-button';
import { MenuTip } from './menu-tip';
import classes from './side-menu.module.css';

// Chat, help, feedback, app download and customer service: once the page is quiet (decision 113).
const SideMenuSupport = lazy(() =>
  import('./side-menu-support').then((m) => ({ default: m.SideMenuSupport })),
);

/** Side menu of spec section 2; in the mobile drawer `onNavigate` closes the drawer. */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const toggleCollapsed = useLayoutStore((state) => state.toggleCollapsed);
  const goMember = useMemberNavigation();
  const openAnnouncements = useAnnouncementModalStore((state) => state.open);
  const quiet = usePageQuiet();
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
            <MenuTip collapsed={collapsed} label={t(`nav.${entry.category.key}`)}>
              <CategoryLink {...entry} current={active === entry.path} run={run} onNavigate={onNavigate} />
            </MenuTip>
          </li>
        ))}
      </ul>

      <MenuButton
        collapsed={collapsed}
        label={t('nav.announcements')}
        icon={<IconSpeakerphone size={22} stroke={1.7} aria-hidden="true" />}
        onClick={() => openAnnouncements('player')}
        onNavigate={onNavigate}
        testId="side-announcements"
      />

      <div className={classes.sectionLabel}>{t('side.bonus')}</div>
      <MenuButton
        collapsed={collapsed}
        label={t('side.bonus')}
        icon={<IconCoin size={22} stroke={1.7} aria-hidden="true" />}
        onClick={() => goMember('rewardCenter')}
        onNavigate={onNavigate}
      />
      {referral && (
        <MenuButton
          collapsed={collapsed}
          label={t('side.inviteFriends')}
          icon={<IconUserPlus size={22} stroke={1.7} aria-hidden="true" />}
          onClick={() => goMember('referral')}
          onNavigate={onNavigate}
        />
      )}
      {quiet && (
        <Suspense fallback={null}>
          <SideMenuSupport collapsed={collapsed} onNavigate={onNavigate} />
        </Suspense>
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
