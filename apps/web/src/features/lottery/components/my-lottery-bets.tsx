import type { LotteryBet, LotteryBetStatus } from '@goldline/contract/lottery';
import type { LotteryFamily } from '@goldline/games/lottery/types';
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleMinus, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { betTypeName, ticketSelectionText } from '../../../lib/lottery-ticket';
import { useMyBets } from '../api/lottery-api';

const look: Record<LotteryBetStatus, StatusLook> = {
  pending: { color: 'yellow', Icon: IconClockHour4 },
  won: { color: 'green', Icon: IconCircleCheck },
  lost: { color: 'gray', Icon: IconCircleX },
  refunded: { color: 'blue', Icon: IconCircleMinus },
};

/** A bet's status in words with an icon (colour is never the only signal). */
export function BetStatusBadge({ status }: { status: LotteryBetStatus }) {
  const { t } = useTranslation('lottery');
  return (
    <StatusBadge
      look={look[status]}
      label={t(`status.${status}`)}
      testId="bet-status"
      data={{ 'data-status': status }}
    />
  );
}

function Row({ bet, family }: { bet: LotteryBet; family: LotteryFamily }) {
  const { t, i18n } = useTranslation('lottery');
  const locale = languageInfo(i18n.language).locale;
  return (
    <Table.Tr data-testid="my-bet">
      <Table.Td>
        <Anchor
          component={Link}
          to={`/fairness?lotteryGame=${encodeURIComponent(bet.gameCode)}&issue=${encodeURIComponent(bet.issue)}`}
          size="sm"
          aria-label={t('bets.verifyIssue', { issue: bet.issue })}
        >
          <bdi dir="ltr">{bet.issue}</bdi>
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDateTime(bet.placedAt, locale)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{betTypeName(t, bet.betTypeCode)}</Text>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{ticketSelectionText(t, family, bet.betTypeCode, bet.selection)}</bdi>
        </Text>
        {bet.chaseLength > 1 && (
          <Text size="xs" c="dimmed">
            {t('bets.chase', { index: bet.chaseIndex, length: bet.chaseLength })}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="end">
        <MoneyText amount={bet.stake} />
        <Text size="xs" c="dimmed">
          {t('slip.unitsTimes', { n: bet.units })}
        </Text>
      </Table.Td>
      <Table.Td ta="end">
        <MoneyText amount={bet.payout} fw={bet.status === 'won' ? 700 : undefined} />
      </Table.Td>
      <Table.Td>
        <BetStatusBadge status={bet.status} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The member's lottery bets of this game, newest first, with their status and what they paid. */
export function MyLotteryBets({ gameCode, family }: { gameCode: string; family: LotteryFamily }) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const bets = useMyBets(page, gameCode);
  if (bets.isError) return <FormErrorText error={bets.error} />;
  if (bets.isPending) return <Skeleton height={160} />;
  if (bets.data.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="my-bets-empty">
        {t('bets.empty')}
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped stickyHeader data-testid="my-bets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bets.issue')}</Table.Th>
              <Table.Th>{t('bets.ticket')}</Table.Th>
              <Table.Th ta="end">{t('bets.stake')}</Table.Th>
              <Table.Th ta="end">{t('bets.payout')}</Table.Th>
              <Table.Th>{t('bets.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bets.data.rows.map((bet) => (
              <Row key={bet.betId} bet={bet} family={family} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager page={page} pageSize={bets.data.pageSize} total={bets.data.total} onChange={setPage} />
    </>
  );
}
