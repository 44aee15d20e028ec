import { Badge } from '@mantine/core';
import type { Icon as TablerIcon } from '@tabler/icons-react';

/** How one status looks: a badge colour and an icon. */
export type StatusLook = { color: string; Icon: TablerIcon };

/**
 * A status in words with an icon, so colour is never the only signal. `data-*` carries the raw
 * status for tests and styles; the caller names the attribute its pages already use.
 */
export function StatusBadge({
  look,
  label,
  testId,
  data,
}: {
  look: StatusLook;
  label: string;
  testId?: string;
  data?: Record<`data-${string}`, string>;
}) {
  const { color, Icon } = look;
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<Icon size={14} aria-hidden="true" />}
      style={{ textTransform: 'none' }}
      data-testid={testId}
      {...data}
    >
      {label}
    </Badge>
  );
}
