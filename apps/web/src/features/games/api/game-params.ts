/** Fixed parameters of the catalogue calls (spec section 9). */
export const CLIENT_TYPE = 3;
/** Game lists and recent games. */
export const LIST_PLATFORM = 'flash,html5-desktop';
/** Favourites. */
export const FAVOURITE_PLATFORM = 'flash';
/** Hot games are asked for the platform view (spec section 7: isPlatform 2). */
export const HOT_IS_PLATFORM = 2;

/** Every games query key starts here, so a language change or a login can refresh them together. */
export const GAMES_KEY = ['games'] as const;
