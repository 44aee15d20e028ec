import type { Executor } from '../../db/database.ts';

export interface WalletAccount {
  id: string;
  memberId: string | null;
  kind: 'cash' | 'play';
  currency: string;
  balance: bigint;
}

/**
 * Finds wallet accounts. Accounts are opened and balances move only through the ledger service
 * (modules/ledger, docs/decisions/030-ledger.md); this repository only reads.
 */
export const walletRepository = {
  /** The member's main wallet: cash for players, play money for trial accounts. */
  async findMemberAccount(db: Executor, memberId: string): Promise<WalletAccount | null> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'member_id', 'kind', 'currency', 'balance'])
      .where('member_id', '=', memberId)
      // Bonus money and points have accounts of their own (decisions 090, 100); the main wallet is
      // cash or play.
      .where('kind', 'in', ['cash', 'play'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          memberId: row.member_id,
          kind: row.kind === 'play' ? 'play' : 'cash',
          currency: row.currency.trim(),
          balance: BigInt(row.balance),
        }
      : null;
  },
};
