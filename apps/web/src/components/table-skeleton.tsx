import { Skeleton, Stack } from '@mantine/core';

/**
 * Grey bars of a table's shape (a header bar, then rows) while a list loads, named for screen
 * readers by `label`. Shared by the agent reports, the contract pages and the back office.
 */
export function TableSkeleton({
  label,
  rows = 3,
  testId,
}: {
  label: string;
  rows?: number;
  testId?: string;
}) {
  return (
    <Stack gap={8} role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={28} />
      ))}
    </Stack>
  );
}
