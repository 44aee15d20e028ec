import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { GameCurrency } from './shared/currency-provider';

/** Each game is its own chunk, loaded only when opened, inside the site currency. */
const game = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const { default: Game } = await load();
    return { default: () => createElement(GameCurrency, null, createElement(Game)) };
  });

/**
 * The in-house originals by gameCode (catalogue migration 0004): /seamless?gameCode=<code> renders
 * `originalGames[code]`.
 */
export const originalGames: Record<string, LazyExoticComponent<ComponentType>> = {
  dice: game(() => import('./dice/dice-game')),
  limbo: game(() => import('./limbo/limbo-game')),
  plinko: game(() => import('./plinko/plinko-game')),
  mines: game(() => import('./mines/mines-game')),
  slot: game(() => import('./slot/slot-game')),
  crash: game(() => import('./crash/crash-game')),
};
