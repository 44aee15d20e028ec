import type { GameType } from '@goldline/contract/games';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useVendorStore } from '../../features/games/api/get-vendor-store';
import { categoryName } from '../../features/games/components/category-names';
import { GameDialogsHost } from '../../features/games/components/game-dialogs-host';
import { VendorCardGrid } from '../../features/games/components/vendor-card';
import { useErrorText } from '../../lib/use-error-text';
import { navCategories } from '../navigation/game-categories';
import '../../features/games/components/games-styles';

const pathTypes: Record<string, GameType> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  lott: 'LOTT',
  elott: 'ELOTT',
  cockfight: 'COCKFIGHT',
};

/** Game centre per type (/sports, /esports, /lott, /elott, /cockfight): the category's vendors. */
export function GameCenterScreen() {
  const { t } = useTranslation(['common', 'games']);
  const errorText = useErrorText();
  const key = useLocation().pathname.slice(1).toLowerCase();
  const gameType = pathTypes[key] ?? 'SPORTS';
  const store = useVendorStore();
  const vendors = store.data?.gameVendor.find((group) => group.gameType === gameType)?.vendors ?? [];
  const Icon = navCategories.find((item) => item.key === key)?.icon ?? IconDice5;
  const title = categoryName(t, gameType);

  return (
    <Stack gap="md">
      <PageTitle icon={<Icon size={24} />}>{title}</PageTitle>
      {store.isPending ? (
        <Skeleton height={88} radius="lg" aria-label={t('games:list.loading')} />
      ) : store.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('games:list.errorTitle')}
          role="alert"
        >
          {errorText(store.error)}
          <Group mt="sm">
            <Button variant="default" onClick={() => void store.refetch()}>
              {t('games:list.retry')}
            </Button>
          </Group>
        </Alert>
      ) : vendors.length === 0 ? (
        <EmptyState
          icon={<Icon size={34} />}
          title={t('games:empty.noVendorTitle')}
          text={t('games:empty.noVendorText', { category: title })}
        />
      ) : (
        <VendorCardGrid vendors={vendors} label={title} />
      )}
      <GameDialogsHost />
    </Stack>
  );
}
