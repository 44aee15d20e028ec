import type { GameTile } from '@goldline/contract/games';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconHeart } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useErrorText } from '../../../lib/use-error-text';
import { useFavouriteList } from '../api/get-favourites';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import { GamePager } from './game-pager';

/** /favorite: every favourite at once (page size 999, spec section 9). */
export function FavouriteGamesPage({ label }: { label: string }) {
  const { t } = useTranslation('games');
  const list = useFavouriteList();
  return (
    <GamesOrEmpty
      query={list}
      games={list.data?.content}
      label={label}
      empty={
        <EmptyState icon={<IconHeart size={34} />} title={t('empty.FAV.title')} text={t('empty.FAV.text')}>
          <Button component={Link} to="/" mt="sm">
            {t('empty.browse')}
          </Button>
        </EmptyState>
      }
    />
  );
}

/** /recent: recently played, newest first, 20 per page. */
export function RecentGamesPage({ label }: { label: string }) {
  const { t } = useTranslation('games');
  const [page, setPage] = useState(1);
  const list = useRecentGames({ page });
  return (
    <>
      <GamesOrEmpty
        query={list}
        games={list.data?.list}
        label={label}
        empty={
          <EmptyState
            icon={<IconClock size={34} />}
            title={t('empty.RECENT.title')}
            text={t('empty.RECENT.text')}
          >
            <Button component={Link} to="/" mt="sm">
              {t('empty.browse')}
            </Button>
          </EmptyState>
        }
      />
      {list.data && <GamePager page={list.data.page} totalPages={list.data.totalPages} onChange={setPage} />}
    </>
  );
}

function GamesOrEmpty({
  query,
  games,
  label,
  empty,
}: {
  query: UseQueryResult<unknown>;
  games: GameTile[] | undefined;
  label: string;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  if (query.isError && !games) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('list.errorTitle')} role="alert">
        {errorText(query.error)}
        <Group mt="sm">
          <Button variant="default" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (games && games.length === 0) return empty;
  return <GameGrid games={games} loading={query.isPending} label={label} testId="account-games" />;
}
