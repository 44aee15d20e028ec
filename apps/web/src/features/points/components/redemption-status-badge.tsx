import type { RedemptionStatus } from '@goldline/contract/points';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';

const looks: Record<RedemptionStatus, StatusLook> = {
  IN_PROCESS: { color: 'yellow', Icon: IconClockHour4 },
  APPROVED: { color: 'teal', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
};

/** Redeem statuses of spec section 3: In Process, Approved, Rejected, in words with an icon. */
export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('points');
  return (
    <StatusBadge
      look={looks[status]}
      label={t(`status.${status}`)}
      testId="redemption-status"
      data={{ 'data-status': status }}
    />
  );
}
