import type { GameTile, GameType } from '@goldline/contract/games';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { launchGame } from '../api/launch-game';
import { useGameUiStore } from '../stores/game-ui-store';
import { launchRoute } from '../utils/launch-target';
import { useGameLanguage } from './use-game-language';
import { invalidateRecent, type LaunchedState } from './use-note-played';
import { usePlayerGate } from './use-player-gate';

/**
 * What a launch needs to know. Tiles carry everything; a winner entry or a vendor card with one
 * game carries only the node id and names, and then the server decides on free play.
 */
export type LaunchTarget = Pick<GameTile, 'nodeId' | 'gameType' | 'vassalage'> &
  Partial<Pick<GameTile, 'isGame' | 'freePlay' | 'displayName' | 'gameName'>>;

/** The vendor sends the player back here; the server takes a path of this site only. */
const sitePath = () => `${window.location.pathname}${window.location.search}`;

const sessionEnded = (error: unknown) =>
  isApiError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'SESSION_EXPIRED');
const needsRealAccount = (error: unknown) =>
  isApiError(error) && (error.code === 'FREE_PLAY_UNAVAILABLE' || error.code === 'TRIAL_FORBIDDEN');

/**
 * The one launch flow (spec sections 2, 4 and 8), used by every tile, row, card and nav entry:
 * guests get the login popup, trial users play only free-play games, a vendor lobby tile opens its
 * game list, then the server's launch decides between our own route and a vendor page.
 * `launching` is the node id in flight (one launch at a time, across the whole page).
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useGameLanguage();
  const gate = usePlayerGate();
  const launching = useGameUiStore((state) => state.launching);

  /** A vendor's games in the popup (GLS2_roomList); browsing needs no login, playing does. */
  const openVendor = (vendor: { vassalage: string; gameType?: GameType; title: string }) =>
    useGameUiStore.getState().show({ kind: 'rooms', vendor });

  const launch = async (target: LaunchTarget) => {
    const { show, close, setLaunching } = useGameUiStore.getState();
    if (target.isGame === 'VASSALAGE') {
      const title = target.displayName || target.gameName || target.vassalage;
      return openVendor({ vassalage: target.vassalage, gameType: target.gameType, title });
    }
    if (gate.isGuest) return gate.askLogin();
    if (gate.isTrial && target.freePlay === false) return gate.askRealAccount();
    if (useGameUiStore.getState().launching) return;
    setLaunching(target.nodeId);
    try {
      const route = launchRoute(await launchGame(target.nodeId, language, sitePath()));
      if ('problem' in route) return show({ kind: 'problem', problem: route.problem });
      close();
      // The launch has recorded the game as played: the page must not count it again.
      const state: LaunchedState = { launched: true };
      await navigate(route.path, { state });
      void invalidateRecent(queryClient);
    } catch (error) {
      if (needsRealAccount(error)) gate.askRealAccount();
      // A dead session already opened the login popup (lib/api-client); anything else is said here.
      else if (!sessionEnded(error)) show({ kind: 'error', error });
    } finally {
      setLaunching(null);
    }
  };

  return { launch, openVendor, launching };
}
