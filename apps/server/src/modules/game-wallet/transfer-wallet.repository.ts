import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface ActiveVendor {
  code: string;
  displayName: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
}

/** The only SQL of the transfer wallet: vendors, and (read only) the member's wallets at vendors. */
export const transferWalletRepository = {
  async activeVendors(db: Executor): Promise<ActiveVendor[]> {
    const rows = await db
      .selectFrom('game_vendors')
      .select(['code', 'display_name', 'wallet_mode'])
      .where('active', '=', true)
      .orderBy('sort')
      .orderBy('code')
      .execute();
    return rows.map((r) => ({ code: r.code, displayName: r.display_name, walletMode: r.wallet_mode }));
  },

  /** Available balance of each wallet the member has at a transfer-mode vendor (ledger migration 0005). */
  async vendorWalletBalances(db: Executor, memberId: string): Promise<Map<string, bigint>> {
    const rows = await sql<{ vendor_code: string; available: string }>`
      SELECT vendor_code, balance - held AS available FROM ledger_accounts
      WHERE member_id = ${memberId} AND vendor_code IS NOT NULL`.execute(db);
    return new Map(rows.rows.map((r) => [r.vendor_code, BigInt(r.available)]));
  },
};
