import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { FAVOURITE_THROTTLE_MS } from '@goldline/contract/game-constants';
import type { FavouriteIds, GameTile } from '@goldline/contract/games';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { usePlayerGate } from '../hooks/use-player-gate';
import { useGameUiStore } from '../stores/game-ui-store';
import { createLeadingThrottle } from '../utils/leading-throttle';
import { favouriteIdsKey, favouriteListKey } from './get-favourites';

export type FavouriteTarget = Pick<GameTile, 'nodeId' | 'vassalage' | 'gameType'>;

/** POST MCSFE_addFavoriteGameV2 / DELETE MCSFE_removeFavoriteGameV2; both answer the new id list. */
function saveFavourite(target: FavouriteTarget, add: boolean) {
  return add
    ? call(gamesRoutes.addFavourite, {
        body: { nodeId: target.nodeId, vendor: target.vassalage, gameType: target.gameType },
      })
    : call(gamesRoutes.removeFavourite, { query: { nodeId: target.nodeId } });
}

const withId = (ids: string[], id: string, present: boolean) =>
  present ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((item) => item !== id);

// One window for the whole app, as on the server (one favourite change per member per second). It
// starts again when the server has answered, so a slow request never makes the next one too early.
const toggleThrottle = createLeadingThrottle(FAVOURITE_THROTTLE_MS);

/**
 * The favourite toggle of spec section 4: add if absent, remove if present; login required; the
 * local id list changes at once and is put back if the server refuses; throttled 1 s with no
 * trailing call. Plain cache writes rather than useMutation: the tile sits on the first page,
 * which keeps mutation code out of its bundle (decision 020).
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const gate = usePlayerGate();
  const key = favouriteIdsKey(token);

  const setPresent = (id: string, present: boolean) =>
    queryClient.setQueryData<FavouriteIds>(key, (old) => ({
      favGameIds: withId(old?.favGameIds ?? [], id, present),
    }));

  const save = async (target: FavouriteTarget, add: boolean) => {
    await queryClient.cancelQueries({ queryKey: key });
    setPresent(target.nodeId, add);
    try {
      queryClient.setQueryData(key, await saveFavourite(target, add));
    } catch (error) {
      // Undo only this game's change: another heart toggled meanwhile keeps its own.
      setPresent(target.nodeId, !add);
      if (isApiError(error) && error.code === 'TRIAL_FORBIDDEN') gate.askRealAccount();
      else useGameUiStore.getState().show({ kind: 'error', error });
    } finally {
      toggleThrottle.restart();
      void queryClient.invalidateQueries({ queryKey: favouriteListKey });
    }
  };

  return (target: FavouriteTarget) => {
    if (gate.isGuest) return gate.askLogin(true);
    if (gate.isTrial) return gate.askRealAccount();
    if (!toggleThrottle.allow()) return;
    // The cache at click time, not this render's copy: a toggle may have landed since.
    const present = queryClient.getQueryData<FavouriteIds>(key)?.favGameIds.includes(target.nodeId) ?? false;
    void save(target, !present);
  };
}
