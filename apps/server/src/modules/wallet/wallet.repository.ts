import type { Executor } from '../../db/database.ts';

export interface WalletAccount {
  id: string;
  memberId: string | null;
  kind: 'cash' | 'play';
  currency: string;
  balance: bigint;
}

/** The only SQL for ledger_accounts. The ledger issue adds entries; balances then move only through them. */
export const walletRepository = {
  async createAccount(
    db: Executor,
    a: { memberId: string; kind: 'cash' | 'play'; currency: string; openingBalance?: bigint },
  ): Promise<string> {
    const row = await db
      .insertInto('ledger_accounts')
      .values({
        member_id: a.memberId,
        kind: a.kind,
        currency: a.currency,
        balance: (a.openingBalance ?? 0n).toString(),
      })
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
