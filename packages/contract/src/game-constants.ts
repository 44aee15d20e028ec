/**
 * Catalogue constants (spec section 9), free of zod so the web's first page can import them
 * without the schema library; games.ts re-exports them.
 */
export const GAME_PAGE_SIZE = 20;
export const FAVOURITE_PAGE_SIZE = 999;
export const WINNER_LIMIT = 20;
export const FAVOURITE_THROTTLE_MS = 1000;
export const HOME_VENDOR_LIMIT = 12;
export const HOME_HOT_ARROWS_ABOVE = 7;
/** The longest game search (GCSGAME_gameList keyword); the search box stops there. */
export const GAME_KEYWORD_MAX = 50;

/** The vendor code of our own games (spec section 2: ?vassalage=INHOUSE). */
export const INHOUSE_VENDOR = 'INHOUSE';
