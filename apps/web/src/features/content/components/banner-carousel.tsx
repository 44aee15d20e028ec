import type { Banner } from '@goldline/contract/content';
import { useDirection } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS } from '../content-limits';
import { useDeferredEmbla } from '../hooks/use-deferred-embla';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import { bannerAction } from '../utils/banner-action';
import classes from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';

/**
 * Embla's `duration` is a spring constant, not milliseconds: 25 settles a full-width move in about
 * one second (measured by replaying its scroll body at 60 fps), the spec's BANNER_SPEED_MS.
 */
const SPEED_ONE_SECOND = 25;

/**
 * The home banner carousel (spec sections 2 and 9): autoplay every 5 s only with more than one
 * banner, loop, 1 s transitions, click opens the link. Accessible per the WAI carousel pattern:
 * a visible pause/play control (WCAG 2.2.2), labelled dots and arrows, keyboard arrows, hidden
 * slides are inert, and autoplay stops on hover, on focus and with a video playing. With reduced
 * motion it never plays (so it has no pause control) and slides change without animation.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('lobby');
  const { dir } = useDirection();
  const reducedMotion = useReducedMotion();
  const motionAllowed = useMotionAllowed();
  const many = banners.length > 1;
  // The engine loads once the page is quiet (issue 11): until then the first banner shows as is.
  const { viewportRef, embla, autoplay, run } = useDeferredEmbla(
    { loop: many, direction: dir, duration: reducedMotion ? 0 : SPEED_ONE_SECOND, watchDrag: many },
    many
      ? { delay: BANNER_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }
      : null,
  );
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [videoOn, setVideoOn] = useState(false);
  const [dragging, setDragging] = useState(false);
  const playing =
    many && motionAllowed && !userPaused && !hovered && !focused && !videoOn && !dragging && !reducedMotion;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onDown = () => setDragging(true);
    const onUp = () => setDragging(false);
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onDown).on('pointerUp', onUp);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onDown).off('pointerUp', onUp);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing, autoplay]);

  const previous = useCallback(() => run((engine) => engine.scrollPrev()), [run]);
  const next = useCallback(() => run((engine) => engine.scrollNext()), [run]);

  // Arrow keys follow the reading direction: in RTL the right arrow goes back.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!many || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    if ((event.target as HTMLElement).closest('iframe')) return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
    if (forward) next();
    else previous();
  };

  if (banners.length === 0) return null;

  return (
    <section
      className={classes.carousel}
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.title')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-testid="banner-carousel"
      data-playing={playing || undefined}
    >
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container} aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is role=group with a roledescription; a fieldset would announce a form
            <div
              key={banner.id}
              className={classes.slide}
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.position', { index: index + 1, count: banners.length })}
              inert={index !== selected}
              data-testid="banner-slide"
            >
              <BannerSlide
                banner={banner}
                action={bannerAction(banner)}
                priority={index === 0}
                onVideo={setVideoOn}
              />
            </div>
          ))}
        </div>
      </div>

      {many && (
        <div className={classes.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={classes.control}
              onClick={() => setUserPaused((value) => !value)}
              aria-pressed={userPaused}
              aria-label={userPaused ? t('banners.play') : t('banners.pause')}
              data-testid="banner-pause"
            >
              {userPaused ? (
                <IconPlayerPlay size={16} aria-hidden="true" />
              ) : (
                <IconPlayerPause size={16} aria-hidden="true" />
              )}
            </button>
          )}
          <button
            type="button"
            className={`${classes.control} ${classes.arrowControl}`}
            onClick={previous}
            aria-label={t('banners.previous')}
          >
            <IconChevronLeft size={18} aria-hidden="true" className={classes.flip} />
          </button>
          <div className={classes.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={classes.dot}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('banners.goTo', { index: index + 1, count: banners.length, name: banner.alt })}
                onClick={() => run((engine) => engine.scrollTo(index))}
              />
            ))}
          </div>
          <button
            type="button"
            className={`${classes.control} ${classes.arrowControl}`}
            onClick={next}
            aria-label={t('banners.next')}
          >
            <IconChevronRight size={18} aria-hidden="true" className={classes.flip} />
          </button>
        </div>
      )}
    </section>
  );
}
