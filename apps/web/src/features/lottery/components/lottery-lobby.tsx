import type { LotteryIssue, LotteryMenuGame } from '@goldline/contract/lottery';
import type { Draw } from '@goldline/games/lottery/types';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { useGameMenu, useOpenedGames, useRecentResults } from '../api/lottery-api';
import { clockOffset } from '../hooks/use-now';
import { gameName, type LotteryPath } from '../utils/game-name';
import { ltr } from '../utils/labels';
import { DrawBalls } from './draw-view';
import { IssueCountdown } from './issue-countdown';
import classes from './lottery.module.css';

function GameCard({
  game,
  issue,
  stations,
  last,
  offset,
}: {
  game: LotteryMenuGame;
  issue: LotteryIssue | null;
  /** Station games: the stations drawing in this issue's draw. */
  stations: readonly string[];
  last: LotteryIssue | null;
  offset: number;
}) {
  const { t } = useTranslation('lottery');
  return (
    <Link
      to={`${game.route}?gameCode=${encodeURIComponent(game.gameCode)}`}
      className={classes.card}
      data-testid={`lottery-card-${game.gameCode}`}
    >
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{gameName(t, game)}</Text>
        <Badge
          variant="light"
          color={game.drawSource === 'self' ? 'gold' : 'blue'}
          style={{ textTransform: 'none' }}
        >
          {game.drawSource === 'self' ? t('lobby.selfDrawn') : t('lobby.official')}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {issue ? t('lobby.issue', { issue: ltr(issue.issue) }) : t('lobby.noOpenIssue')}
      </Text>
      {stations.length > 0 && (
        <Text size="xs" data-testid="lobby-stations">
          {t('lobby.stations', { names: stations.join(', ') })}
        </Text>
      )}
      <IssueCountdown issue={issue} offset={offset} compact />
      <div>
        <Text size="xs" c="dimmed" mb={4}>
          {last ? t('lobby.lastResult', { issue: ltr(last.issue) }) : t('lobby.noResultYet')}
        </Text>
        {last?.draw ? <DrawBalls draw={last.draw as Draw} /> : null}
        {last?.status === 'voided' && (
          <Badge color="red" variant="light">
            {t('status.voided')}
          </Badge>
        )}
      </div>
    </Link>
  );
}

/** Every game of this lottery page with its open issue's countdown and its last result. */
export function LotteryLobby({ path }: { path: LotteryPath }) {
  const { t } = useTranslation('lottery');
  const menu = useGameMenu();
  const opened = useOpenedGames();
  const recent = useRecentResults();
  const offset = clockOffset(opened.data?.serverTime, opened.data?.receivedAt);

  if (menu.isError) return <FormErrorText error={menu.error} />;
  if (menu.isPending) {
    return (
      <div className={classes.lobbyGrid} aria-busy="true" data-testid="lottery-lobby-loading">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} height={168} radius={14} />
        ))}
      </div>
    );
  }
  const games = menu.data.gameMenus.filter((game) => game.route.toLowerCase() === path.toLowerCase());
  if (games.length === 0) {
    return (
      <EmptyState icon={<IconTicket size={34} />} title={t('lobby.emptyTitle')} text={t('lobby.emptyText')} />
    );
  }
  const issueOf = (code: string) => opened.data?.list.find((row) => row.gameCode === code) ?? null;
  const stationsOf = (code: string) =>
    (opened.data?.list ?? []).flatMap((row) => (row.gameCode === code && row.station ? [row.station] : []));
  const lastOf = (code: string) => recent.data?.list.find((row) => row.gameCode === code) ?? null;
  return (
    <Stack gap="sm">
      {opened.isError && <FormErrorText error={opened.error} />}
      <div className={classes.lobbyGrid} data-testid="lottery-lobby">
        {games.map((game) => (
          <GameCard
            key={game.gameCode}
            game={game}
            issue={issueOf(game.gameCode)}
            stations={stationsOf(game.gameCode)}
            last={lastOf(game.gameCode)}
            offset={offset}
          />
        ))}
      </div>
    </Stack>
  );
}
