/** The compiled reel sets of the slot, built once from the strip data. */
import { compileReels } from './evaluate.ts';
import { BASE_STRIPS, FREE_SPIN_STRIPS, toIds } from './strips.ts';

export const BASE_REELS = compileReels(toIds(BASE_STRIPS));
export const FREE_SPIN_REELS = compileReels(toIds(FREE_SPIN_STRIPS));
