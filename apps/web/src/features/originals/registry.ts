import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The in-house originals by gameCode (catalogue migration 0004): /seamless?gameCode=<code> renders
 * `originalGames[code]`. Each game is its own chunk, loaded only when opened; the site currency
 * comes from the root layout.
 */
export const originalGames: Record<string, LazyExoticComponent<ComponentType>> = {
  dice: lazy(() => import('./dice/dice-game')),
  limbo: lazy(() => import('./limbo/limbo-game')),
  plinko: lazy(() => import('./plinko/plinko-game')),
  mines: lazy(() => import('./mines/mines-game')),
  slot: lazy(() => import('./slot/slot-game')),
  crash: lazy(() => import('./crash/crash-game')),
};
