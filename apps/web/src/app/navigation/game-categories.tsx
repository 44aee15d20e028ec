import {
  IconBallFootball,
  IconCards,
  IconCherry,
  IconChess,
  IconDeviceDesktop,
  IconDeviceGamepad2,
  IconFeather,
  IconFish,
  IconGift,
  IconHome,
  IconPlayCard,
  IconTicket,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * Navigation order of spec section 2: home, one entry per game category, then promotions. The
 * catalogue issue will hide categories without vendors; until then every category page exists and
 * says honestly that games arrive soon.
 */
export interface NavCategory {
  key: string;
  path: string;
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  /** Tile gradient for the lobby (six themes, spec section 9). */
  tone: number;
}

export const navCategories: NavCategory[] = [
  { key: 'home', path: '/', icon: IconHome, tone: 0 },
  { key: 'live', path: '/live', icon: IconPlayCard, tone: 1 },
  { key: 'rng', path: '/rng', icon: IconCherry, tone: 2 },
  { key: 'sports', path: '/sports', icon: IconBallFootball, tone: 3 },
  { key: 'esports', path: '/esports', icon: IconDeviceGamepad2, tone: 4 },
  { key: 'lott', path: '/lott', icon: IconTicket, tone: 5 },
  { key: 'elott', path: '/elott', icon: IconDeviceDesktop, tone: 0 },
  { key: 'fish', path: '/fish', icon: IconFish, tone: 1 },
  { key: 'pvp', path: '/pvp', icon: IconCards, tone: 2 },
  { key: 'cockfight', path: '/cockfight', icon: IconFeather, tone: 3 },
  { key: 'bgs', path: '/bgs', icon: IconChess, tone: 4 },
  { key: 'promotions', path: '/promotions', icon: IconGift, tone: 5 },
];

/** Pages that hide the side menu (spec section 2), compared in lower case. */
const fullBleed = new Set(['/seamless', '/lottery', '/vnlottery', '/sealottery']);
export const hidesSideMenu = (pathname: string) => fullBleed.has(pathname.toLowerCase().replace(/\/+$/, ''));
