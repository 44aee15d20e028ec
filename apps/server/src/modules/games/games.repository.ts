import type { GameSelectType, GameType } from '@goldline/contract/games';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import type { CategoryClause, VendorTypeCount } from './catalogue-rules.ts';

/** A game and its vendor as a launch needs them (name in the request language, active flags of both). */
export interface LaunchableGame {
  id: string;
  vendorCode: string;
  gameCode: string;
  name: string;
  freePlay: boolean;
  launchPath: string | null;
  active: boolean;
  vendorActive: boolean;
  launchUrl: string | null;
}

/** What a tile needs from a game row, with its name already in the request language. */
export interface GameRow {
  id: string;
  vendor: string;
  gameCode: string;
  storedType: GameType;
  name: string;
  iconUrl: string;
  largeIconUrl: string | null;
  isHot: boolean;
  isNew: boolean;
  rtpBps: number | null;
  isGame: 'GAME' | 'VASSALAGE';
  freePlay: boolean;
  lastPlayedAt?: Date;
}

export interface GameFilter {
  language: string;
  /** Any of these clauses (a category after reshaping); undefined = every category. */
  category?: CategoryClause[];
  vassalage?: string;
  keyword?: string;
  select: GameSelectType;
  /** Required for FAV and RECENT. */
  memberId?: string;
}

/** A category after reshaping, as a condition on a query that has the games table as `g`. */
export function categorySql(clauses: CategoryClause[]): RawBuilder<boolean> {
  const alternatives = clauses.flatMap((c) => {
    if (c.vendorsIn?.length === 0) return [];
    const parts = [sql`g.game_type IN (${sql.join(c.types)})`];
    if (c.vendorsIn) parts.push(sql`g.vendor_code IN (${sql.join(c.vendorsIn)})`);
    if (c.vendorsNotIn?.length) parts.push(sql`g.vendor_code NOT IN (${sql.join(c.vendorsNotIn)})`);
    return [sql`(${sql.join(parts, sql` AND `)})`];
  });
  return alternatives.length ? sql<boolean>`(${sql.join(alternatives, sql` OR `)})` : sql<boolean>`false`;
}

/** Active games of active vendors, with every filter of the game list applied. */
function filtered(db: Executor, f: GameFilter) {
  let q = db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .where('g.active', '=', true)
    .where('v.active', '=', true);
  if (f.category) q = q.where(categorySql(f.category));
  if (f.vassalage) q = q.where('g.vendor_code', '=', f.vassalage);
  if (f.keyword) {
    // Any language's name (spec: search by name); jsonb_each_text walks every value of `names`.
    const pattern = likePattern(f.keyword);
    q = q.where(
      sql<boolean>`EXISTS (SELECT 1 FROM jsonb_each_text(g.names) AS n(lang, name) WHERE n.name ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (f.select === 'HOT') q = q.where('g.is_hot', '=', true);
  if (f.select === 'NEW') q = q.where('g.is_new', '=', true);
  return q;
}

const memberOf = (f: GameFilter) => {
  if (!f.memberId) throw new Error(`${f.select} needs a member`);
  return f.memberId;
};

const tileColumns = (language: string) =>
  [
    'g.id',
    'g.vendor_code',
    'g.game_code',
    'g.game_type',
    sql<string>`coalesce(g.names ->> ${language}, g.names ->> 'EN')`.as('name'),
    'g.icon_url',
    'g.large_icon_url',
    'g.is_hot',
    'g.is_new',
    'g.rtp_bps',
    'g.is_game',
    'g.free_play',
  ] as const;

type TileColumns = {
  id: string;
  vendor_code: string;
  game_code: string;
  game_type: string;
  name: string;
  icon_url: string;
  large_icon_url: string | null;
  is_hot: boolean;
  is_new: boolean;
  rtp_bps: number | null;
  is_game: 'GAME' | 'VASSALAGE';
  free_play: boolean;
};

const toRow = (r: TileColumns): GameRow => ({
  id: r.id,
  vendor: r.vendor_code,
  gameCode: r.game_code,
  storedType: r.game_type as GameType,
  name: r.name,
  iconUrl: r.icon_url,
  largeIconUrl: r.large_icon_url,
  isHot: r.is_hot,
  isNew: r.is_new,
  rtpBps: r.rtp_bps,
  isGame: r.is_game,
  freePlay: r.free_play,
});

const totalColumn = sql<string>`count(*) OVER ()`.as('total');
const withTotal = <R extends { total: string }>(rows: R[], map: (r: R) => GameRow) => ({
  rows: rows.map(map),
  total: rows[0] ? Number(rows[0].total) : null,
});

export const gamesRepository = {
  /**
   * One page in a stable order: the catalogue's (sort, id); favourites newest first; recent games
   * last played first. `total` counts every match (a window over the same query, one round trip);
   * null when the page is empty, since an empty page carries no row to count on.
   */
  async list(
    db: Executor,
    f: GameFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: GameRow[]; total: number | null }> {
    const base = filtered(db, f);
    if (f.select === 'FAV') {
      const rows = await base
        .innerJoin('favourite_games as fav', 'fav.game_id', 'g.id')
        .where('fav.member_id', '=', memberOf(f))
        .select([...tileColumns(f.language), totalColumn])
        .orderBy('fav.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return withTotal(rows, toRow);
    }
    if (f.select === 'RECENT') {
      const rows = await base
        .innerJoin('recent_games as r', 'r.game_id', 'g.id')
        .where('r.member_id', '=', memberOf(f))
        .select([...tileColumns(f.language), 'r.last_played_at', totalColumn])
        .orderBy('r.last_played_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return withTotal(rows, (r) => ({ ...toRow(r), lastPlayedAt: r.last_played_at }));
    }
    const rows = await base
      .select([...tileColumns(f.language), totalColumn])
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return withTotal(rows, toRow);
  },

  async count(db: Executor, f: GameFilter): Promise<number> {
    let q = filtered(db, f);
    if (f.select === 'FAV') {
      q = q
        .innerJoin('favourite_games as fav', 'fav.game_id', 'g.id')
        .where('fav.member_id', '=', memberOf(f));
    }
    if (f.select === 'RECENT') {
      q = q.innerJoin('recent_games as r', 'r.game_id', 'g.id').where('r.member_id', '=', memberOf(f));
    }
    const r = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  },

  /** Active games per (active vendor, stored type), vendors in their operator order. */
  async vendorTypeCounts(db: Executor): Promise<VendorTypeCount[]> {
    const rows = await db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .where('g.active', '=', true)
      .where('v.active', '=', true)
      .groupBy(['v.code', 'v.display_name', 'v.icon_url', 'v.wallet_mode', 'v.sort', 'g.game_type'])
      .select((eb) => [
        'v.code',
        'v.display_name',
        'v.icon_url',
        'v.wallet_mode',
        'g.game_type',
        eb.fn.countAll<string>().as('n'),
        eb.fn.min('g.id').as('some_id'),
      ])
      .orderBy('v.sort')
      .orderBy('v.code')
      .orderBy('g.game_type')
      .execute();
    return rows.map((r) => ({
      vendor: r.code,
      displayName: r.display_name,
      iconUrl: r.icon_url,
      isSingle: r.wallet_mode === 'SEAMLESS',
      storedType: r.game_type as GameType,
      gameCount: Number(r.n),
      someGameId: String(r.some_id),
    }));
  },

  /** A game with its vendor, active or not (launch tells "unknown" from "switched off"). */
  async findForLaunch(db: Executor, id: string, language: string): Promise<LaunchableGame | undefined> {
    return db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .select([
        'g.id',
        'g.vendor_code as vendorCode',
        'g.game_code as gameCode',
        sql<string>`coalesce(g.names ->> ${language}, g.names ->> 'EN')`.as('name'),
        'g.free_play as freePlay',
        'g.launch_path as launchPath',
        'g.active',
        'v.active as vendorActive',
        'v.launch_url as launchUrl',
      ])
      .where('g.id', '=', id)
      .executeTakeFirst();
  },

  async isListed(db: Executor, id: string): Promise<boolean> {
    const r = await db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .select('g.id')
      .where('g.id', '=', id)
      .where('g.active', '=', true)
      .where('v.active', '=', true)
      .executeTakeFirst();
    return r !== undefined;
  },

  async exists(db: Executor, id: string): Promise<boolean> {
    return (await db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  },

  /** The member's favourites that are still listed (the tile hearts), newest first. */
  async favouriteIds(db: Executor, memberId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('favourite_games as fav')
      .innerJoin('games as g', 'g.id', 'fav.game_id')
      .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
      .select('fav.game_id')
      .where('fav.member_id', '=', memberId)
      .where('g.active', '=', true)
      .where('v.active', '=', true)
      .orderBy('fav.created_at', 'desc')
      .orderBy('fav.game_id', 'desc')
      .execute();
    return rows.map((r) => r.game_id);
  },

  async isFavourite(db: Executor, memberId: string, gameId: string): Promise<boolean> {
    const r = await db
      .selectFrom('favourite_games')
      .select('game_id')
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return r !== undefined;
  },

  async addFavourite(db: Executor, memberId: string, gameId: string, at: Date): Promise<void> {
    await db
      .insertInto('favourite_games')
      .values({ member_id: memberId, game_id: gameId, created_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  },

  async removeFavourite(db: Executor, memberId: string, gameId: string): Promise<void> {
    await db
      .deleteFrom('favourite_games')
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .execute();
  },

  /**
   * Claims the member's favourite-change slot: stamps `at` unless the last change is younger than
   * `intervalMs`. One statement, so two processes cannot both pass. Null when claimed; otherwise the
   * time of the change that holds the slot.
   */
  async claimFavouriteSlot(
    db: Executor,
    memberId: string,
    at: Date,
    intervalMs: number,
  ): Promise<Date | null> {
    const claimed = await db
      .insertInto('favourite_throttle')
      .values({ member_id: memberId, changed_at: at })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ changed_at: at })
          .where('favourite_throttle.changed_at', '<=', new Date(at.getTime() - intervalMs)),
      )
      .returning('member_id')
      .executeTakeFirst();
    if (claimed) return null;
    const held = await db
      .selectFrom('favourite_throttle')
      .select('changed_at')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return held.changed_at;
  },

  async touchRecent(db: Executor, memberId: string, gameId: string, at: Date): Promise<void> {
    await db
      .insertInto('recent_games')
      .values({ member_id: memberId, game_id: gameId, last_played_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ last_played_at: at }))
      .execute();
  },

  async insertLaunchToken(
    db: Executor,
    t: { tokenHash: string; memberId: string; vendor: string; gameId: string; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto('launch_tokens')
      .values({
        token_hash: t.tokenHash,
        member_id: t.memberId,
        vendor_code: t.vendor,
        game_id: t.gameId,
        expires_at: t.expiresAt,
      })
      .execute();
  },
};
