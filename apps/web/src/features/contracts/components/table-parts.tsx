import { Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';

/** Sticky header for the dense agent tables (ui-direction "Agents are power users"). */
export const stickyHead = { position: 'sticky', top: 0, zIndex: 1, background: 'var(--gl-surface)' } as const;

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

/** Money cell: end-aligned (right in LTR, left in RTL), tabular figures. */
export function MoneyCell({ amount, signed, bold }: { amount: string; signed?: boolean; bold?: boolean }) {
  return (
    <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
      <MoneyText amount={amount} signed={signed} fw={bold ? 800 : undefined} />
    </Table.Td>
  );
}

export function NumTh({ children }: { children: ReactNode }) {
  return <Table.Th style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{children}</Table.Th>;
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
