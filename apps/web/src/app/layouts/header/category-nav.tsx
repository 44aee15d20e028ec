import type { VendorCard } from '@goldline/contract/games';
import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  categoryOf,
  homeCategory,
  type NavCategory,
  promotionsCategory,
} from '../../navigation/game-categories';
import { categoryAction, type GameMenu, type NavAction } from '../../navigation/nav-actions';
import { useActiveNavPath, useNavMenus, useRunNavAction } from '../../navigation/use-nav-menus';
import { vendorAction } from '../../navigation/vendor-action';
import classes from './category-nav.module.css';

/** Spec section 2: the vendor dropdown takes the large layout above 10 vendors. */
const LARGE_DROPDOWN_ABOVE = 10;
/** Time to cross from an entry into its dropdown before it closes. */
const CLOSE_DELAY_MS = 150;
/** The small dropdown's width (category-nav.module.css .panel). */
const PANEL_WIDTH = 420;

/**
 * The header's category bar (spec section 2): home, one entry per category with a vendor, then
 * promotions. Hovering or focusing an entry opens its vendor dropdown (content on hover or focus,
 * WCAG 1.4.13: it stays while hovered, Escape dismisses it); clicks follow the spec's rules.
 */
export function CategoryNav() {
  const { t } = useTranslation();
  const menus = useNavMenus();
  const active = useActiveNavPath(menus);
  const run = useRunNavAction();

  return (
    <nav className={classes.bar} aria-label={t('nav.gameCategories')} data-testid="category-nav">
      <div className={classes.scroller}>
        <ul className={classes.list}>
          <li className={classes.item}>
            <PlainEntry category={homeCategory} current={active === homeCategory.path} />
          </li>
          {menus.map((menu) => (
            <CategoryEntry key={menu.gameType} menu={menu} current={active === menu.path} run={run} />
          ))}
          <li className={classes.item}>
            <PlainEntry category={promotionsCategory} current={active === promotionsCategory.path} />
          </li>
        </ul>
      </div>
    </nav>
  );
}

function PlainEntry({ category, current }: { category: NavCategory; current: boolean }) {
  const { t } = useTranslation();
  const Icon = category.icon;
  return (
    <Link to={category.path} className={classes.entry} aria-current={current ? 'page' : undefined}>
      <Icon size={18} stroke={1.8} aria-hidden />
      {t(`nav.${category.key}`)}
    </Link>
  );
}

function CategoryEntry({
  menu,
  current,
  run,
}: {
  menu: GameMenu;
  current: boolean;
  run: (action: NavAction) => void;
}) {
  const { t } = useTranslation();
  const category = categoryOf(menu.gameType);
  const Icon = category.icon;
  const label = t(`nav.${category.key}`);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const trigger = useRef<HTMLAnchorElement>(null);
  // Escape returns focus to the entry without reopening the dropdown it just closed.
  const keepClosed = useRef(false);
  const { pathname, search } = useLocation();

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOffset(panelOffset(trigger.current));
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation closes the dropdown
  useEffect(() => setOpen(false), [pathname, search]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    keepClosed.current = true;
    trigger.current?.focus();
  };

  const click = (action: NavAction) => (event: MouseEvent) => {
    if (action.kind === 'navigate') return;
    event.preventDefault();
    setOpen(false);
    run(action);
  };

  const large = menu.vendors.length > LARGE_DROPDOWN_ABOVE;

  return (
    <li
      className={classes.item}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={() => {
        if (keepClosed.current) keepClosed.current = false;
        else show();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={trigger}
        to={menu.path}
        className={classes.entry}
        aria-current={current ? 'page' : undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={click(categoryAction(menu))}
        data-testid={`nav-${category.key}`}
      >
        <Icon size={18} stroke={1.8} aria-hidden />
        {label}
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
      </Link>
      <div
        id={panelId}
        className={`${classes.panel} ${large ? classes.large : ''}`}
        hidden={!open}
        style={large ? undefined : { insetInlineStart: offset }}
        data-testid={`nav-dropdown-${category.key}`}
      >
        <p className={classes.panelTitle}>{t('nav.vendorsOf', { category: label })}</p>
        <ul className={classes.vendors}>
          {menu.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorEntry vendor={vendor} action={vendorAction(menu, vendor)} onClick={click} />
            </li>
          ))}
        </ul>
        <Link to={menu.path} className={classes.all}>
          {t('nav.allOf', { category: label })}
        </Link>
      </div>
    </li>
  );
}

/** Where the entry starts inside the bar, on the inline axis (so the dropdown opens under it). */
function panelOffset(entry: HTMLElement | null): number {
  const bar = entry?.closest('nav');
  if (!entry || !bar) return 0;
  const a = entry.getBoundingClientRect();
  const b = bar.getBoundingClientRect();
  const start = getComputedStyle(bar).direction === 'rtl' ? b.right - a.right : a.left - b.left;
  return Math.max(8, Math.min(start, b.width - PANEL_WIDTH - 8));
}

function VendorEntry({
  vendor,
  action,
  onClick,
}: {
  vendor: VendorCard;
  action: NavAction;
  onClick: (action: NavAction) => (event: MouseEvent) => void;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <span className={classes.vendorName}>{vendor.displayName}</span>
      <span className={classes.vendorCount}>{t('nav.gameCount', { count: vendor.gameCount })}</span>
    </>
  );
  if (action.kind === 'navigate') {
    return (
      <Link to={action.to} className={classes.vendor} data-testid="nav-vendor">
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={classes.vendor} onClick={onClick(action)} data-testid="nav-vendor">
      {body}
    </button>
  );
}
