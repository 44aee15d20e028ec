import type { ReactNode } from 'react';
import classes from './side-menu.module.css';

/**
 * A side-menu item's visible name on hover or focus while the menu is collapsed to icons: a CSS
 * tooltip (no floating-ui in the first page's JS). Expanded, the item shows its own label.
 */
export function MenuTip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactNode;
}) {
  if (!collapsed) return children;
  return (
    <span className={classes.tip} data-tip={label}>
      {children}
    </span>
  );
}
