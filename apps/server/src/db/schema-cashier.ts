/** Kysely types of the cashier: channels, deposits, withdrawals, bank accounts, messages (migration 0003). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the cashier migration's tables.
export interface CashierTables {}
