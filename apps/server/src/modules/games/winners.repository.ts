import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { CategoryClause } from './catalogue-rules.ts';
import { categorySql } from './games.repository.ts';

export interface WinRow {
  username: string;
  stake: bigint;
  payout: bigint;
  settledAt: Date;
  gameId: string;
  vendor: string;
  storedType: string;
  name: string;
  iconUrl: string;
}

/** The winner board's only SQL: settled cash rounds of the game wallet (migration 0005). */
export const winnersRepository = {
  /**
   * Biggest payouts first. Only real money (cash), only settled rounds that paid more than they
   * staked, only games still listed (a click on a winner starts the game).
   */
  async biggestWins(
    db: Executor,
    f: { since: Date; limit: number; language: string; category?: CategoryClause[] | undefined },
  ): Promise<WinRow[]> {
    let q = db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', (j) =>
        j.onRef('g.vendor_code', '=', 'r.vendor_code').onRef('g.game_code', '=', 'r.game_code'),
      )
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .innerJoin('members as m', 'm.id', 'r.member_id')
      .where('r.status', '=', 'SETTLED')
      .where('r.account_kind', '=', 'cash')
      .where('r.stake', '>', '0')
      .where(sql<boolean>`r.payout > r.stake`)
      .where('r.settled_at', '>=', f.since)
      .where('g.active', '=', true)
      .where('v.active', '=', true);
    if (f.category) q = q.where(categorySql(f.category));
    const rows = await q
      .select([
        'm.username',
        'r.stake',
        'r.payout',
        'r.settled_at',
        'g.id',
        'g.vendor_code',
        'g.game_type',
        sql<string>`coalesce(g.names ->> ${f.language}, g.names ->> 'EN')`.as('name'),
        'g.icon_url',
      ])
      .orderBy('r.payout', 'desc')
      .orderBy('r.settled_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(f.limit)
      .execute();
    return rows.map((r) => ({
      username: r.username,
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
      settledAt: r.settled_at as Date,
      gameId: r.id,
      vendor: r.vendor_code,
      storedType: r.game_type,
      name: r.name,
      iconUrl: r.icon_url,
    }));
  },
};
