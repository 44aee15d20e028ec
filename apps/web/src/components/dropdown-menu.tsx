import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import classes from './dropdown-menu.module.css';

/**
 * A small accessible menu button (WAI-ARIA menu pattern: arrows, Home/End, Escape, Tab). Hand-rolled
 * instead of Mantine Menu because the floating-ui positioning engine alone would cost the first
 * page ~15 KB gzipped (performance budget, reference/ecosystem.md 8).
 */
export interface MenuEntry {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  end?: ReactNode;
  testId?: string;
  current?: boolean;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  dividerBefore?: boolean;
}

export interface TriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
}

interface Props {
  entries: MenuEntry[];
  label?: ReactNode;
  renderTrigger: (props: TriggerProps) => ReactNode;
  /** Open above the trigger (side-menu footer). */
  up?: boolean;
}

export function DropdownMenu({ entries, label, renderTrigger, up = false }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  const count = entries.length;
  const focusItem = useCallback(
    (index: number) => items.current[((index % count) + count) % count]?.focus(),
    [count],
  );
  const startIndex = Math.max(
    0,
    entries.findIndex((entry) => entry.current),
  );

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    requestAnimationFrame(() => focusItem(startIndex));
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close, focusItem, startIndex]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Tab') return close(false);
    let handled = true;
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(entries.length - 1);
    else if (event.key === 'Escape') close(true);
    else handled = false;
    if (handled) event.preventDefault();
  };

  return (
    <div className={classes.root} ref={root}>
      {renderTrigger({
        ref: trigger,
        onClick: () => setOpen((value) => !value),
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        },
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
      })}
      {open && (
        <div id={id} role="menu" className={`${classes.menu} ${up ? classes.up : ''}`} onKeyDown={onMenuKey}>
          {label && (
            <div className={classes.label} role="presentation">
              {label}
            </div>
          )}
          {entries.map((entry, index) => (
            <div key={entry.key} role="none">
              {entry.dividerBefore && <hr className={classes.divider} />}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                ref={(node) => {
                  items.current[index] = node;
                }}
                className={classes.item}
                data-testid={entry.testId}
                lang={entry.lang}
                dir={entry.dir}
                aria-current={entry.current ? 'true' : undefined}
                onClick={() => {
                  close(true);
                  entry.onSelect();
                }}
              >
                {entry.icon && <span aria-hidden="true">{entry.icon}</span>}
                <span>{entry.label}</span>
                {entry.end && <span className={classes.end}>{entry.end}</span>}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
