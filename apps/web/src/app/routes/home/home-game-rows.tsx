import type { GameTile as GameTileData, GameType } from '@goldline/contract/games';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SlideRow } from '../../../features/content/components/slide-row';
import { type GameListFilter, useGameList } from '../../../features/games/api/get-game-list';
import { useHotGames } from '../../../features/games/api/get-hot-games';
import { GameTile } from '../../../features/games/components/game-tile';
import { categoryOf } from '../../navigation/game-categories';
import type { GameMenu } from '../../navigation/nav-actions';
import { useNavMenus, useRunNavAction } from '../../navigation/use-nav-menus';
import { vendorAction } from '../../navigation/vendor-action';
import { VendorCard } from './vendor-card';

/** Spec section 9: at most 12 items a row; hot row arrows above 7, autoplay 1200 ms at 1100 ms speed. */
const ROW_LIMIT = 12;
const HOT_ARROWS_ABOVE = 7;
const HOT_AUTOPLAY_MS = 1200;
/** Embla spring constant for about 1.1 s (25 is about 1 s, see the banner carousel). */
const HOT_SPEED = 28;
/** One tile size for every game row, hot and category alike (desktop, tablet, phone). */
const TILES_PER_VIEW: [number, number, number] = [6, 5, 2.5];
/** Vendor cards are wider than game tiles. */
const VENDORS_PER_VIEW: [number, number, number] = [4, 3, 2];

/**
 * Category rows (spec sections 2 and 9), each only when its category has games: our Originals,
 * then slots (games of the first 3 vendors), live (1 vendor), fishing (1 vendor) and cards as
 * paged swipers, then sports, e-sports and cockfight as vendor rows.
 */
const GAME_ROWS: { gameType: GameType; vendors: 1 | 3 | null }[] = [
  { gameType: 'INHOUSE', vendors: null },
  { gameType: 'RNG', vendors: 3 },
  { gameType: 'LIVE', vendors: 1 },
  { gameType: 'FISH', vendors: 1 },
  { gameType: 'PVP', vendors: null },
];
const VENDOR_ROWS: GameType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];

/** The hot row: autoplays when it holds more than a view (spec section 9). */
export function HotGamesRow() {
  const { t } = useTranslation('lobby');
  const hot = useHotGames();
  return (
    <SlideRow
      title={t('rows.hot')}
      icon={<IconFlame size={20} aria-hidden />}
      items={tileItems(hot.data?.list ?? [])}
      perView={TILES_PER_VIEW}
      arrowsAbove={HOT_ARROWS_ABOVE}
      autoplayMs={HOT_AUTOPLAY_MS}
      speed={HOT_SPEED}
      testId="row-hot"
    />
  );
}

export function CategoryRows() {
  const { t } = useTranslation('lobby');
  const menus = useNavMenus();
  const run = useRunNavAction();
  const menuOf = (gameType: GameType) => menus.find((menu) => menu.gameType === gameType);

  return (
    <>
      {GAME_ROWS.map(({ gameType, vendors }) => {
        const menu = menuOf(gameType);
        return menu ? <GameRow key={gameType} menu={menu} vendorCount={vendors} /> : null;
      })}
      {VENDOR_ROWS.map((gameType) => {
        const menu = menuOf(gameType);
        if (!menu) return null;
        const category = categoryOf(gameType);
        const Icon = category.icon;
        return (
          <SlideRow
            key={gameType}
            title={t(`nav.${category.key}`, { ns: 'common' })}
            icon={<Icon size={20} aria-hidden />}
            moreTo={menu.path}
            items={menu.vendors.slice(0, ROW_LIMIT).map((vendor, index) => ({
              key: vendor.vassalage,
              node: (
                <VendorCard
                  vendor={vendor}
                  category={category}
                  action={vendorAction(menu, vendor)}
                  run={run}
                  index={index}
                />
              ),
            }))}
            perView={VENDORS_PER_VIEW}
            arrowsAbove={VENDORS_PER_VIEW[0]}
            testId={`row-${category.key}`}
          />
        );
      })}
    </>
  );
}

/** A paged row of one category: its first vendors' games (or all of its games), 12 at most. */
function GameRow({ menu, vendorCount }: { menu: GameMenu; vendorCount: number | null }) {
  const { t } = useTranslation('lobby');
  const filters: GameListFilter[] =
    vendorCount === null
      ? [{ gameType: menu.gameType, pageSize: ROW_LIMIT }]
      : menu.vendors
          .slice(0, vendorCount)
          .map((vendor) => ({ gameType: menu.gameType, vassalage: vendor.vassalage, pageSize: ROW_LIMIT }));
  // At most three lists (spec section 9: the first 3 slot vendors); a fixed number of hooks, the
  // unused ones idle. (useQueries would add its observer to the first page's framework chunk.)
  const lists = [
    useGameList(filters[0] ?? {}, { enabled: filters.length > 0 }),
    useGameList(filters[1] ?? {}, { enabled: filters.length > 1 }),
    useGameList(filters[2] ?? {}, { enabled: filters.length > 2 }),
  ];
  const games = lists
    .slice(0, filters.length)
    .flatMap((list) => list.data?.games ?? [])
    .slice(0, ROW_LIMIT);
  const category = categoryOf(menu.gameType);
  const Icon = category.icon;
  return (
    <SlideRow
      title={t(`nav.${category.key}`, { ns: 'common' })}
      icon={<Icon size={20} aria-hidden />}
      moreTo={menu.path}
      items={tileItems(games)}
      perView={TILES_PER_VIEW}
      arrowsAbove={TILES_PER_VIEW[0]}
      testId={`row-${category.key}`}
    />
  );
}

function tileItems(games: GameTileData[]) {
  return games.map((game) => ({ key: game.nodeId, node: <GameTile game={game} /> }));
}
