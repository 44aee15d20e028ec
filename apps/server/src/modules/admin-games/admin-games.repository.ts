import { AdminGame, type AdminGameListQuery, type AdminVendor } from '@goldline/contract/admin-games';
import type { GameType } from '@goldline/contract/games';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Localized } from '../../db/schema-catalogue.ts';
import { likePattern } from '../../lib/like-pattern.ts';

export interface VendorRecord {
  code: string;
  displayName: string;
  iconUrl: string;
  walletMode: 'SEAMLESS' | 'TRANSFER';
  launchUrl: string | null;
  active: boolean;
  sort: number;
}

export interface GameRecord {
  id: string;
  vendor: string;
  gameCode: string;
  gameType: GameType;
  names: Localized;
  iconUrl: string;
  largeIconUrl: string | null;
  isHot: boolean;
  isNew: boolean;
  rtpBps: number | null;
  isGame: 'GAME' | 'VASSALAGE';
  freePlay: boolean;
  active: boolean;
  sort: number;
  launchPath: string | null;
}
export type GameInput = Omit<GameRecord, 'id'>;

const vendorValues = (v: VendorRecord) => ({
  display_name: v.displayName,
  icon_url: v.iconUrl,
  wallet_mode: v.walletMode,
  launch_url: v.launchUrl,
  active: v.active,
  sort: v.sort,
});

const gameValues = (g: GameInput) => ({
  vendor_code: g.vendor,
  game_code: g.gameCode,
  game_type: g.gameType,
  names: JSON.stringify(g.names),
  icon_url: g.iconUrl,
  large_icon_url: g.largeIconUrl,
  is_hot: g.isHot,
  is_new: g.isNew,
  rtp_bps: g.rtpBps,
  is_game: g.isGame,
  free_play: g.freePlay,
  active: g.active,
  sort: g.sort,
  launch_path: g.launchPath,
});

const gameColumns = [
  'id',
  'vendor_code',
  'game_code',
  'game_type',
  'names',
  'icon_url',
  'large_icon_url',
  'is_hot',
  'is_new',
  'rtp_bps',
  'is_game',
  'free_play',
  'active',
  'sort',
  'launch_path',
] as const;

/** The operator's SQL over vendors and games (reads for the site live in games.repository.ts). */
export const adminGamesRepository = {
  async vendors(db: Executor): Promise<AdminVendor[]> {
    const rows = await db
      .selectFrom('game_vendors as v')
      .select((eb) => [
        'v.code',
        'v.display_name',
        'v.icon_url',
        'v.wallet_mode',
        'v.launch_url',
        'v.active',
        'v.sort',
        eb
          .selectFrom('games as g')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('g.vendor_code', '=', 'v.code')
          .where('g.active', '=', true)
          .as('game_count'),
      ])
      .orderBy('v.sort')
      .orderBy('v.code')
      .execute();
    return rows.map((r) => ({
      code: r.code,
      displayName: r.display_name,
      iconUrl: r.icon_url,
      walletMode: r.wallet_mode,
      launchUrl: r.launch_url,
      active: r.active,
      sort: r.sort,
      gameCount: Number(r.game_count ?? 0),
    }));
  },

  /** Locked for the rest of the transaction (the audit's before/after of two operators stay in order). */
  async lockVendor(db: Executor, code: string): Promise<VendorRecord | null> {
    const r = await db
      .selectFrom('game_vendors')
      .selectAll()
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    return r
      ? {
          code: r.code,
          displayName: r.display_name,
          iconUrl: r.icon_url,
          walletMode: r.wallet_mode,
          launchUrl: r.launch_url,
          active: r.active,
          sort: r.sort,
        }
      : null;
  },

  /** False when the code is taken. */
  async insertVendor(db: Executor, v: VendorRecord, secret: string): Promise<boolean> {
    const r = await db
      .insertInto('game_vendors')
      .values({ code: v.code, secret, ...vendorValues(v) })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    return r !== undefined;
  },

  async updateVendor(db: Executor, v: VendorRecord): Promise<void> {
    await db.updateTable('game_vendors').set(vendorValues(v)).where('code', '=', v.code).execute();
  },

  async games(db: Executor, q: AdminGameListQuery): Promise<{ rows: GameRecord[]; total: number }> {
    let base = db.selectFrom('games as g');
    if (q.vendor) base = base.where('g.vendor_code', '=', q.vendor);
    if (q.gameType) base = base.where('g.game_type', '=', q.gameType);
    if (q.active) base = base.where('g.active', '=', q.active === 'true');
    if (q.keyword) {
      const pattern = likePattern(q.keyword);
      base = base.where(
        sql<boolean>`(g.game_code ILIKE ${pattern} ESCAPE '\\' OR EXISTS (SELECT 1 FROM jsonb_each_text(g.names) AS n(lang, name) WHERE n.name ILIKE ${pattern} ESCAPE '\\'))`,
      );
    }
    const [rows, count] = await Promise.all([
      base
        .select(gameColumns.map((c) => `g.${c}` as const))
        .orderBy('g.vendor_code')
        .orderBy('g.sort')
        .orderBy('g.id')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toGame), total: Number(count.n) };
  },

  async findGame(db: Executor, id: string): Promise<GameRecord | null> {
    const r = await db.selectFrom('games').select(gameColumns).where('id', '=', id).executeTakeFirst();
    return r ? toGame(r) : null;
  },

  async lockGame(db: Executor, id: string): Promise<GameRecord | null> {
    const r = await db
      .selectFrom('games')
      .select(gameColumns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return r ? toGame(r) : null;
  },

  /** Null when the vendor already has this game code. */
  async insertGame(db: Executor, g: GameInput): Promise<string | null> {
    const r = await db
      .insertInto('games')
      .values(gameValues(g))
      .onConflict((oc) => oc.columns(['vendor_code', 'game_code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r?.id ?? null;
  },

  async updateGame(db: Executor, id: string, g: GameInput): Promise<void> {
    await db.updateTable('games').set(gameValues(g)).where('id', '=', id).execute();
  },
};

function toGame(r: {
  id: string;
  vendor_code: string;
  game_code: string;
  game_type: string;
  names: Localized;
  icon_url: string;
  large_icon_url: string | null;
  is_hot: boolean;
  is_new: boolean;
  rtp_bps: number | null;
  is_game: 'GAME' | 'VASSALAGE';
  free_play: boolean;
  active: boolean;
  sort: number;
  launch_path: string | null;
}): GameRecord {
  return {
    id: r.id,
    vendor: r.vendor_code,
    gameCode: r.game_code,
    gameType: r.game_type as GameType,
    names: AdminGame.shape.names.parse(r.names),
    iconUrl: r.icon_url,
    largeIconUrl: r.large_icon_url,
    isHot: r.is_hot,
    isNew: r.is_new,
    rtpBps: r.rtp_bps,
    isGame: r.is_game,
    freePlay: r.free_play,
    active: r.active,
    sort: r.sort,
    launchPath: r.launch_path,
  };
}
