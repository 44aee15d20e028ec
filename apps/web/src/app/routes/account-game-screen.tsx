import { Stack } from '@mantine/core';
import { IconClock, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { FavouriteGamesPage, RecentGamesPage } from '../../features/games/components/account-games-page';
import { GameDialogsHost } from '../../features/games/components/game-dialogs-host';
import '../../features/games/components/games-styles';

/** Favourites and recently played (/favorite, /recent; spec section 2), for logged-in members. */
export function AccountGameScreen() {
  const { t } = useTranslation();
  const favourite = useLocation().pathname.toLowerCase().startsWith('/favorite');
  const title = t(favourite ? 'nav.favorite' : 'nav.recent');
  return (
    <Stack gap="md">
      <PageTitle icon={favourite ? <IconHeart size={24} /> : <IconClock size={24} />}>{title}</PageTitle>
      {favourite ? <FavouriteGamesPage label={title} /> : <RecentGamesPage label={title} />}
      <GameDialogsHost />
    </Stack>
  );
}
