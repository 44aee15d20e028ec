import type { GameMenus, GameType, VendorCard } from '@goldline/contract/games';

/**
 * The header click rules of spec section 2, as data so every menu (header, side menu, drawer,
 * bottom bar) follows them the same way. A category with exactly one vendor that has exactly one
 * game launches it directly, unless the category always navigates (HOME, PROMO, PVP, FISH, RNG;
 * HOME and PROMO are not game menus, so only the last three are listed). Vendor clicks:
 * vendor-action.ts.
 */
export type GameMenu = GameMenus['menus'][number];

export type NavAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'launch'; nodeId: string; gameType: GameType; vassalage: string; name: string }
  | { kind: 'lobby'; gameType: GameType; vassalage: string; name: string };

const ALWAYS_NAVIGATE: ReadonlySet<GameType> = new Set(['PVP', 'FISH', 'RNG']);

export function categoryAction(menu: GameMenu): NavAction {
  const only = menu.vendors.length === 1 ? menu.vendors[0] : undefined;
  if (only?.singleNodeId && !ALWAYS_NAVIGATE.has(menu.gameType)) {
    return launchOf(menu.gameType, only, only.singleNodeId);
  }
  return { kind: 'navigate', to: menu.path };
}

export function launchOf(gameType: GameType, vendor: VendorCard, nodeId: string): NavAction {
  return { kind: 'launch', nodeId, gameType, vassalage: vendor.vassalage, name: vendor.displayName };
}

/**
 * Which of several menu paths the current page is: the same pathname, and among those the one whose
 * query parameters all match with the most of them (/rng?vassalage=INHOUSE beats /rng there).
 */
export function activePath(paths: string[], pathname: string, search: string): string | null {
  const here = new URLSearchParams(search);
  let best: { path: string; score: number } | null = null;
  for (const path of paths) {
    const url = new URL(path, 'http://site.invalid');
    if (url.pathname.toLowerCase() !== pathname.toLowerCase().replace(/(.)\/+$/, '$1')) continue;
    const wanted = [...url.searchParams];
    if (!wanted.every(([key, value]) => here.get(key) === value)) continue;
    if (!best || wanted.length > best.score) best = { path, score: wanted.length };
  }
  return best?.path ?? null;
}
