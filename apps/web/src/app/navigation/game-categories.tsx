import type { GameType } from '@goldline/contract/games';
import {
  IconBallFootball,
  IconCards,
  IconCherry,
  IconChess,
  IconCrown,
  IconDeviceDesktop,
  IconDeviceGamepad2,
  IconDiamond,
  IconDice5,
  IconFeather,
  IconFish,
  IconGift,
  IconHome,
  IconPlayCard,
  IconRocket,
  IconTicket,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type CategoryIcon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

/**
 * What the web knows about each category: its label key (nav.<key> in common.json), icon and page.
 * Which categories appear, in which order, comes from the server's game menus (spec section 2: only
 * categories with a vendor); this table only dresses them.
 */
export interface NavCategory {
  key: string;
  path: string;
  icon: CategoryIcon;
  /** Tile gradient (six themes, spec section 9). */
  tone: number;
}

const byGameType: Record<GameType, NavCategory> = {
  RNG: { key: 'rng', path: '/rng', icon: IconCherry, tone: 2 },
  LIVE: { key: 'live', path: '/live', icon: IconPlayCard, tone: 1 },
  FISH: { key: 'fish', path: '/fish', icon: IconFish, tone: 1 },
  PVP: { key: 'pvp', path: '/pvp', icon: IconCards, tone: 2 },
  SPORTS: { key: 'sports', path: '/sports', icon: IconBallFootball, tone: 3 },
  ESPORTS: { key: 'esports', path: '/esports', icon: IconDeviceGamepad2, tone: 4 },
  COCKFIGHT: { key: 'cockfight', path: '/cockfight', icon: IconFeather, tone: 3 },
  LOTT: { key: 'lott', path: '/lott', icon: IconTicket, tone: 5 },
  ELOTT: { key: 'elott', path: '/elott', icon: IconDeviceDesktop, tone: 0 },
  INHOUSE: { key: 'inhouse', path: '/rng?vassalage=INHOUSE', icon: IconDiamond, tone: 0 },
  CRASH: { key: 'crash', path: '/bgs?gameType=CRASH', icon: IconRocket, tone: 5 },
  ARCADE: { key: 'arcade', path: '/bgs?gameType=ARCADE', icon: IconDice5, tone: 4 },
  JACKPOT: { key: 'jackpot', path: '/bgs?gameType=JACKPOT', icon: IconCrown, tone: 0 },
};

export const categoryOf = (gameType: GameType): NavCategory => byGameType[gameType];

export const homeCategory: NavCategory = { key: 'home', path: '/', icon: IconHome, tone: 0 };
export const promotionsCategory: NavCategory = {
  key: 'promotions',
  path: '/promotions',
  icon: IconGift,
  tone: 5,
};

/** Every category page by its route key (the game list and game centre screens title themselves with it). */
export const navCategories: NavCategory[] = [
  ...Object.values(byGameType),
  { key: 'bgs', path: '/bgs', icon: IconChess, tone: 4 },
];

/** Pages that hide the side menu (spec section 2), compared in lower case. */
const fullBleed = new Set(['/seamless', '/lottery', '/vnlottery', '/sealottery']);
export const hidesSideMenu = (pathname: string) => fullBleed.has(pathname.toLowerCase().replace(/\/+$/, ''));
