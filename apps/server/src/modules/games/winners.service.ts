import { GameType, type RankList } from '@goldline/contract/games';
import { minorToAmount } from '@goldline/contract/money';
import type { Db } from '../../db/database.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { SystemService } from '../system/system.service.ts';
import { CATALOGUE_TTL_MS } from './catalogue.service.ts';
import { categoryClauses, DEFAULT_EXCLUDED_RNG_VENDORS, gameTypeOf } from './catalogue-rules.ts';
import { winnersRepository } from './winners.repository.ts';

/** The board shows the last month's wins (a year-old jackpot is not news). */
const WINNER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export type WinnersService = ReturnType<typeof createWinnersService>;

/** First two characters, then asterisks: enough to recognise yourself, not to find anyone. */
export const maskName = (username: string) => `${username.slice(0, 2)}***`;

/** payout / stake with two decimals, floored (12.999 shows as 12.99, never rounds up a win). */
export function multiplierOf(payout: bigint, stake: bigint): string {
  const hundredths = (payout * 100n) / stake;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** GET GCSGAME_getRankList: the winner board (spec sections 2 and 9) from real settled rounds. */
export function createWinnersService(deps: {
  db: Db;
  system: SystemService;
  excludedRngVendors?: readonly string[];
  now?: () => Date;
}) {
  const excluded = deps.excludedRngVendors ?? DEFAULT_EXCLUDED_RNG_VENDORS;
  const now = deps.now ?? (() => new Date());
  // The home page asks on every visit; a win shows up within the catalogue's TTL.
  const cache = createTtlCache({ ttlMs: CATALOGUE_TTL_MS, max: 200 });

  return {
    /** gameCategory: ALL or a game type (after reshaping); anything else is an empty board. */
    rankList(gameCategory: string, limit: number, language: string): Promise<RankList> {
      const upper = gameCategory.toUpperCase();
      const type = GameType.safeParse(upper);
      if (upper !== 'ALL' && !type.success) return Promise.resolve({ list: [] });
      return cache.get(JSON.stringify([upper, limit, language]), async () => {
        const decimals = (await deps.system.setting('site')).currency.decimals;
        const rows = await winnersRepository.biggestWins(deps.db, {
          since: new Date(now().getTime() - WINNER_WINDOW_MS),
          limit,
          language,
          category: type.success ? categoryClauses(type.data, excluded) : undefined,
        });
        return {
          list: rows.map((r) => ({
            vo: {
              customerName: maskName(r.username),
              winAmount: minorToAmount(r.payout, decimals),
              multiplier: multiplierOf(r.payout, r.stake),
              iconUrl: r.iconUrl,
              gameName: r.name,
              gameType: gameTypeOf(r.vendor, r.storedType as GameType),
              nodeId: r.gameId,
              time: r.settledAt.toISOString(),
            },
          })),
        };
      });
    },
  };
}
