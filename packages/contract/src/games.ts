import * as z from 'zod';
import { FAVOURITE_PAGE_SIZE, GAME_KEYWORD_MAX, GAME_PAGE_SIZE, WINNER_LIMIT } from './game-constants.ts';
import { Amount, IdempotencyKey } from './money.ts';

// Plain constants live apart so the home page can read them without loading zod.
export * from './game-constants.ts';

/**
 * The game catalogue (spec sections 2, 3, 4, 7 and 9). Paths and field names are the spec's, so the
 * spec's front end and ours speak the same language; fields the spec does not show are ours and
 * documented here.
 */

/**
 * Game types (categories). The spec's HOME and PROMO are navigation entries, not game types. CRASH,
 * ARCADE and JACKPOT have no spec route; their list is /bgs?gameType=... (decision 050).
 * INHOUSE is the category the vendor-list reshaping moves excluded RNG vendors into (spec section 4).
 */
export const GameType = z.enum([
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'CRASH',
  'ARCADE',
  'JACKPOT',
  'INHOUSE',
]);
export type GameType = z.infer<typeof GameType>;

/**
 * Header and lane order (spec section 2: home, one entry per category with a vendor, promotions):
 * the spec's home-page rows, then the lotteries, then our own categories (decision 050).
 */
export const GAME_NAV_ORDER: readonly GameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'INHOUSE',
  'CRASH',
  'ARCADE',
  'JACKPOT',
];

/** Spec section 3 "Game select types". */
export const GameSelectType = z.enum(['NEW', 'FAV', 'ALL', 'HOT', 'RECENT']);
export type GameSelectType = z.infer<typeof GameSelectType>;

/** Spec section 3 "Game tile" + "Game list item". nodeId is the game's id as a string. */
export const GameTile = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameCode: z.string(),
  /** In the request language, falling back to EN. */
  gameName: z.string(),
  displayName: z.string(),
  /** Vendor code. */
  vassalage: z.string(),
  gameType: GameType,
  iconUrl: z.string(),
  /** Wide artwork for featured rows; null when the game has none. */
  lagerIcon: z.string().nullable(),
  /** 1 = hot badge (spec). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  /** 'VASSALAGE' = the tile is a vendor lobby: launching opens the popup game list (spec section 3). */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  /** Declared return to player in percent with two decimals ("96.37"), null when not published. */
  rtp: z.string().nullable(),
  /** Trial (free-play) users may launch it (spec section 6). */
  freePlay: z.boolean(),
});
export type GameTile = z.infer<typeof GameTile>;

/** GET /wps/relay/GCSGAME_gameList (spec section 7; page size 20; selectType and keyword are ours). */
export const GameListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
  gameType: GameType.optional(),
  gameClassify: z.string().max(32).optional(),
  vassalage: z.string().max(32).optional(),
  selectType: GameSelectType.default('ALL'),
  /** Search by name, any language, case-insensitive. */
  keyword: z.string().trim().max(GAME_KEYWORD_MAX).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  language: z.string().max(8).optional(),
});
export type GameListQuery = z.infer<typeof GameListQuery>;

export const GameList = z.object({
  games: z.array(GameTile),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameList = z.infer<typeof GameList>;

/** GET /wps/relay/GCSGAME_hotGamesV2 -> value.list */
export const HotGamesQuery = z.object({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});
export type HotGamesQuery = z.infer<typeof HotGamesQuery>;
export const HotGames = z.object({ list: z.array(GameTile) });
export type HotGames = z.infer<typeof HotGames>;

/** A vendor in a category (spec section 3 "Vendor lanes": cards with vassalage, gameType, displayName). */
export const VendorCard = z.object({
  vassalage: z.string(),
  gameType: GameType,
  displayName: z.string(),
  iconUrl: z.string(),
  /** Active games of this vendor in this category. */
  gameCount: z.number().int(),
  /** When the vendor has exactly one game here, its nodeId: a click launches it directly. */
  singleNodeId: z.string().nullable(),
  /** Seamless (true) or transfer wallet (false) (spec section 3 "Wallet: isSingle"). */
  isSingle: z.boolean(),
});
export type VendorCard = z.infer<typeof VendorCard>;

/** GET /wps/relay/GCSGAME_newGameVendor -> value.data.lanes: one lane per category, in nav order. */
export const VendorLane = z.object({
  title: z.string(),
  gameClassify: GameType,
  cards: z.array(VendorCard),
});
export type VendorLane = z.infer<typeof VendorLane>;
export const VendorLanes = z.object({ data: z.object({ lanes: z.array(VendorLane) }) });
export type VendorLanes = z.infer<typeof VendorLanes>;

/**
 * GET /wps/relay/GCSGAME_getVassGameType: the game store after the vendor-list reshaping of spec
 * section 4 (esports and cockfight split out of SPORTS, excluded RNG vendors moved to INHOUSE) and
 * the lottery prize mode (ELOTT if the e-lottery category has a TCG_LOTTO_VN or LOTT card, else LOTT).
 */
export const VendorStore = z.object({
  gameVendor: z.array(z.object({ gameType: GameType, vendors: z.array(VendorCard) })),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
});
export type VendorStore = z.infer<typeof VendorStore>;

/** GET /lgw/games/game_menus: the header navigation, one entry per category with a vendor. */
export const GameMenu = z.object({
  gameType: GameType,
  /** Where a click on the category goes (spec section 2 header rules), e.g. '/rng'. */
  path: z.string(),
  vendors: z.array(VendorCard),
});
export type GameMenu = z.infer<typeof GameMenu>;
export const GameMenus = z.object({ menus: z.array(GameMenu) });
export type GameMenus = z.infer<typeof GameMenus>;

/** GET /wps/relay/GCS_recentGame (page size 20) */
export const RecentGamesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  gameType: GameType.optional(),
  language: z.string().max(8).optional(),
  clientType: z.coerce.number().int().optional(),
});
export type RecentGamesQuery = z.infer<typeof RecentGamesQuery>;
export const RecentGames = z.object({
  list: z.array(GameTile.extend({ lastPlayedAt: z.iso.datetime() })),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type RecentGames = z.infer<typeof RecentGames>;

/** GET /wps/relay/MCSFE_getFavoriteGames -> the ids only (the tile hearts). */
export const FavouriteIds = z.object({ favGameIds: z.array(z.string()) });
export type FavouriteIds = z.infer<typeof FavouriteIds>;

/** GET /wps/relay/MCSFE_getFavoriteGamesList (page size 999) */
export const FavouriteListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
  gameType: GameType.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITE_PAGE_SIZE).default(FAVOURITE_PAGE_SIZE),
});
export type FavouriteListQuery = z.infer<typeof FavouriteListQuery>;
export const FavouriteList = z.object({
  content: z.array(GameTile),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type FavouriteList = z.infer<typeof FavouriteList>;

/** POST /wps/relay/MCSFE_addFavoriteGameV2 (spec section 3 favourite payload). */
export const FavouriteAdd = z.object({
  nodeId: z.string().regex(/^\d{1,18}$/),
  vendor: z.string().max(32).optional(),
  gameType: GameType.optional(),
});
export type FavouriteAdd = z.infer<typeof FavouriteAdd>;
/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId= */
export const FavouriteRemove = z.object({ nodeId: z.string().regex(/^\d{1,18}$/) });
export type FavouriteRemove = z.infer<typeof FavouriteRemove>;
export const FavouriteResult = FavouriteIds;
export type FavouriteResult = z.infer<typeof FavouriteResult>;

/** GET /wps/relay/GCSGAME_getRankList: the winner board from real settled wins (limit 20). */
export const RankListQuery = z.object({
  gameCategory: z.string().max(16).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(WINNER_LIMIT).default(WINNER_LIMIT),
});
export type RankListQuery = z.infer<typeof RankListQuery>;
export const Winner = z.object({
  vo: z.object({
    /** Masked: first two characters, then asterisks (never the whole username). */
    customerName: z.string(),
    winAmount: Amount,
    /** winAmount / stake, two decimals ("12.50"). */
    multiplier: z.string(),
    iconUrl: z.string(),
    gameName: z.string(),
    gameType: GameType,
    nodeId: z.string(),
    time: z.iso.datetime(),
  }),
});
export type Winner = z.infer<typeof Winner>;
export const RankList = z.object({ list: z.array(Winner) });
export type RankList = z.infer<typeof RankList>;

/**
 * GET /wps/game/launchGame (and GCS_gameLaunchFB, the trial-user variant). Token required; trial
 * users only for freePlay games. `internal` urls are routes of this site (the in-house games open in
 * /seamless); `external` urls are a vendor's page with a one-time launch token.
 */
export const LaunchQuery = z.object({
  nodeId: z.string().regex(/^\d{1,18}$/),
  language: z.string().max(8).optional(),
  clientType: z.coerce.number().int().optional(),
  /** Where the vendor's page sends the player back. */
  backUrl: z.string().max(512).optional(),
});
export type LaunchQuery = z.infer<typeof LaunchQuery>;
export const Launch = z.object({
  url: z.string(),
  mode: z.enum(['internal', 'external']),
  gameCode: z.string(),
  vassalage: z.string(),
  gameName: z.string(),
});
export type Launch = z.infer<typeof Launch>;

/** GET /wps/relay/GLS2_roomList?vassalage= : a VASSALAGE tile's popup game list. */
export const RoomListQuery = z.object({
  vassalage: z.string().max(32),
  gameType: GameType.optional(),
  language: z.string().max(8).optional(),
});
export type RoomListQuery = z.infer<typeof RoomListQuery>;
export const RoomList = z.object({ list: z.array(GameTile) });
export type RoomList = z.infer<typeof RoomList>;

/** GET /wps/relay/GCS_merchantWallet -> value.isSingle (spec section 3 "Wallet"). */
export const MerchantWallet = z.object({
  isSingle: z.boolean(),
  /** Vendors that keep their own wallet (transfer mode), with the member's balance there. */
  transferVendors: z.array(z.object({ vassalage: z.string(), displayName: z.string(), balance: Amount })),
});
export type MerchantWallet = z.infer<typeof MerchantWallet>;

/** POST /wps/relay/GCS_walletTransfer: main wallet <-> a transfer-mode vendor wallet. */
export const WalletTransferRequest = z.object({
  vassalage: z.string().max(32),
  direction: z.enum(['IN', 'OUT']),
  amount: Amount,
  /** The browser's idempotency key for this transfer. */
  idempotencyKey: IdempotencyKey,
});
export type WalletTransferRequest = z.infer<typeof WalletTransferRequest>;
export const WalletTransferResult = z.object({
  balance: Amount,
  vendorBalance: Amount,
  transactionId: z.string(),
});
export type WalletTransferResult = z.infer<typeof WalletTransferResult>;
