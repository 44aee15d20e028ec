/** Kysely types of the double-entry ledger and the real-time outbox (migration 0002). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the ledger migration's tables.
export interface LedgerTables {}
