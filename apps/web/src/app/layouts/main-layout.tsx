import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { usePageQuiet } from '../../features/content/hooks/use-page-quiet';
import { useAnnouncementModalStore } from '../../features/content/stores/announcement-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
// Listens from the first page on: the browser offers installation once, on whatever screen is open.
import '../../lib/install-prompt';
import { useSessionStore } from '../../lib/session-store';
import { hidesSideMenu } from '../navigation/game-categories';
import { AppLoadingScreen } from '../status/app-loading-screen';
import { useLayoutStore } from '../stores/layout-store';
import { BottomNav } from './bottom-nav';
import { SiteHeader } from './header/site-header';
import classes from './main-layout.module.css';
import { SideMenu } from './side-menu/side-menu';
import { useWideScreen } from './use-wide-screen';

// The drawer (modal machinery, focus trap, scroll lock) loads the first time a phone opens it.
// The announcement popups load right after the first paint: they never hold it up.
const ContentHosts = lazy(() =>
  import('../../features/content/components/content-hosts').then((m) => ({ default: m.ContentHosts })),
);
// The footer is below the fold on every screen: its code loads once the page is quiet (decision 094).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
// The service worker, the chat drawer and the help and feedback popups: once the page is quiet.
const QuietHosts = lazy(() => import('./quiet-hosts').then((m) => ({ default: m.QuietHosts })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** Home layout (spec section 2): sticky header, collapsible side menu at the start side, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collapsed = useLayoutStore((state) => state.collapsed);
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  // Stays mounted after the first opening so closing can animate.
  const [drawerMounted, setDrawerMounted] = useState(false);
  useEffect(() => {
    if (drawerOpen) setDrawerMounted(true);
  }, [drawerOpen]);
  const showSide = !hidesSideMenu(pathname);
  const token = useSessionStore((state) => state.token);
  const { data: member } = useMemberInfo();
  const authModalOpen = useAuthModalStore((state) => state.modal !== null);
  // A visitor's popups wait for the quiet page anyway, and a visitor's audience is the store's
  // default: their host's code loads then, or when the header or marquee opens an announcement
  // first, outside the first page's JS (decision 075). A member's audience is set at once.
  const quiet = usePageQuiet();
  const announcementOpened = useAnnouncementModalStore((state) => state.opened);
  const contentHosts = Boolean(token) || quiet || announcementOpened;
  const wide = useWideScreen();
  // The site status arrives through a query, whose update React renders in one blocking task; the
  // whole layout drawn in it kept a phone's main thread busy for over a second. Drawn instead as a
  // deferred value, React renders it in short slices between which the page stays responsive; the
  // loading screen (or the server's home shell, decision 075) shows meanwhile (decision 094).
  const drawn = useDeferredValue(true, false);
  if (!drawn) return <AppLoadingScreen />;

  return (
    <>
      <a className="gl-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className={classes.shell}>
        {showSide && wide && (
          <aside
            className={classes.side}
            data-collapsed={collapsed || undefined}
            aria-label={t('side.sideMenu')}
          >
            <SideMenu collapsed={collapsed} />
          </aside>
        )}
        <div className={classes.column}>
          <SiteHeader showLogo={!showSide} wide={wide} />
          <main id="main" tabIndex={-1} className={classes.main}>
            <Outlet />
          </main>
          {/* Below the fold on every screen: drawn once the page is quiet (usePageQuiet). */}
          {quiet ? (
            <Suspense fallback={<div style={{ minHeight: 320 }} aria-hidden="true" />}>
              <SiteFooter />
            </Suspense>
          ) : (
            <div style={{ minHeight: 320 }} aria-hidden="true" />
          )}
        </div>
      </div>
      {!wide && <BottomNav />}
      {contentHosts && (
        <Suspense fallback={null}>
          <ContentHosts
            audience={{
              loggedIn: Boolean(token),
              memberId: member?.id ?? null,
              firstLogin: member?.firstTimeLogin ?? false,
            }}
            otherPopupOpen={authModalOpen}
          />
        </Suspense>
      )}
      {quiet && (
        <Suspense fallback={null}>
          <QuietHosts />
        </Suspense>
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer />
        </Suspense>
      )}
    </>
  );
}
