import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton as SharedTableSkeleton } from '../../../components/table-skeleton';

/** A wide table's scroll box: focusable and named, so a keyboard user can scroll it (WCAG 2.1.1). */
export function ScrollBox({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('contracts');
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={t('page.scrollRegion', { name: label })}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/** The shared table placeholder, named in this feature's words. */
export function TableSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('contracts');
  return <SharedTableSkeleton label={t('page.loading')} rows={rows} testId="contracts-skeleton" />;
}
