/** Kysely types of the in-house originals (migration 0006): filled in by the originals module. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by its module's migration
export interface OriginalsTables {}
