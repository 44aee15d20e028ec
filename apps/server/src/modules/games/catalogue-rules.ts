import { GAME_NAV_ORDER, type GameType, type VendorCard } from '@goldline/contract/games';

/** Spec section 3 "Vendor codes": these vendors report their games as SPORTS. */
export const ESPORTS_VENDORS: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
/** Spec section 4 "excluded RNG vendors move to INHOUSE"; the list is a service option (decision 050). */
export const DEFAULT_EXCLUDED_RNG_VENDORS: readonly string[] = ['INHOUSE'];
/** The categories an excluded vendor's games leave for INHOUSE (ours: CRASH, ARCADE, JACKPOT). */
const INHOUSE_SOURCE_TYPES: readonly GameType[] = ['RNG', 'CRASH', 'ARCADE', 'JACKPOT'];
/** Lottery vendors whose e-lottery card switches the prize mode to ELOTT (spec section 4). */
const ELOTT_PRIZE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * A game's own type: esports and cockfight vendors report SPORTS, the spec splits them out (an
 * esports match is an esports game, wherever the vendor files it).
 */
export function gameTypeOf(vendor: string, storedType: GameType): GameType {
  if (storedType !== 'SPORTS') return storedType;
  if (ESPORTS_VENDORS.includes(vendor)) return 'ESPORTS';
  if (COCKFIGHT_VENDORS.includes(vendor)) return 'COCKFIGHT';
  return 'SPORTS';
}

/**
 * The category a game is listed under: its type, except that the games of an excluded RNG vendor
 * (and its crash, arcade and jackpot games) are grouped under INHOUSE. A grouping of vendors, not a
 * type: the in-house crash tile still says CRASH.
 */
export function categoryOf(vendor: string, storedType: GameType, excluded: readonly string[]): GameType {
  const type = gameTypeOf(vendor, storedType);
  return excluded.includes(vendor) && INHOUSE_SOURCE_TYPES.includes(type) ? 'INHOUSE' : type;
}

/** One way a game can belong to a category: a stored type, maybe only for (or except) some vendors. */
export interface CategoryClause {
  types: readonly GameType[];
  vendorsIn?: readonly string[];
  vendorsNotIn?: readonly string[];
}

/** categoryOf turned around, for SQL filters: a game is in `category` iff one clause matches it. */
export function categoryClauses(category: GameType, excluded: readonly string[]): CategoryClause[] {
  switch (category) {
    case 'ESPORTS':
      return [{ types: ['ESPORTS'] }, { types: ['SPORTS'], vendorsIn: ESPORTS_VENDORS }];
    case 'COCKFIGHT':
      return [{ types: ['COCKFIGHT'] }, { types: ['SPORTS'], vendorsIn: COCKFIGHT_VENDORS }];
    case 'SPORTS':
      return [{ types: ['SPORTS'], vendorsNotIn: [...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS] }];
    case 'INHOUSE':
      return [{ types: ['INHOUSE'] }, { types: INHOUSE_SOURCE_TYPES, vendorsIn: excluded }];
    case 'RNG':
    case 'CRASH':
    case 'ARCADE':
    case 'JACKPOT':
      return [{ types: [category], vendorsNotIn: excluded }];
    default:
      return [{ types: [category] }];
  }
}

/**
 * The game-list filter: a category, narrowed by vendor. /rng?vassalage=INHOUSE is the in-house page
 * (spec section 2), so RNG together with an excluded vendor means that vendor's INHOUSE category.
 */
export function listCategory(
  gameType: GameType | undefined,
  vassalage: string | undefined,
  excluded: readonly string[],
): GameType | undefined {
  if (gameType === 'RNG' && vassalage && excluded.includes(vassalage)) return 'INHOUSE';
  return gameType;
}

/**
 * The game list's SQL filter. The slots page without a vendor (/rng) lists every slot, the excluded
 * (in-house) vendors' ones too: their games are grouped under INHOUSE in the menus, but a visitor
 * who opens "Slots" should find Golden Reels rather than "no games" (issue 12). With a vendor, and
 * for every other category, it is the category's own clauses.
 */
export function listClauses(
  gameType: GameType | undefined,
  vassalage: string | undefined,
  excluded: readonly string[],
): CategoryClause[] | undefined {
  if (gameType === 'RNG' && !vassalage) return [{ types: ['RNG'] }];
  const category = listCategory(gameType, vassalage, excluded);
  return category ? categoryClauses(category, excluded) : undefined;
}

/** One row per (vendor, stored game type) with its active games. */
export interface VendorTypeCount {
  vendor: string;
  displayName: string;
  iconUrl: string;
  isSingle: boolean;
  storedType: GameType;
  gameCount: number;
  /** Any game of the group; meaningful only when gameCount is 1. */
  someGameId: string;
}

export interface CategoryVendors {
  gameType: GameType;
  vendors: VendorCard[];
}

/**
 * Spec section 4 "Vendor list reshaping": cards per category after the splits, in navigation order,
 * categories without a vendor left out. Input rows come in vendor order and keep it.
 */
export function reshapeVendors(rows: VendorTypeCount[], excluded: readonly string[]): CategoryVendors[] {
  const byCategory = new Map<GameType, Map<string, VendorCard>>();
  for (const row of rows) {
    const category = categoryOf(row.vendor, row.storedType, excluded);
    const cards = byCategory.get(category) ?? new Map<string, VendorCard>();
    byCategory.set(category, cards);
    const card = cards.get(row.vendor);
    if (card) {
      card.gameCount += row.gameCount;
      card.singleNodeId = null;
    } else {
      cards.set(row.vendor, {
        vassalage: row.vendor,
        gameType: category,
        displayName: row.displayName,
        iconUrl: row.iconUrl,
        gameCount: row.gameCount,
        singleNodeId: row.gameCount === 1 ? row.someGameId : null,
        isSingle: row.isSingle,
      });
    }
  }
  return GAME_NAV_ORDER.flatMap((gameType) => {
    const cards = byCategory.get(gameType);
    return cards ? [{ gameType, vendors: [...cards.values()] }] : [];
  });
}

/** Spec section 4: ELOTT if the e-lottery category has a TCG_LOTTO_VN or LOTT card, else LOTT. */
export function prizeModeOf(categories: CategoryVendors[]): 'LOTT' | 'ELOTT' {
  const elott = categories.find((c) => c.gameType === 'ELOTT');
  return elott?.vendors.some((v) => ELOTT_PRIZE_VENDORS.includes(v.vassalage)) ? 'ELOTT' : 'LOTT';
}

/** Where a header click on a category goes (spec section 2 routes; ours under /bgs, decision 050). */
export function menuPathOf(gameType: GameType): string {
  switch (gameType) {
    case 'INHOUSE':
      return '/rng?vassalage=INHOUSE';
    case 'CRASH':
    case 'ARCADE':
    case 'JACKPOT':
      return `/bgs?gameType=${gameType}`;
    default:
      return `/${gameType.toLowerCase()}`;
  }
}

/** Lane titles in English; the web shows its own translation by gameClassify. */
export const CATEGORY_TITLES: Record<GameType, string> = {
  RNG: 'Slots',
  LIVE: 'Live casino',
  FISH: 'Fishing',
  PVP: 'Card games',
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  COCKFIGHT: 'Cockfight',
  LOTT: 'Lottery',
  ELOTT: 'E-lottery',
  INHOUSE: 'Originals',
  CRASH: 'Crash',
  ARCADE: 'Arcade',
  JACKPOT: 'Jackpot',
};
