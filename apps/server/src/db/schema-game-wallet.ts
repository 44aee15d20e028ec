/** Kysely types of the game wallet (migration 0005): filled in by the game-wallet module. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by its module's migration
export interface GameWalletTables {}
