import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled surface card: the frame of a member-centre section, list or form. */
export function SectionPanel({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }} data-testid={testId}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
