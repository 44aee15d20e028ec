import type { RankList } from '@goldline/contract/games';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import classes from './winner-board.module.css';

export type WinnerEntry = RankList['list'][number]['vo'];

/** Spec section 9: the list scrolls by half a pixel per frame. */
const SCROLL_STEP = 0.5;
const TOP = 3;

/**
 * The winner board (spec sections 2 and 9): the first three entries as the biggest wins, the rest
 * scrolling below (pausable, static with reduced motion); a click on any win starts that game.
 */
export function WinnerBoard({
  winners,
  loading,
  onPlay,
}: {
  winners: WinnerEntry[];
  /** While the list loads, an empty board of the usual height keeps the rows below in place. */
  loading: boolean;
  onPlay: (winner: WinnerEntry) => void;
}) {
  const { t } = useTranslation('lobby');
  if (loading) return <div className={`${classes.board} ${classes.placeholder}`} aria-hidden="true" />;
  if (winners.length === 0) return null;
  const top = winners.slice(0, TOP);
  const rest = winners.slice(TOP);

  return (
    <section className={classes.board} aria-labelledby="winners-title" data-testid="winner-board">
      <h2 id="winners-title" className={classes.title}>
        <IconTrophy size={20} aria-hidden="true" className={classes.titleIcon} />
        {t('winners.title')}
      </h2>
      <ol className={classes.top} aria-label={t('winners.biggest')}>
        {top.map((winner, index) => (
          <li
            key={`${winner.nodeId}-${winner.time}-${winner.customerName}`}
            className={classes.podium}
            data-rank={index + 1}
          >
            <button type="button" className={classes.topButton} onClick={() => onPlay(winner)}>
              <span className={classes.rank} aria-hidden="true">
                {index + 1}
              </span>
              <GameIcon
                src={winner.iconUrl}
                name={winner.gameName}
                className={classes.topIcon ?? ''}
                size={56}
              />
              <span className={classes.topText}>
                <span className={classes.game}>{winner.gameName}</span>
                <span className={classes.player}>{t('winners.by', { name: winner.customerName })}</span>
                <MoneyText amount={winner.winAmount} symbol className={classes.topAmount} span />
                <span className={classes.multiplier}>
                  {t('winners.multiplier', { value: winner.multiplier })}
                </span>
              </span>
              <span className={classes.visuallyHidden}>{t('winners.play', { game: winner.gameName })}</span>
            </button>
          </li>
        ))}
      </ol>
      {rest.length > 0 && <WinnerTicker winners={rest} onPlay={onPlay} />}
    </section>
  );
}

function WinnerTicker({
  winners,
  onPlay,
}: {
  winners: WinnerEntry[];
  onPlay: (winner: WinnerEntry) => void;
}) {
  const { t } = useTranslation('lobby');
  const reducedMotion = useReducedMotion();
  const headingId = useId();
  const [userPaused, setUserPaused] = useState(false);
  const motionAllowed = useMotionAllowed();
  const viewport = useRef<HTMLDivElement>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const [loop, setLoop] = useState({ list: 0, visible: 0 });

  // The list scrolls only when it is taller than its window; the sizes follow resizes.
  useEffect(() => {
    const list = firstCopy.current;
    const box = viewport.current;
    if (!list || !box) return;
    const measure = () => setLoop({ list: list.offsetHeight, visible: box.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const scrolls = !reducedMotion && loop.list > loop.visible;
  // A CSS animation (off the main thread) at the spec's speed: SCROLL_STEP px per 60 Hz frame.
  const seconds = loop.list / (SCROLL_STEP * 60);

  const rows = (copy: boolean) =>
    winners.map((winner) => (
      <li key={`${winner.nodeId}-${winner.time}-${winner.customerName}`}>
        <button
          type="button"
          className={classes.row}
          onClick={() => onPlay(winner)}
          tabIndex={copy ? -1 : undefined}
        >
          <GameIcon src={winner.iconUrl} name={winner.gameName} className={classes.rowIcon ?? ''} size={32} />
          <span className={classes.rowText}>
            <span className={classes.game}>{winner.gameName}</span>
            <span className={classes.player}>{winner.customerName}</span>
          </span>
          <MoneyText amount={winner.winAmount} symbol className={classes.rowAmount} span />
        </button>
      </li>
    ));

  return (
    <section
      aria-labelledby={headingId}
      className={classes.ticker}
      data-paused={userPaused || !motionAllowed || undefined}
    >
      <div className={classes.tickerHead}>
        <h3 id={headingId} className={classes.subtitle}>
          {t('winners.latest')}
        </h3>
        {scrolls && (
          <button
            type="button"
            className={classes.control}
            onClick={() => setUserPaused((value) => !value)}
            aria-pressed={userPaused}
            aria-label={userPaused ? t('winners.resume') : t('winners.pause')}
          >
            {userPaused ? (
              <IconPlayerPlay size={16} aria-hidden="true" />
            ) : (
              <IconPlayerPause size={16} aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      <div ref={viewport} className={classes.viewport} data-static={!scrolls || undefined}>
        <div
          className={scrolls ? classes.track : undefined}
          style={scrolls ? ({ '--ticker-duration': `${seconds}s` } as CSSProperties) : undefined}
        >
          <ul ref={firstCopy} className={classes.rows}>
            {rows(false)}
          </ul>
          {scrolls && (
            <ul className={classes.rows} aria-hidden="true">
              {rows(true)}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

/** The game's art, or its initials on the brand gradient when the art is missing (decorative). */
function GameIcon({
  src,
  name,
  className,
  size,
}: {
  src: string;
  name: string;
  className: string;
  size: number;
}) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <span className={`${className} ${classes.monogram}`} aria-hidden="true">
        {name.slice(0, 2).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
