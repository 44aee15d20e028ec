import { useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeferredEmbla } from '../hooks/use-deferred-embla';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import classes from './slide-row.module.css';

/**
 * One home row (spec sections 2 and 9): a title, a 'more' link to the category page and a swiper
 * of items. Paged rows move a page at a time; the hot row can autoplay. Arrows appear above
 * `arrowsAbove` items, autoplay has a visible pause control and stops on hover, focus and with
 * reduced motion. Focus moving to an off-screen item scrolls it into view (Embla's slide focus).
 */
export interface SlideRowProps {
  title: string;
  icon?: ReactNode;
  moreTo?: string;
  items: { key: string; node: ReactNode }[];
  /** Items per view at desktop, tablet and phone widths. */
  perView: [number, number, number];
  arrowsAbove: number;
  /** Spec section 9 hot row: 1200 ms delay, 1100 ms speed. */
  autoplayMs?: number;
  /** Embla's spring constant; 25 is about one second. */
  speed?: number;
  testId?: string;
}

export function SlideRow({
  title,
  icon,
  moreTo,
  items,
  perView,
  arrowsAbove,
  autoplayMs,
  speed = 25,
  testId,
}: SlideRowProps) {
  const { t } = useTranslation('lobby');
  const { dir } = useDirection();
  const reducedMotion = useReducedMotion();
  const titleId = useId();
  const canAutoplay = Boolean(autoplayMs) && items.length > perView[0] && !reducedMotion;
  // The engine loads once the page is quiet (issue 11): until then the row is plain markup.
  const { viewportRef, embla, autoplay, run } = useDeferredEmbla(
    {
      align: 'start',
      direction: dir,
      loop: canAutoplay,
      slidesToScroll: canAutoplay ? 1 : 'auto',
      containScroll: 'trimSnaps',
      duration: reducedMotion ? 0 : speed,
    },
    canAutoplay
      ? { delay: autoplayMs ?? 0, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }
      : null,
  );
  const [edges, setEdges] = useState({ previous: false, next: false });
  const [userPaused, setUserPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const motionAllowed = useMotionAllowed();
  const [inView, setInView] = useState(false);
  const section = useRef<HTMLElement>(null);
  const playing = canAutoplay && motionAllowed && inView && !userPaused && !held;

  // An autoplaying row moves only while some of it is on screen.
  useEffect(() => {
    const node = section.current;
    if (!node || !canAutoplay) return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [canAutoplay]);

  useEffect(() => {
    if (!embla) return;
    const update = () => setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    update();
    embla.on('select', update).on('reInit', update).on('pointerDown', hold).on('pointerUp', release);
    return () => {
      embla.off('select', update).off('reInit', update).off('pointerDown', hold).off('pointerUp', release);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, autoplay]);

  const previous = useCallback(() => run((engine) => engine.scrollPrev()), [run]);
  const next = useCallback(() => run((engine) => engine.scrollNext()), [run]);
  // Above the spec's count, and whenever a narrower screen leaves items out of view.
  const arrows = items.length > arrowsAbove || edges.previous || edges.next;

  if (items.length === 0) return null;

  const style = {
    '--per-view': perView[0],
    '--per-view-md': perView[1],
    '--per-view-sm': perView[2],
  } as CSSProperties;

  return (
    <section
      ref={section}
      className={classes.row}
      aria-labelledby={titleId}
      data-testid={testId}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {icon && <span className={classes.icon}>{icon}</span>}
          {title}
        </h2>
        <div className={classes.actions}>
          {moreTo && (
            <Link to={moreTo} className={classes.more} aria-label={t('rows.moreOf', { title })}>
              {t('rows.more')}
            </Link>
          )}
          {canAutoplay && (
            <button
              type="button"
              className={classes.arrow}
              onClick={() => setUserPaused((value) => !value)}
              aria-pressed={userPaused}
              aria-label={userPaused ? t('rows.play', { title }) : t('rows.pause', { title })}
            >
              {userPaused ? (
                <IconPlayerPlay size={16} aria-hidden="true" />
              ) : (
                <IconPlayerPause size={16} aria-hidden="true" />
              )}
            </button>
          )}
          {arrows && (
            <>
              <button
                type="button"
                className={classes.arrow}
                onClick={previous}
                disabled={!edges.previous}
                aria-label={t('rows.previous', { title })}
              >
                <IconChevronLeft size={18} aria-hidden="true" className={classes.flip} />
              </button>
              <button
                type="button"
                className={classes.arrow}
                onClick={next}
                disabled={!edges.next}
                aria-label={t('rows.next', { title })}
              >
                <IconChevronRight size={18} aria-hidden="true" className={classes.flip} />
              </button>
            </>
          )}
        </div>
      </div>
      <div className={classes.viewport} ref={viewportRef}>
        <ul className={classes.container} style={style}>
          {items.map((item) => (
            <li key={item.key} className={classes.slide}>
              {item.node}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
