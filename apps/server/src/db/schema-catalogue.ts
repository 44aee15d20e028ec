import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the game catalogue and content (migrations 0004 and 0007). */
type Id = Generated<string>;
type Json<T> = ColumnType<T, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Text per language code ('EN' required; the fallback). */
export type Localized = Record<string, string>;

export interface GameVendorsTable {
  code: string;
  display_name: string;
  icon_url: string;
  wallet_mode: Generated<'SEAMLESS' | 'TRANSFER'>;
  secret: string | null;
  launch_url: string | null;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: Generated<Date>;
}

export interface GamesTable {
  id: Id;
  vendor_code: string;
  game_code: string;
  game_type: string;
  names: Json<Localized>;
  icon_url: string;
  large_icon_url: string | null;
  is_hot: Generated<boolean>;
  is_new: Generated<boolean>;
  rtp_bps: number | null;
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  free_play: Generated<boolean>;
  active: Generated<boolean>;
  sort: Generated<number>;
  launch_path: string | null;
  created_at: Generated<Date>;
}

export interface FavouriteGamesTable {
  member_id: string;
  game_id: string;
  created_at: Generated<Date>;
}

export interface RecentGamesTable {
  member_id: string;
  game_id: string;
  last_played_at: Timestamp;
}

export interface LaunchTokensTable {
  token_hash: string;
  member_id: string;
  vendor_code: string;
  game_id: string;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface BannersTable {
  id: Id;
  group_name: string;
  image_url: string;
  linkage: string | null;
  linkage_type: Generated<'INTERNAL' | 'EXTERNAL' | 'VIDEO' | 'NONE'>;
  alt: ColumnType<Localized, string | undefined, string>;
  /** Words drawn over the picture, per language (migration 0013). */
  headline: ColumnType<Localized, string | undefined, string>;
  cta: ColumnType<Localized, string | undefined, string>;
  sort: Generated<number>;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface AnnouncementsTable {
  id: Id;
  type: 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  execution: 'A' | 'B' | 'F' | null;
  titles: Json<Localized>;
  contents: Json<Localized>;
  images: ColumnType<{ url: string; sequence: number }[], string | undefined, string>;
  sort: Generated<number>;
  active: Generated<boolean>;
  published_at: Generated<Date>;
}

/** Migration 0007: last favourite change per member (the 1 s throttle). */
export interface FavouriteThrottleTable {
  member_id: string;
  changed_at: Timestamp;
}

export interface CatalogueTables {
  game_vendors: GameVendorsTable;
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  launch_tokens: LaunchTokensTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  favourite_throttle: FavouriteThrottleTable;
}
