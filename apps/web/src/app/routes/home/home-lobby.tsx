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
  const content = useAnnouncements();
  const banners = content.data?.banners.filter((banner) => banner.groupName === 'w_home') ?? [];
  const winners = useRankList();
  const { launch } = useLaunchGame();

  return (
    <div className={classes.lobby}>
      <h1 className={classes.visuallyHidden}>{t('title')}</h1>
      <div className={classes.top}>
        <NoticeMarquee notices={content.data?.notice ?? []} />
        {content.isPending ? (
          <div className={classes.bannerSkeleton} aria-hidden="true" />
        ) : (
          <BannerCarousel banners={banners} />
        )}
        <JackpotDisplay />
      </div>
      <HotGamesRow />
      <WinnerBoard
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
      <CategoryRows />
      <LaunchDialogs />
      <ul className={classes.trust} aria-label={t('trust')}>
        {trust.map(({ icon: Icon, key }) => (
          <li key={key} className={classes.trustItem}>
            <Icon size={22} aria-hidden="true" className={classes.trustIcon} />
            {t(`home.${key}`, { ns: 'common' })}
          </li>
        ))}
      </ul>
    </div>
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
