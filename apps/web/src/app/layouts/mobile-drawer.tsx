import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '../stores/layout-store';
import { SideMenu } from './side-menu/side-menu';

/**
 * On phones the side menu becomes a drawer from the start side, where its button is
 * (docs/ui-direction.md "Layout"). Mantine's 'left' is already the start side: under dir="rtl" it
 * lays the drawer out with flex-start (the right) and slides it in from there, so no flip here.
 * padding 0 lets the menu run to the edges; the heading keeps its own padding.
 */
export function MobileDrawer() {
  const { t } = useTranslation();
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  const setDrawerOpen = useLayoutStore((state) => state.setDrawerOpen);
  return (
    <Drawer
      opened={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      size={280}
      padding={0}
      position="left"
      title={t('side.sideMenu')}
      styles={{ header: { paddingInline: 16, paddingBlock: 12 }, title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
      data-testid="mobile-drawer"
    >
      <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
    </Drawer>
  );
}
