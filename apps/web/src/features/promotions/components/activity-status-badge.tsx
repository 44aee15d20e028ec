import type { ActivityStatus } from '@goldline/contract/promotions';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconGift,
  IconHourglassHigh,
  IconLock,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';

const looks: Record<ActivityStatus, StatusLook> = {
  JOIN: { color: 'gold', Icon: IconPlayerPlay },
  CLAIM: { color: 'green', Icon: IconGift },
  APPLYING: { color: 'yellow', Icon: IconClockHour4 },
  REJECTED: { color: 'red', Icon: IconCircleX },
  ISSUED: { color: 'green', Icon: IconCircleCheck },
  CLAIMED: { color: 'green', Icon: IconCircleCheck },
  IN_PROCESS: { color: 'blue', Icon: IconHourglassHigh },
  JOINED: { color: 'green', Icon: IconCircleCheck },
  SIGNED: { color: 'green', Icon: IconCircleCheck },
  CLOSED: { color: 'gray', Icon: IconLock },
  COMING_SOON: { color: 'gray', Icon: IconClockHour4 },
};

/** An activity status of spec section 4 in words with an icon: colour is never the only signal. */
export function ActivityStatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <StatusBadge
      look={looks[status]}
      label={t(`status.${status}`)}
      testId="promo-status"
      data={{ 'data-status': status }}
    />
  );
}
