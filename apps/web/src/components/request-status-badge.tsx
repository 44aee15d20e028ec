import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge';

const look = {
  PENDING: { color: 'yellow', Icon: IconClockHour4 },
  APPROVED: { color: 'green', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
} as const;

/** Deposit and withdrawal status in words with an icon: colour is never the only signal. */
export function RequestStatusBadge({ status }: { status: keyof typeof look }) {
  const { t } = useTranslation('wallet');
  return (
    <StatusBadge
      look={look[status]}
      label={t(`status.${status}`)}
      testId="status-badge"
      data={{ 'data-status': status }}
    />
  );
}
