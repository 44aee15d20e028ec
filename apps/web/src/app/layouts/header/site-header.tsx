import { ActionIcon, Button, Group } from '@mantine/core';
import { IconMenu2, IconSpeakerphone } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { useAuthModalStore } from '../../../features/auth/stores/auth-modal-store';
import { useAnnouncementModalStore } from '../../../features/content/stores/announcement-modal-store';
import { LanguageSelect } from '../../../features/settings/components/language-select';
import { ThemeToggle } from '../../../features/settings/components/theme-toggle';
import { useSystemStatus } from '../../../features/system/api/get-system-status';
import { useSessionStore } from '../../../lib/session-store';
import { useLayoutStore } from '../../stores/layout-store';
import { NavLaunchGate } from './nav-launch-gate';
import classes from './site-header.module.css';

// The category bar needs the game menus from the server anyway: its code loads alongside them.
const CategoryNav = lazy(() => import('./category-nav').then((m) => ({ default: m.CategoryNav })));
// Guests never need the member bar (balance, account menu): it loads with the session.
const MemberBar = lazy(() => import('./member-bar').then((m) => ({ default: m.MemberBar })));

/**
 * Header of spec section 2: guest buttons, or the member bar once logged in; on desktop the
 * category bar with its vendor dropdowns below.
 */
export function SiteHeader({ showLogo, wide }: { showLogo: boolean; wide: boolean }) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const open = useAuthModalStore((state) => state.open);
  const setDrawerOpen = useLayoutStore((state) => state.setDrawerOpen);
  const openAnnouncements = useAnnouncementModalStore((state) => state.open);
  const { data: status } = useSystemStatus();
  const brandName = status?.brand.name ?? t('brand');

  return (
    <header className={classes.header}>
      <div className={classes.top}>
        <ActionIcon
          className={classes.burger}
          variant="subtle"
          color="gray"
          size={44}
          onClick={() => setDrawerOpen(true)}
          aria-label={t('header.openMenu')}
          data-testid="header-menu"
        >
          <IconMenu2 size={24} aria-hidden="true" />
        </ActionIcon>
        <Link
          to="/"
          className={showLogo ? undefined : classes.mobileLogo}
          aria-label={`${brandName} – ${t('nav.home')}`}
        >
          <BrandLogo name={brandName} compact />
        </Link>
        <div className={classes.spacer} />
        {/* Hidden on a phone (visibleFrom): not rendered there at all (useWideScreen, decision 094). */}
        {wide && (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              onClick={() => openAnnouncements('player')}
              aria-label={t('nav.announcements')}
              visibleFrom="sm"
              data-testid="header-announcements"
            >
              <IconSpeakerphone size={22} aria-hidden="true" />
            </ActionIcon>
            <Group gap={4} wrap="nowrap" visibleFrom="sm">
              <ThemeToggle />
              <LanguageSelect />
            </Group>
          </>
        )}
        {token ? (
          <Suspense fallback={<div style={{ width: 260, height: 44 }} />}>
            <MemberBar />
          </Suspense>
        ) : (
          <Group gap={8} wrap="nowrap">
            {status?.whitelabel.FREEPLAY3 && (
              <Button variant="subtle" visibleFrom="md" onClick={() => open('login')} h={40}>
                {t('header.tryFree')}
              </Button>
            )}
            <Button variant="default" h={40} px={14} onClick={() => open('login')} data-testid="header-login">
              {t('header.login')}
            </Button>
            <Button h={40} px={14} onClick={() => open('register')} data-testid="header-register">
              {t('header.register')}
            </Button>
          </Group>
        )}
      </div>
      {/* The category bar is a desktop bar (hidden on a phone by its CSS): not even loaded there. */}
      {wide && (
        <Suspense fallback={<div className={classes.navPlaceholder} />}>
          <CategoryNav />
        </Suspense>
      )}
      <NavLaunchGate />
    </header>
  );
}
