import { Skeleton, Stack } from '@mantine/core';

/** Grey bars where a back-office list or card will be, named for screen readers by `label`. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // Identical placeholders in a fixed order: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder
        <Skeleton key={i} height={20} width={i === rows - 1 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}
