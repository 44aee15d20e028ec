import {
  type FavouriteList,
  type GameList,
  type GameListQuery,
  type GameMenus,
  GameType,
  type HotGames,
  type RecentGames,
  type VendorLanes,
  type VendorStore,
} from '@goldline/contract/games';
import type { Db } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { Viewer } from '../../lib/viewer.ts';
import {
  CATEGORY_TITLES,
  type CategoryVendors,
  categoryClauses,
  DEFAULT_EXCLUDED_RNG_VENDORS,
  listCategory,
  listClauses,
  menuPathOf,
  prizeModeOf,
  reshapeVendors,
} from './catalogue-rules.ts';
import { type GameFilter, gamesRepository } from './games.repository.ts';
import { toTile } from './tile.ts';

/**
 * How long a process serves catalogue reads it made earlier (decision 050). A change through this
 * process clears them at once; another process sees it within this window.
 */
export const CATALOGUE_TTL_MS = 5000;
/** Distinct public queries kept per process (keyword searches make the key space open-ended). */
const CATALOGUE_CACHE_KEYS = 2000;
/** A vendor's popup list and the hot row are short by nature; this only bounds a bad catalogue. */
const ROOM_LIST_LIMIT = 500;
const HOT_LIST_LIMIT = 100;

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService(deps: {
  db: Db;
  /** Spec section 4 "excluded RNG vendors" (moved to INHOUSE); default ['INHOUSE']. */
  excludedRngVendors?: readonly string[];
}) {
  const { db } = deps;
  const excluded = deps.excludedRngVendors ?? DEFAULT_EXCLUDED_RNG_VENDORS;
  const cache = createTtlCache({ ttlMs: CATALOGUE_TTL_MS, max: CATALOGUE_CACHE_KEYS });

  const clausesOf = (category: GameType | undefined) =>
    category ? categoryClauses(category, excluded) : undefined;

  async function page(filter: GameFilter, pageNo: number, pageSize: number) {
    const offset = (pageNo - 1) * pageSize;
    const found = await gamesRepository.list(db, filter, { limit: pageSize, offset });
    // Past the last page the window has nothing to count on: only then a second query.
    const total = found.total ?? (offset === 0 ? 0 : await gamesRepository.count(db, filter));
    return { rows: found.rows, total, totalPages: Math.ceil(total / pageSize) };
  }

  const categories = (): Promise<CategoryVendors[]> =>
    cache.get('vendors', async () => reshapeVendors(await gamesRepository.vendorTypeCounts(db), excluded));

  /** gameClassify is the spec's other name for the category; gameType wins when both are sent. */
  function requestedType(q: GameListQuery): GameType | undefined {
    if (q.gameType || !q.gameClassify) return q.gameType;
    const parsed = GameType.safeParse(q.gameClassify.toUpperCase());
    if (!parsed.success) throw validationFailed({ gameClassify: 'invalid' });
    return parsed.data;
  }

  return {
    /** GET GCSGAME_gameList. FAV and RECENT need a member: a visitor gets an empty page. */
    async gameList(q: GameListQuery, language: string, viewer: Viewer | null): Promise<GameList> {
      const personal = q.selectType === 'FAV' || q.selectType === 'RECENT';
      // Favourites are a member feature (spec section 6): a trial user has none.
      if (personal && (!viewer || (q.selectType === 'FAV' && viewer.trial))) {
        return { games: [], pageNo: q.pageNo, pageSize: q.pageSize, totalPages: 0, total: 0 };
      }
      const filter: GameFilter = {
        language,
        category: listClauses(requestedType(q), q.vassalage, excluded),
        select: q.selectType,
        ...(q.vassalage ? { vassalage: q.vassalage } : {}),
        ...(q.keyword ? { keyword: q.keyword } : {}),
        ...(personal && viewer ? { memberId: viewer.memberId } : {}),
      };
      const load = async (): Promise<GameList> => {
        const p = await page(filter, q.pageNo, q.pageSize);
        return {
          games: p.rows.map(toTile),
          pageNo: q.pageNo,
          pageSize: q.pageSize,
          totalPages: p.totalPages,
          total: p.total,
        };
      };
      if (personal) return load();
      const key = JSON.stringify(['list', filter, q.pageNo, q.pageSize]);
      return cache.get(key, load);
    },

    /** GET GCSGAME_hotGamesV2 */
    hotGames(language: string): Promise<HotGames> {
      return cache.get(`hot:${language}`, async () => {
        const filter: GameFilter = { language, select: 'HOT' };
        const { rows } = await gamesRepository.list(db, filter, { limit: HOT_LIST_LIMIT, offset: 0 });
        return { list: rows.map(toTile) };
      });
    },

    /** GET GLS2_roomList: a vendor's games (the popup of a VASSALAGE tile). */
    roomList(vassalage: string, gameType: GameType | undefined, language: string) {
      const filter: GameFilter = {
        language,
        vassalage,
        select: 'ALL',
        category: clausesOf(listCategory(gameType, vassalage, excluded)),
      };
      return cache.get(JSON.stringify(['room', filter]), async () => ({
        list: (await gamesRepository.list(db, filter, { limit: ROOM_LIST_LIMIT, offset: 0 })).rows.map(
          toTile,
        ),
      }));
    },

    /** GET GCSGAME_getVassGameType */
    async vendorStore(): Promise<VendorStore> {
      const gameVendor = await categories();
      return { gameVendor, prizeMode: prizeModeOf(gameVendor) };
    },

    /** GET GCSGAME_newGameVendor */
    async lanes(): Promise<VendorLanes> {
      const lanes = (await categories()).map((c) => ({
        title: CATEGORY_TITLES[c.gameType],
        gameClassify: c.gameType,
        cards: c.vendors,
      }));
      return { data: { lanes } };
    },

    /** GET /lgw/games/game_menus */
    async menus(): Promise<GameMenus> {
      const menus = (await categories()).map((c) => ({
        gameType: c.gameType,
        path: menuPathOf(c.gameType),
        vendors: c.vendors,
      }));
      return { menus };
    },

    /** GET GCS_recentGame (page size 20). */
    async recent(
      memberId: string,
      q: { page: number; pageSize: number; gameType?: GameType | undefined },
      language: string,
    ): Promise<RecentGames> {
      const filter: GameFilter = { language, select: 'RECENT', memberId, category: clausesOf(q.gameType) };
      const p = await page(filter, q.page, q.pageSize);
      return {
        list: p.rows.map((r) => ({
          ...toTile(r),
          lastPlayedAt: (r.lastPlayedAt ?? new Date(0)).toISOString(),
        })),
        page: q.page,
        totalPages: p.totalPages,
      };
    },

    /** GET MCSFE_getFavoriteGamesList (page size 999). */
    async favouriteList(
      memberId: string,
      q: { pageNo: number; pageSize: number; gameType?: GameType | undefined },
      language: string,
    ): Promise<FavouriteList> {
      const filter: GameFilter = { language, select: 'FAV', memberId, category: clausesOf(q.gameType) };
      const p = await page(filter, q.pageNo, q.pageSize);
      return { content: p.rows.map(toTile), pageNum: q.pageNo, totalPages: p.totalPages };
    },

    /** After an operator change made through this process. */
    invalidate(): void {
      cache.clear();
    },
  };
}
