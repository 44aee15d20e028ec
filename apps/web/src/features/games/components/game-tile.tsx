import type { GameTile as GameTileData } from '@goldline/contract/games';
import { Loader } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../api/get-favourites';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useLaunchGame } from '../hooks/use-launch-game';
import { tileTheme } from '../utils/tile-theme';
import classes from './game-tile.module.css';

const themes = [
  classes.theme0,
  classes.theme1,
  classes.theme2,
  classes.theme3,
  classes.theme4,
  classes.theme5,
];

/** Our own lotteries are subtitled with their category (Lottery, E-lottery), not "Originals". */
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** The art's intrinsic size: the browser reserves the square before the image arrives. */
const ART_SIZE = 240;

/**
 * One game (spec sections 3 and 9): the tile is a button named by the game that launches it; the
 * heart is a separate toggle button (aria-pressed). Badges and RTP are text, so colour is never the
 * only signal.
 */
export function GameTile({ game }: { game: GameTileData }) {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const toggleFavourite = useToggleFavourite();
  const { launch, launching } = useLaunchGame();
  const [artFailed, setArtFailed] = useState(false);
  const name = game.displayName || game.gameName;
  const favourite = favourites.has(game.nodeId);
  const busy = launching === game.nodeId;

  return (
    <div
      className={classes.tile}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-game-code={game.gameCode}
    >
      <button
        type="button"
        className={classes.play}
        onClick={() => void launch(game)}
        aria-busy={busy || undefined}
        data-testid="game-tile-play"
      >
        <span className={`${classes.art} ${themes[tileTheme(game.nodeId)] ?? ''}`}>
          <span className={classes.monogram} aria-hidden="true">
            {name.slice(0, 2).toUpperCase()}
          </span>
          {!artFailed && game.iconUrl && (
            <img
              src={game.iconUrl}
              alt=""
              width={ART_SIZE}
              height={ART_SIZE}
              loading="lazy"
              decoding="async"
              onError={() => setArtFailed(true)}
            />
          )}
          {(game.isHot === 1 || game.isNew) && (
            <span className={classes.badges}>
              {game.isHot === 1 && <span className={`${classes.badge} ${classes.hot}`}>{t('tile.hot')}</span>}
              {game.isNew && <span className={`${classes.badge} ${classes.new}`}>{t('tile.new')}</span>}
            </span>
          )}
          {busy && (
            <span className={classes.busy}>
              <Loader size="sm" color="gold" aria-label={t('tile.launching')} />
            </span>
          )}
        </span>
        <span className={classes.caption}>
          <span className={classes.name} data-testid="game-tile-name">
            {name}
          </span>
          <span className={classes.meta}>
            <span className={classes.vendor}>
              {game.vassalage !== 'INHOUSE'
                ? game.vassalage
                : LOTTERY_TYPES.has(game.gameType)
                  ? t(`category.${game.gameType}`)
                  : t('tile.originals')}
            </span>
            {game.rtp && <span className="gl-tabular">{t('tile.rtp', { rtp: game.rtp })}</span>}
          </span>
        </span>
      </button>
      <button
        type="button"
        className={classes.heart}
        aria-pressed={favourite}
        aria-label={t('tile.favourite', { name })}
        onClick={() => toggleFavourite(game)}
        data-testid="game-tile-favourite"
      >
        {favourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </button>
    </div>
  );
}
