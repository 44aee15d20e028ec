import type { ReactNode } from 'react';
import { MenuTip } from './menu-tip';
import classes from './side-menu.module.css';

/** A side-menu entry that acts rather than links: icon and label, its name as a tip when collapsed. */
export function MenuButton({
  collapsed,
  label,
  icon,
  onClick,
  testId,
}: {
  collapsed: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <MenuTip collapsed={collapsed} label={label}>
      <button type="button" className={classes.item} onClick={onClick} data-testid={testId}>
        <span className={classes.icon}>{icon}</span>
        <span className={classes.label}>{label}</span>
      </button>
    </MenuTip>
  );
}
