/**
 * Spec section 9 figures the content components need. They equal the constants in
 * @goldline/contract/content (a unit test holds them together); importing values from there would
 * bring zod into the lobby chunk, which only needs three numbers.
 */
export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
