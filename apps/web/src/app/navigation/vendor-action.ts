import type { GameType, VendorCard } from '@goldline/contract/games';
import { type GameMenu, launchOf, type NavAction } from './nav-actions';

/**
 * Vendor clicks in the dropdowns and vendor rows (spec section 2): a vendor in a list category
 * (fish, slots, and our own list pages) opens the page with ?vassalage=; any other vendor launches:
 * its single game, or its game list popup (a vendor lobby), so lottery vendors launch immediately.
 */
const VENDOR_PAGES: ReadonlySet<GameType> = new Set(['FISH', 'RNG', 'INHOUSE', 'CRASH', 'ARCADE', 'JACKPOT']);

export function vendorAction(menu: GameMenu, vendor: VendorCard): NavAction {
  if (VENDOR_PAGES.has(menu.gameType))
    return { kind: 'navigate', to: withVendor(menu.path, vendor.vassalage) };
  if (vendor.singleNodeId) return launchOf(menu.gameType, vendor, vendor.singleNodeId);
  return { kind: 'lobby', gameType: menu.gameType, vassalage: vendor.vassalage, name: vendor.displayName };
}

/** The vendor's page inside a category page; the link for list categories and the 'more' links. */
export function withVendor(path: string, vassalage: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('vassalage', vassalage);
  return `${url.pathname}${url.search}`;
}
