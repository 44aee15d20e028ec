import type { Executor } from '../../db/database.ts';

/** A member-to-member transfer, with the receiver's account name. */
export interface Transfer {
  id: string;
  fromMember: string;
  toMember: string;
  direction: 'upline' | 'downline';
  amount: bigint;
  createdAt: Date;
  toName: string;
}

/** The only SQL for `transfers`, plus the one downline predicate every agent check goes through. */
export const transfersRepository = {
  /**
   * Direct downline only (conventions: "every agent query goes through one downline predicate").
   * Case-insensitive account name, as at login.
   */
  async findDirectDownline(db: Executor, agentId: string, username: string) {
    return db
      .selectFrom('members')
      .select(['id', 'username', 'type'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .where('parent_id', '=', agentId)
      .where('status', '=', 'active')
      .executeTakeFirst();
  },

  async findUpline(db: Executor, memberId: string) {
    return db
      .selectFrom('members as m')
      .innerJoin('members as u', 'u.id', 'm.parent_id')
      .select(['u.id', 'u.username', 'u.nickname', 'u.type'])
      .where('m.id', '=', memberId)
      .where('u.status', '=', 'active')
      .executeTakeFirst();
  },

  async username(db: Executor, memberId: string): Promise<string> {
    const r = await db
      .selectFrom('members')
      .select('username')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return r.username;
  },

  async insert(
    db: Executor,
    t: {
      from: string;
      to: string;
      direction: 'upline' | 'downline';
      amount: bigint;
      ledgerTxId: string;
      memo: string | null;
      at: Date;
    },
  ): Promise<string> {
    const r = await db
      .insertInto('transfers')
      .values({
        from_member: t.from,
        to_member: t.to,
        direction: t.direction,
        amount: t.amount,
        ledger_tx_id: t.ledgerTxId,
        memo: t.memo,
        created_at: t.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  /** The transfer a ledger transaction made, with the receiver's account name. */
  async findByTx(db: Executor, ledgerTxId: string): Promise<Transfer | undefined> {
    const row = await db
      .selectFrom('transfers as t')
      .innerJoin('members as m', 'm.id', 't.to_member')
      .select([
        't.id',
        't.from_member',
        't.to_member',
        't.direction',
        't.amount',
        't.created_at',
        'm.username',
      ])
      .where('t.ledger_tx_id', '=', ledgerTxId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        fromMember: row.from_member,
        toMember: row.to_member,
        direction: row.direction,
        amount: BigInt(row.amount),
        createdAt: row.created_at,
        toName: row.username,
      }
    );
  },
};
