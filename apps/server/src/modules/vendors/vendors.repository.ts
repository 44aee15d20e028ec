import type { Executor } from '../../db/database.ts';

export interface VendorRow {
  code: string;
  secret: string | null;
  active: boolean;
  walletMode: 'SEAMLESS' | 'TRANSFER';
}

/** The only SQL of the vendor wallet API: vendors, launch tokens, members. */
export const vendorsRepository = {
  async findVendor(db: Executor, code: string): Promise<VendorRow | null> {
    const row = await db
      .selectFrom('game_vendors')
      .select(['code', 'secret', 'active', 'wallet_mode'])
      .where('code', '=', code)
      .executeTakeFirst();
    return row
      ? { code: row.code, secret: row.secret, active: row.active, walletMode: row.wallet_mode }
      : null;
  },

  async findLaunchToken(
    db: Executor,
    tokenHash: string,
  ): Promise<{ memberId: string; vendorCode: string; expiresAt: Date } | null> {
    const row = await db
      .selectFrom('launch_tokens')
      .select(['member_id', 'vendor_code', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { memberId: row.member_id, vendorCode: row.vendor_code, expiresAt: row.expires_at } : null;
  },

  async memberExists(db: Executor, memberId: string): Promise<boolean> {
    const row = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
    return row !== undefined;
  },
};
