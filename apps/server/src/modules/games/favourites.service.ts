import { FAVOURITE_THROTTLE_MS, type FavouriteIds } from '@goldline/contract/games';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { gamesRepository } from './games.repository.ts';

export type FavouritesService = ReturnType<typeof createFavouritesService>;

/**
 * Favourites (spec sections 3, 4, 9). A change that changes nothing (adding a present game, removing
 * an absent one) answers the list and does not count; a real change claims the member's slot, at
 * most one per FAVOURITE_THROTTLE_MS in every process (the slot lives in PostgreSQL, decision 050).
 */
export function createFavouritesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function change(
    memberId: string,
    gameId: string,
    wanted: boolean,
    apply: (trx: Executor, at: Date) => Promise<void>,
  ): Promise<FavouriteIds> {
    await db.transaction().execute(async (trx) => {
      if ((await gamesRepository.isFavourite(trx, memberId, gameId)) === wanted) return;
      const at = now();
      const held = await gamesRepository.claimFavouriteSlot(trx, memberId, at, FAVOURITE_THROTTLE_MS);
      if (held) {
        const waitMs = held.getTime() + FAVOURITE_THROTTLE_MS - at.getTime();
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
      }
      await apply(trx, at);
    });
    return ids(memberId);
  }

  async function ids(memberId: string): Promise<FavouriteIds> {
    return { favGameIds: await gamesRepository.favouriteIds(db, memberId) };
  }

  return {
    ids,

    /** Only a listed game (active, of an active vendor) can be added: anything else is NOT_FOUND. */
    async add(memberId: string, gameId: string): Promise<FavouriteIds> {
      if (!(await gamesRepository.isListed(db, gameId))) throw new AppError('NOT_FOUND');
      return change(memberId, gameId, true, (trx, at) =>
        gamesRepository.addFavourite(trx, memberId, gameId, at),
      );
    },

    /** A game switched off since can still be removed; an id that never was a game is NOT_FOUND. */
    async remove(memberId: string, gameId: string): Promise<FavouriteIds> {
      if (!(await gamesRepository.exists(db, gameId))) throw new AppError('NOT_FOUND');
      return change(memberId, gameId, false, (trx) => gamesRepository.removeFavourite(trx, memberId, gameId));
    },
  };
}
