import { IconHeadset, IconLock, IconShieldCheck, IconUserShield } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../../features/content/api/get-announcements';
import { BannerCarousel } from '../../../features/content/components/banner-carousel';
import { JackpotDisplay } from '../../../features/content/components/jackpot-display';
import { NoticeMarquee } from '../../../features/content/components/notice-marquee';
import { WinnerBoard } from '../../../features/content/components/winner-board';
import { useRankList } from '../../../features/games/api/get-rank-list';
import { useLaunchGame } from '../../../features/games/hooks/use-launch-game';
import { useGameUiStore } from '../../../features/games/stores/game-ui-store';
import { Deferred } from './deferred';
import { CategoryRows, HotGamesRow } from './home-game-rows';
import classes from './home-lobby.module.css';

// The launch popups (login notice, vendor game list, errors) load when a tile first needs one.
const GameDialogsHost = lazy(() =>
  import('../../../features/games/components/game-dialogs-host').then((m) => ({
    default: m.GameDialogsHost,
  })),
);

const trust = [
  { icon: IconLock, key: 'trustSecure' },
  { icon: IconShieldCheck, key: 'trustFair' },
  { icon: IconHeadset, key: 'trustSupport' },
  { icon: IconUserShield, key: 'trustResponsible' },
] as const;

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
        <Winners />
        <CategoryRows />
        <TrustStrip />
      </Deferred>
      <LaunchDialogs />
    </div>
  );
}

/** Marquee and banners, with placeholders of the same shapes until the content arrives. */
function LobbyContent() {
  const content = useAnnouncements();
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

/** The winner board; a click on a win starts that game through the one launch flow. */
function Winners() {
  const winners = useRankList();
  const { launch } = useLaunchGame();
  return (
    <WinnerBoard
      loading={winners.isPending}
      winners={winners.data?.list.map((entry) => entry.vo) ?? []}
      onPlay={(winner) =>
        void launch({
          nodeId: winner.nodeId,
          gameType: winner.gameType,
          vassalage: '',
          gameName: winner.gameName,
        })
      }
    />
  );
}

function TrustStrip() {
  const { t } = useTranslation('lobby');
  return (
    <ul className={classes.trust} aria-label={t('trust')}>
      {trust.map(({ icon: Icon, key }) => (
        <li key={key} className={classes.trustItem}>
          <Icon size={22} aria-hidden="true" className={classes.trustIcon} />
          {t(`home.${key}`, { ns: 'common' })}
        </li>
      ))}
    </ul>
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
