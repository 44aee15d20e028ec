import type { RoundStatus } from '@goldline/contract/betting';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const colours: Record<RoundStatus, string> = { OPEN: 'blue', SETTLED: 'green', REFUNDED: 'gray' };

/** A round's state in words, as written (never upper-cased into a code); the colour only repeats it. */
export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  const { t } = useTranslation('games');
  return (
    <Badge
      variant="light"
      color={colours[status]}
      miw="max-content"
      tt="none"
      data-testid="bet-status"
      data-status={status}
    >
      {t(`betting.status.${status}`)}
    </Badge>
  );
}
