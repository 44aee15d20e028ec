import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An honest placeholder for screens a later issue fills: says so, never shows made-up data. */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      align="center"
      gap="xs"
      py={48}
      px="md"
      ta="center"
      style={{
        border: '1px dashed var(--gl-border)',
        borderRadius: 'var(--mantine-radius-lg)',
        background: 'var(--gl-surface)',
      }}
    >
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}
