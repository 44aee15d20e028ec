import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../features/content/api/get-announcements';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { JackpotDisplay } from '../../../features/content/components/jackpot-display';
import { NoticeMarquee } from '../../../features/content/components/notice-marquee';
import { useGameUiStore } from '../../../features/games/stores/game-ui-store';
import { releasePrerenderedShell } from '../../../lib/prerendered-shell';
import { Deferred } from './deferred';
import { HotGamesRow } from './home-game-rows';
import classes from './home-lobby.module.css';

// Below the fold (winners, category rows, trust strip) is its own chunk, fetched once Deferred lets it draw.
const BelowFold = lazy(() => import('./home-below-fold').then((m) => ({ default: m.BelowFold })));

// The launch popups (login notice, vendor game list, errors) load when a tile first needs one.
const GameDialogsHost = lazy(() =>
  import('../../../features/games/components/game-dialogs-host').then((m) => ({
    default: m.GameDialogsHost,
  })),
);

/**
 * The home lobby of spec section 2: notice marquee, banners, jackpot, winner board and the game
 * rows, with the hot row moved up next to the jackpot so games show above the fold. Content comes
 * from the content feature, games from the games feature; this screen composes them (features never
 * import each other).
 */
export function HomeLobby() {
  const { t } = useTranslation('lobby');
  return (
    <div className={classes.lobby}>
      <h1 className={classes.visuallyHidden}>{t('title')}</h1>
      <div className={classes.top}>
        <LobbyContent />
        <JackpotDisplay />
      </div>
      <HotGamesRow />
      {/* Below the fold: drawn once the page has settled or the visitor scrolls near it. */}
      <Deferred minHeight={300}>
        <Suspense fallback={<div style={{ minHeight: 300 }} aria-hidden="true" />}>
          <BelowFold />
        </Suspense>
      </Deferred>
      <LaunchDialogs />
    </div>
  );
}

/** Marquee and banners, with placeholders of the same shapes until the content arrives. */
function LobbyContent() {
  const content = useAnnouncements();
  // The server's shell (decision 075) gives way once the banner is drawn, or there is none to draw.
  useLayoutEffect(() => {
    if (!content.isPending) releasePrerenderedShell();
  }, [content.isPending]);
  if (content.isPending) {
    return (
      <>
        <div className={classes.marqueeSkeleton} aria-hidden="true" />
        <div className={classes.bannerSkeleton} aria-hidden="true" />
      </>
    );
  }
  const banners = content.data?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];
  return (
    <>
      <NoticeMarquee notices={content.data?.notice ?? []} />
      <BannerCarousel banners={banners} />
    </>
  );
}

function LaunchDialogs() {
  const needed = useGameUiStore((state) => state.dialog !== null || state.notice !== null);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <GameDialogsHost />
    </Suspense>
  );
}
