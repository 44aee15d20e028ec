import { Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Grey bars of a table's shape while it loads. */
export function TableSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('contracts');
  return (
    <Stack gap={8} aria-busy="true" aria-label={t('page.loading')} data-testid="contracts-skeleton">
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={28} />
      ))}
    </Stack>
  );
}
