import { type GameType, INHOUSE_VENDOR } from '@goldline/contract/games';
import { Skeleton, Stack } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useVendorStore } from '../../features/games/api/get-vendor-store';
import { categoryName, vendorName } from '../../features/games/components/category-names';
import { GameDialogsHost } from '../../features/games/components/game-dialogs-host';
import { GameListPage } from '../../features/games/components/game-list-page';
import { type VendorChip, VendorChips } from '../../features/games/components/vendor-chips';
import { navCategories } from '../navigation/game-categories';
import '../../features/games/components/games-styles';

/** The list centres of spec section 2 and their category; /bgs takes ?gameType= (decision 050). */
const pathTypes: Record<string, GameType> = { live: 'LIVE', fish: 'FISH', rng: 'RNG', pvp: 'PVP' };
const BOARD_TYPES: GameType[] = ['CRASH', 'ARCADE', 'JACKPOT'];

/** Game list centre (/live, /fish, /rng, /pvp, /bgs); ?vassalage= selects a vendor (INHOUSE: ours). */
export function GameListScreen() {
  const { t } = useTranslation(['common', 'games']);
  const key = useLocation().pathname.slice(1).toLowerCase();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage')?.toUpperCase() || undefined;
  const vendorStore = useVendorStore();
  const store = vendorStore.data;
  const vendorsOf = (type: GameType) =>
    store?.gameVendor.find((group) => group.gameType === type)?.vendors ?? [];

  // /bgs: the board-game types that have a vendor; the first one unless ?gameType= names another.
  const boardTypes = BOARD_TYPES.filter((type) => vendorsOf(type).length > 0);
  const askedType = params.get('gameType')?.toUpperCase() as GameType | undefined;
  const gameType =
    key === 'bgs'
      ? askedType && BOARD_TYPES.includes(askedType)
        ? askedType
        : boardTypes[0]
      : pathTypes[key];

  const Icon = navCategories.find((item) => item.key === key)?.icon ?? IconDice5;
  const inhouse = vassalage === INHOUSE_VENDOR;
  const title = inhouse ? t('games:tile.originals') : gameType ? categoryName(t, gameType) : t(`nav.${key}`);
  const label = vassalage && !inhouse ? `${title} · ${vendorName(t, vassalage)}` : title;

  const base = (extra: Record<string, string>) => {
    const next = new URLSearchParams(extra);
    if (key === 'bgs' && gameType) next.set('gameType', gameType);
    const text = next.toString();
    return `/${key}${text ? `?${text}` : ''}`;
  };
  const vendorChips: VendorChip[] = gameType
    ? [
        { vassalage: undefined, label: t('games:vendors.all'), to: base({}) },
        ...vendorsOf(gameType).map((vendor) => ({
          vassalage: vendor.vassalage,
          label: vendorName(t, vendor.vassalage, vendor.displayName),
          to: base({ vassalage: vendor.vassalage }),
        })),
        // Spec section 2: /rng?vassalage=INHOUSE is the in-house list.
        ...(key === 'rng' && vendorsOf('INHOUSE').length > 0
          ? [
              {
                vassalage: INHOUSE_VENDOR,
                label: t('games:tile.originals'),
                to: base({ vassalage: INHOUSE_VENDOR }),
              },
            ]
          : []),
      ]
    : [];
  const typeChips: VendorChip[] =
    key === 'bgs' && boardTypes.length > 1
      ? boardTypes.map((type) => ({
          vassalage: type,
          label: categoryName(t, type),
          to: `/bgs?gameType=${type}`,
        }))
      : [];

  return (
    <Stack gap="md">
      <PageTitle icon={<Icon size={24} />}>{title}</PageTitle>
      <VendorChips chips={typeChips} current={gameType} label={t('games:category.label')} />
      <VendorChips chips={vendorChips} current={vassalage} label={t('games:vendors.label')} />
      {!gameType && vendorStore.isPending ? (
        <Skeleton height={240} radius="lg" />
      ) : gameType ? (
        <GameListPage
          key={`${key}:${gameType}:${vassalage}`}
          gameType={gameType}
          vassalage={vassalage}
          label={label}
        />
      ) : (
        // /bgs when no board-game type has a vendor: say so rather than list every game.
        <EmptyState
          icon={<Icon size={34} />}
          title={t('games:empty.noVendorTitle')}
          text={t('games:empty.noVendorText', { category: title })}
        />
      )}
      <GameDialogsHost />
    </Stack>
  );
}
