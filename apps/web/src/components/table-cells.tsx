import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { MoneyText } from './money-text';

/** Sticky header for the dense agent and contract tables (ui-direction "Agents are power users"). */
export const stickyHead = { position: 'sticky', top: 0, zIndex: 1, background: 'var(--gl-surface)' } as const;

/** Money cell: end-aligned (right in LTR, left in RTL), tabular figures. */
export function MoneyCell({ amount, signed, bold }: { amount: string; signed?: boolean; bold?: boolean }) {
  return (
    <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
      <MoneyText amount={amount} signed={signed} fw={bold ? 800 : undefined} />
    </Table.Td>
  );
}

/** Header of a number column, end-aligned like its cells. */
export function NumTh({ children }: { children: ReactNode }) {
  return <Table.Th style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{children}</Table.Th>;
}
