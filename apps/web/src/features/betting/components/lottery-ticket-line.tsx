import type { BetRecord } from '@goldline/contract/betting';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { betTypeName, ticketSelectionText } from '../../../lib/lottery-ticket';

type LotteryPart = NonNullable<BetRecord['lottery']>;

/** The issue (and station) of a lottery bet in the record, in the lottery's own words. */
export function LotteryIssueText({ lottery }: { lottery: LotteryPart }) {
  const { t } = useTranslation('lottery');
  return (
    <>
      {t('lobby.issue', { issue: `\u2066${lottery.issue}\u2069` })}
      {lottery.station && ` · ${lottery.station}`}
      {lottery.chaseLength > 1 &&
        ` · ${t('bets.chase', { index: lottery.chaseIndex, length: lottery.chaseLength })}`}
    </>
  );
}

/** The ticket of a lottery bet: its bet type and the numbers chosen. */
export function LotteryTicketText({ lottery }: { lottery: LotteryPart }) {
  const { t } = useTranslation('lottery');
  return (
    <>
      {betTypeName(t, lottery.betTypeCode)}:{' '}
      <bdi dir="ltr" data-testid="bet-lottery-selection">
        {ticketSelectionText(t, lottery.family, lottery.betTypeCode, lottery.selection)}
      </bdi>
    </>
  );
}

/** Both, as the small lines under the game's name in the record's table and cards. */
export function LotteryTicketLines({ lottery }: { lottery: LotteryPart }) {
  return (
    <>
      <Text size="xs" c="dimmed" data-testid="bet-lottery-issue">
        <LotteryIssueText lottery={lottery} />
      </Text>
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        <LotteryTicketText lottery={lottery} />
      </Text>
    </>
  );
}
