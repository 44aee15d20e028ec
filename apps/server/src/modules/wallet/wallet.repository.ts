import type { Executor } from '../../db/database.ts';

export interface WalletAccount {
  id: string;
  memberId: string | null;
  kind: 'cash' | 'play';
  currency: string;
  balance: bigint;
}

/**
 * Finds and opens wallet accounts. Balances are never written here: they move only through the
 * ledger service's entries (modules/ledger, docs/decisions/030-ledger.md).
 */
export const walletRepository = {
  /** Opens an empty account; money arrives only as a ledger movement. */
  async createAccount(
    db: Executor,
    a: { memberId: string; kind: 'cash' | 'play'; currency: string },
  ): Promise<string> {
    const row = await db
      .insertInto('ledger_accounts')
      .values({ member_id: a.memberId, kind: a.kind, currency: a.currency })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The member's main wallet: cash for players, play money for trial accounts. */
  async findMemberAccount(db: Executor, memberId: string): Promise<WalletAccount | null> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'member_id', 'kind', 'currency', 'balance'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          memberId: row.member_id,
          kind: row.kind,
          currency: row.currency.trim(),
          balance: BigInt(row.balance),
        }
      : null;
  },
};
