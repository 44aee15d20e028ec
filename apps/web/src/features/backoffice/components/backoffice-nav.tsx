import '@mantine/core/styles/NavLink.css';
import { Button, NavLink } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './backoffice-nav.module.css';

/** The back office's sections, in the order the side list shows them. */
export const backofficeGroups = ['cashier', 'games', 'promotions', 'agents', 'members', 'content'] as const;
export type BackofficeGroup = (typeof backofficeGroups)[number];

/**
 * One screen of the back office. Other features bring theirs through `moreTabs` (the app composes
 * them, as features never import each other). `value` is the `?tab=` search parameter and the
 * `bo-tab-<value>` test id, so keep it stable and kebab-case.
 */
export interface BackofficeTab {
  value: string;
  group: BackofficeGroup;
  label: string;
  panel: ReactNode;
}

interface BackofficeNavProps {
  tabs: BackofficeTab[];
  active: BackofficeTab;
}

/**
 * The grouped list of back-office screens: a side list at desktop widths; on a phone it folds
 * under one button so the panel stays in view. Each entry is a link to `?tab=<value>`, so the
 * browser's back button, a reload and a shared address all keep the screen.
 */
export function BackofficeNav({ tabs, active }: BackofficeNavProps) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      <Button
        className={classes.toggle}
        variant="default"
        fullWidth
        h={44}
        justify="space-between"
        aria-expanded={open}
        aria-controls={listId}
        rightSection={
          open ? (
            <IconChevronUp size={18} aria-hidden="true" />
          ) : (
            <IconChevronDown size={18} aria-hidden="true" />
          )
        }
        onClick={() => setOpen((value) => !value)}
        data-testid="bo-nav-toggle"
      >
        {t('nav.current', { section: active.label })}
      </Button>
      <div id={listId} className={classes.groups} data-open={open || undefined}>
        {backofficeGroups.map((group) => {
          const inGroup = tabs.filter((tab) => tab.group === group);
          if (inGroup.length === 0) return null;
          const labelId = `${listId}-${group}`;
          return (
            <div key={group}>
              <p id={labelId} className={classes.groupLabel}>
                {t(`nav.groups.${group}`)}
              </p>
              <ul aria-labelledby={labelId} className={classes.list}>
                {inGroup.map((tab) => (
                  <li key={tab.value}>
                    <NavLink
                      component={Link}
                      to={{ search: `?tab=${tab.value}` }}
                      label={tab.label}
                      active={tab.value === active.value}
                      aria-current={tab.value === active.value ? 'page' : undefined}
                      className={classes.link}
                      onClick={() => setOpen(false)}
                      data-testid={`bo-tab-${tab.value}`}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
