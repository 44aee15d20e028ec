import { type Kysely, sql } from 'kysely';

/**
 * Game catalogue and content (issue "Games platform"; decision 050): vendors, games with names per
 * language, favourites, recently played, launch tokens for third-party vendors, banners and
 * announcements. The in-house vendor and its games are product data, so they are inserted here
 * and exist in every deployment (not only the demo).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE game_vendors (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
      display_name text NOT NULL,
      icon_url text NOT NULL,
      -- SEAMLESS: the vendor calls our wallet API per bet; TRANSFER: the member moves money to the vendor's wallet.
      wallet_mode text NOT NULL DEFAULT 'SEAMLESS' CHECK (wallet_mode IN ('SEAMLESS', 'TRANSFER')),
      -- HMAC-SHA256 key of the vendor's signed wallet calls; null for INHOUSE (no calls over HTTP).
      secret text,
      -- The vendor's game page; we append token, game, language and backUrl.
      launch_url text,
      active boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (code = 'INHOUSE' OR (secret IS NOT NULL AND launch_url IS NOT NULL))
    );

    CREATE TABLE games (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      vendor_code text NOT NULL REFERENCES game_vendors(code),
      game_code text NOT NULL,
      game_type text NOT NULL CHECK (game_type IN ('RNG','LIVE','FISH','PVP','SPORTS','ESPORTS','COCKFIGHT','LOTT','ELOTT','CRASH','ARCADE','JACKPOT','INHOUSE')),
      -- { "EN": "Dice", "CN": "骰子", ... }; EN is required and is the fallback.
      names jsonb NOT NULL CHECK (names ? 'EN'),
      icon_url text NOT NULL,
      large_icon_url text,
      is_hot boolean NOT NULL DEFAULT false,
      is_new boolean NOT NULL DEFAULT false,
      -- Declared RTP in basis points of a percent: 9637 = 96.37 %.
      rtp_bps int CHECK (rtp_bps BETWEEN 0 AND 10000),
      is_game text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME', 'VASSALAGE')),
      free_play boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0,
      -- INHOUSE games open at this site path (/seamless?gameCode=...); vendors' games use the vendor's launch_url.
      launch_path text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (vendor_code, game_code)
    );
    CREATE INDEX games_list ON games (game_type, vendor_code, sort, id) WHERE active;

    CREATE TABLE favourite_games (
      member_id bigint NOT NULL REFERENCES members(id),
      game_id bigint NOT NULL REFERENCES games(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, game_id)
    );

    CREATE TABLE recent_games (
      member_id bigint NOT NULL REFERENCES members(id),
      game_id bigint NOT NULL REFERENCES games(id),
      last_played_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, game_id)
    );
    CREATE INDEX recent_games_member ON recent_games (member_id, last_played_at DESC);

    -- One-time tokens a third-party vendor receives in the launch url and sends on wallet calls.
    CREATE TABLE launch_tokens (
      token_hash text PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      vendor_code text NOT NULL REFERENCES game_vendors(code),
      game_id bigint NOT NULL REFERENCES games(id),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE banners (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      group_name text NOT NULL CHECK (group_name IN ('w_home','w_promotion','w_leftmenu','w_login','w_register','w_forget')),
      image_url text NOT NULL,
      linkage text,
      linkage_type text NOT NULL DEFAULT 'NONE' CHECK (linkage_type IN ('INTERNAL','EXTERNAL','VIDEO','NONE')),
      -- { "EN": "..." } screen-reader text per language.
      alt jsonb NOT NULL DEFAULT '{}',
      sort int NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE announcements (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- PL player announcement, PU popup, PR promotion, H marquee notice.
      type text NOT NULL CHECK (type IN ('PL','PU','PR','H')),
      -- Popup audience: A logged in, B visitor, F first login.
      execution text CHECK (execution IN ('A','B','F')),
      titles jsonb NOT NULL CHECK (titles ? 'EN'),
      -- HTML per language, sanitised on save.
      contents jsonb NOT NULL CHECK (contents ? 'EN'),
      images jsonb NOT NULL DEFAULT '[]',
      sort int NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      published_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((type = 'PU') = (execution IS NOT NULL))
    );

    INSERT INTO game_vendors (code, display_name, icon_url, wallet_mode, sort)
    VALUES ('INHOUSE', 'Goldline Originals', '/games/vendor-inhouse.svg', 'SEAMLESS', 0);

    INSERT INTO games (vendor_code, game_code, game_type, names, icon_url, is_hot, is_new, rtp_bps, free_play, sort, launch_path) VALUES
      ('INHOUSE', 'crash', 'CRASH', '{"EN":"Crash","CN":"飞涨","MY":"Crash"}', '/games/crash.svg', true, true, 9900, true, 1, '/seamless?gameCode=crash'),
      ('INHOUSE', 'dice', 'ARCADE', '{"EN":"Dice","CN":"骰子","MY":"အံစာတုံး"}', '/games/dice.svg', true, false, 9899, true, 2, '/seamless?gameCode=dice'),
      ('INHOUSE', 'slot', 'RNG', '{"EN":"Golden Reels","CN":"黄金转轴","MY":"Golden Reels"}', '/games/slot.svg', true, true, 9637, true, 3, '/seamless?gameCode=slot'),
      ('INHOUSE', 'mines', 'ARCADE', '{"EN":"Mines","CN":"扫雷","MY":"မိုင်း"}', '/games/mines.svg', false, true, 9900, true, 4, '/seamless?gameCode=mines'),
      ('INHOUSE', 'limbo', 'ARCADE', '{"EN":"Limbo","CN":"林波","MY":"Limbo"}', '/games/limbo.svg', false, false, 9900, true, 5, '/seamless?gameCode=limbo'),
      ('INHOUSE', 'plinko', 'ARCADE', '{"EN":"Plinko","CN":"弹珠","MY":"Plinko"}', '/games/plinko.svg', false, false, 9900, true, 6, '/seamless?gameCode=plinko');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE announcements, banners, launch_tokens, recent_games, favourite_games, games, game_vendors;
  `.execute(db);
}
