import type { RankList } from '@goldline/contract/games';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
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
  onPlay,
}: {
  winners: WinnerEntry[];
  onPlay: (winner: WinnerEntry) => void;
}) {
  const { t } = useTranslation('lobby');
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
              <img
                className={classes.topIcon}
                src={winner.iconUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
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
  const [held, setHeld] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const moving = !reducedMotion && !userPaused && !held;

  useEffect(() => {
    if (!moving) return;
    let offset = 0;
    const current = track.current?.style.transform.match(/-?[\d.]+/);
    if (current) offset = -Number(current[0]);
    let frame = 0;
    const step = () => {
      const loop = firstCopy.current?.offsetHeight ?? 0;
      const visible = viewport.current?.clientHeight ?? 0;
      if (loop > visible && track.current) {
        offset = (offset + SCROLL_STEP) % loop;
        track.current.style.transform = `translateY(${-offset}px)`;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [moving]);

  const rows = (copy: boolean) =>
    winners.map((winner) => (
      <li key={`${winner.nodeId}-${winner.time}-${winner.customerName}`}>
        <button
          type="button"
          className={classes.row}
          onClick={() => onPlay(winner)}
          tabIndex={copy ? -1 : undefined}
        >
          <img
            className={classes.rowIcon}
            src={winner.iconUrl}
            alt=""
            width={32}
            height={32}
            loading="lazy"
          />
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
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={classes.tickerHead}>
        <h3 id={headingId} className={classes.subtitle}>
          {t('winners.latest')}
        </h3>
        {!reducedMotion && (
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
      <div ref={viewport} className={classes.viewport} data-static={reducedMotion || undefined}>
        <div ref={track}>
          <ul ref={firstCopy} className={classes.rows}>
            {rows(false)}
          </ul>
          {!reducedMotion && (
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
