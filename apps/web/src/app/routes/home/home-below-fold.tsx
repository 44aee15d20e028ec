import { IconHeadset, IconLock, IconShieldCheck, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WinnerBoard } from '../../../features/content/components/winner-board';
import { useRankList } from '../../../features/games/api/get-rank-list';
import { useLaunchGame } from '../../../features/games/hooks/use-launch-game';
import { CategoryRows } from './home-game-rows';
import classes from './home-lobby.module.css';

const trust = [
  { icon: IconLock, key: 'trustSecure' },
  { icon: IconShieldCheck, key: 'trustFair' },
  { icon: IconHeadset, key: 'trustSupport' },
  { icon: IconUserShield, key: 'trustResponsible' },
] as const;

/** The lobby below the fold: its own chunk, drawn once the page is quiet or the visitor scrolls near it. */
export function BelowFold() {
  return (
    <>
      <Winners />
      <CategoryRows />
      <TrustStrip />
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
