import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const look = {
  PENDING: { color: 'yellow', Icon: IconClockHour4 },
  APPROVED: { color: 'green', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
} as const;

/** Deposit and withdrawal status in words with an icon: colour is never the only signal. */
export function RequestStatusBadge({ status }: { status: keyof typeof look }) {
  const { t } = useTranslation('wallet');
  const { color, Icon } = look[status];
  return (
    <Badge
      color={color}
      variant="light"
      leftSection={<Icon size={14} aria-hidden="true" />}
      data-testid="status-badge"
      data-status={status}
      style={{ textTransform: 'none' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
