import { Group, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageTitle({
  icon,
  children,
  extra,
}: {
  icon?: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Group gap="sm">
        {icon && (
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            {icon}
          </ThemeIcon>
        )}
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {children}
        </Title>
      </Group>
      {extra}
    </Group>
  );
}
