import { Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import classes from './status-screen.module.css';

/** The card every root status screen shares (spec section 2 "Root screen by system status"). */
export function StatusFrame({
  brandName,
  icon,
  title,
  testId,
  children,
}: {
  /** Absent when the status itself could not be loaded. */
  brandName?: string;
  icon: ReactNode;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <main className={classes.page} data-testid={testId}>
      <Stack className={classes.card} align="center" gap="md">
        {brandName && <BrandLogo name={brandName} />}
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </main>
  );
}
