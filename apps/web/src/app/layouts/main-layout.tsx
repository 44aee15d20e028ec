import { Drawer, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { hidesSideMenu } from '../navigation/game-categories';
import { useLayoutStore } from '../stores/layout-store';
import { BottomNav } from './bottom-nav';
import { SiteHeader } from './header/site-header';
import classes from './main-layout.module.css';
import { SideMenu } from './side-menu/side-menu';
import { SiteFooter } from './site-footer';

/** Home layout (spec section 2): sticky header, collapsible side menu at the start side, footer. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const collapsed = useLayoutStore((state) => state.collapsed);
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  const setDrawerOpen = useLayoutStore((state) => state.setDrawerOpen);
  const showSide = !hidesSideMenu(pathname);
  // The drawer opens from the start side: the right in RTL.
  const { dir } = useDirection();

  return (
    <>
      <a className="gl-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className={classes.shell}>
        {showSide && (
          <aside
            className={classes.side}
            data-collapsed={collapsed || undefined}
            aria-label={t('side.sideMenu')}
          >
            <SideMenu collapsed={collapsed} />
          </aside>
        )}
        <div className={classes.column}>
          <SiteHeader showLogo={!showSide} />
          <main id="main" tabIndex={-1} className={classes.main}>
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </div>
      <BottomNav />
      <Drawer
        opened={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size={280}
        padding={0}
        position={dir === 'rtl' ? 'right' : 'left'}
        title={t('side.sideMenu')}
        closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
        hiddenFrom="sm"
      >
        <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </>
  );
}
