import { useEffect } from 'react';
import { GameDialogsHost } from '../../features/games/components/game-dialogs-host';
import { useLaunchGame } from '../../features/games/hooks/use-launch-game';
import { useNavLaunchStore } from './nav-launch-store';

/**
 * Carries out menu launches through the games feature's one launch flow (spec sections 2 and 4),
 * with the host of its popups (login notice, vendor game list, errors).
 */
export function NavLaunchRunner() {
  const pending = useNavLaunchStore((state) => state.pending);
  const clear = useNavLaunchStore((state) => state.clear);
  const { launch } = useLaunchGame();

  useEffect(() => {
    if (!pending) return;
    clear();
    void launch(
      pending.kind === 'launch'
        ? {
            nodeId: pending.nodeId,
            gameType: pending.gameType,
            vassalage: pending.vassalage,
            displayName: pending.name,
          }
        : {
            nodeId: '',
            gameType: pending.gameType,
            vassalage: pending.vassalage,
            isGame: 'VASSALAGE',
            displayName: pending.name,
          },
    );
  }, [pending, clear, launch]);

  return <GameDialogsHost />;
}
