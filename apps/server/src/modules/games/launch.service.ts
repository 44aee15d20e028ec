import { INHOUSE_VENDOR, type Launch } from '@goldline/contract/games';
import type { Db } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { newToken, sha256Hex } from '../../lib/crypto.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { SystemService } from '../system/system.service.ts';
import { gamesRepository } from './games.repository.ts';

/** A vendor may open its page a while after the click, and sessions in a game run long. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

export type LaunchService = ReturnType<typeof createLaunchService>;

/** A path of this site ("/rng"), never another origin ("//evil.example", "https://..."). */
const isSitePath = (value: string) =>
  value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

/**
 * Game launch (spec sections 6 and 7). In-house games open inside the site; a vendor's game opens
 * at the vendor with a one-time token whose sha256 is all we keep. Every launch is a recent game.
 */
export function createLaunchService(deps: { db: Db; system: SystemService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async launch(
      viewer: Viewer,
      q: { nodeId: string; language: string; backUrl?: string | undefined },
      siteOrigin: string,
    ): Promise<Launch> {
      const game = await gamesRepository.findForLaunch(db, q.nodeId, q.language);
      if (!game) throw new AppError('NOT_FOUND');
      if (!game.active || !game.vendorActive) throw new AppError('GAME_UNAVAILABLE');
      // Trial users play only free-play games, and only while the site offers free play (spec section 6).
      if (viewer.trial && !(game.freePlay && (await deps.system.flag('FREEPLAY3')))) {
        throw new AppError('FREE_PLAY_UNAVAILABLE');
      }
      const backPath = q.backUrl ?? '/';
      if (!isSitePath(backPath)) throw validationFailed({ backUrl: 'pattern' });

      const at = now();
      const answer = { gameCode: game.gameCode, vassalage: game.vendorCode, gameName: game.name };
      if (game.vendorCode === INHOUSE_VENDOR) {
        if (!game.launchPath) throw new AppError('GAME_UNAVAILABLE');
        await gamesRepository.touchRecent(db, viewer.memberId, game.id, at);
        return { ...answer, mode: 'internal', url: game.launchPath };
      }
      if (!game.launchUrl) throw new AppError('GAME_UNAVAILABLE');
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        await gamesRepository.insertLaunchToken(trx, {
          tokenHash: sha256Hex(token),
          memberId: viewer.memberId,
          vendor: game.vendorCode,
          gameId: game.id,
          expiresAt: new Date(at.getTime() + LAUNCH_TOKEN_TTL_MS),
        });
        await gamesRepository.touchRecent(trx, viewer.memberId, game.id, at);
      });
      const url = new URL(game.launchUrl);
      url.searchParams.set('token', token);
      url.searchParams.set('game', game.gameCode);
      url.searchParams.set('playerId', viewer.memberId);
      url.searchParams.set('lang', q.language);
      url.searchParams.set('backUrl', new URL(backPath, siteOrigin).toString());
      return { ...answer, mode: 'external', url: url.toString() };
    },
  };
}
