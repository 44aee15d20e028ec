import { Drawer, useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '../stores/layout-store';
import { SideMenu } from './side-menu/side-menu';

/** On phones the side menu becomes a drawer from the start side (docs/ui-direction.md "Layout"). */
export function MobileDrawer() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const drawerOpen = useLayoutStore((state) => state.drawerOpen);
  const setDrawerOpen = useLayoutStore((state) => state.setDrawerOpen);
  return (
    <Drawer
      opened={drawerOpen}
      onClose={() => setDrawerOpen(false)}
      size={280}
      padding={0}
      position={dir === 'rtl' ? 'right' : 'left'}
      title={t('side.sideMenu')}
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
    </Drawer>
  );
}
