import { GAME_PAGE_SIZE } from '@goldline/contract/game-constants';
import type { GameTile as GameTileData } from '@goldline/contract/games';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './game-grid.module.css';
import { GameTile } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';

/**
 * Tiles in a responsive grid: 2 columns at 360 px up to 6-8 on desktop (docs/ui-direction.md).
 * With `loading` and no games yet it shows skeletons of the tile's shape.
 */
export function GameGrid({
  games,
  loading = false,
  skeletons = GAME_PAGE_SIZE,
  label,
  testId = 'game-grid',
}: {
  games: GameTileData[] | undefined;
  loading?: boolean;
  skeletons?: number;
  /** What the list is, for screen readers (e.g. the category name). */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('games');
  if (loading && !games?.length) {
    return (
      <>
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        <ul className={classes.grid} aria-label={label} aria-busy="true" data-testid={`${testId}-loading`}>
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <GameTileSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ul className={classes.grid} aria-label={label} data-testid={testId}>
      {games?.map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} />
        </li>
      ))}
    </ul>
  );
}
