import type { ReactNode } from 'react';
import { MenuTip } from './menu-tip';
import classes from './side-menu.module.css';

/**
 * A side-menu entry that acts rather than links: icon and label, its name as a tip when collapsed.
 * After acting it calls `onNavigate` (the mobile drawer closes), as the menu's links do.
 */
export function MenuButton({
  collapsed,
  label,
  icon,
  onClick,
  onNavigate,
  testId,
}: {
  collapsed: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  onNavigate?: () => void;
  testId?: string;
}) {
  const act = () => {
    onClick();
    onNavigate?.();
  };
  return (
    <MenuTip collapsed={collapsed} label={label}>
      <button type="button" className={classes.item} onClick={act} data-testid={testId}>
        <span className={classes.icon}>{icon}</span>
        <span className={classes.label}>{label}</span>
      </button>
    </MenuTip>
  );
}
