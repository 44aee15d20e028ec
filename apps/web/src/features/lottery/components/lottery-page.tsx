import '../mantine-styles';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { PageTitle } from '../../../components/page-title';
import { useGameMenu } from '../api/lottery-api';
import { useLotteryLive } from '../hooks/use-lottery-live';
import { LOTTERY_PATHS, pathOf } from '../utils/game-name';
import { BettingView } from './betting-view';
import { LotteryLobby } from './lottery-lobby';

/**
 * /lottery, /vnLottery and /seaLottery (spec section 2): the page's lobby, or with ?gameCode= that
 * game's betting view. A gameCode of another lottery page still opens (the menu says which game it
 * is); an unknown one says so instead of showing an empty pad.
 */
export function LotteryPage() {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const path = pathOf(pathname);
  const gameCode = params.get('gameCode');
  const menu = useGameMenu();
  useLotteryLive();

  const game = gameCode
    ? menu.data?.gameMenus.find((g) => g.gameCode.toLowerCase() === gameCode.toLowerCase())
    : null;

  return (
    <Stack gap="md" data-testid="lottery-page">
      {!gameCode && <PageTitle icon={<IconTicket size={24} />}>{t(`nav.${path.slice(1)}`)}</PageTitle>}
      <Group gap="xs" role="navigation" aria-label={t('nav.label')}>
        {LOTTERY_PATHS.map((target) => (
          <Button
            key={target}
            component={Link}
            to={target}
            variant={target === path && !gameCode ? 'filled' : 'default'}
            aria-current={target === path ? 'page' : undefined}
            h={44}
          >
            {t(`nav.${target.slice(1)}`)}
          </Button>
        ))}
      </Group>
      {!gameCode && <LotteryLobby path={path} />}
      {gameCode && menu.isPending && <Skeleton height={420} />}
      {gameCode && menu.isError && <FormErrorText error={menu.error} />}
      {gameCode && menu.data && !game && (
        <EmptyState
          icon={<IconTicket size={34} />}
          title={t('lobby.unknownTitle')}
          text={t('lobby.unknownText')}
        >
          <Button component={Link} to={path} h={44}>
            {t('lobby.back')}
          </Button>
        </EmptyState>
      )}
      {game && menu.data && (
        <BettingView
          key={game.gameCode}
          game={game}
          minUnitStake={menu.data.minUnitStake}
          maxUnitStake={menu.data.maxUnitStake}
          maxChase={menu.data.maxChaseIssues}
        />
      )}
    </Stack>
  );
}
