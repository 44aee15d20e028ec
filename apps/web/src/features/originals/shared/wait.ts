/** Resolves after `ms` (0 resolves on the next task): lets an animation finish before the outcome. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
