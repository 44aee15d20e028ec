import { type GameSelectType, type GameType, GameSelectType as SelectTypes } from '@goldline/contract/games';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconDice5, IconLogin } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useErrorText } from '../../../lib/use-error-text';
import { useGameList } from '../api/get-game-list';
import { usePlayerGate } from '../hooks/use-player-gate';
import { GameGrid } from './game-grid';
import { GamePager } from './game-pager';
import { GameSearch } from './game-search';
import { SelectTypeFilter } from './select-type-filter';

const MEMBER_ONLY: GameSelectType[] = ['FAV', 'RECENT'];

const parseSelect = (value: string | null): GameSelectType =>
  SelectTypes.safeParse(value).success ? (value as GameSelectType) : 'ALL';
const parsePage = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

/**
 * A game list centre (spec section 2): one category, maybe one vendor, narrowed by select type
 * (NEW, FAV, ALL, HOT, RECENT) and a name search, 20 per page. The filters live in the address
 * (?select=, ?q=, ?page=) so Back and shared links keep them.
 */
export function GameListPage({
  gameType,
  vassalage,
  label,
}: {
  gameType: GameType | undefined;
  vassalage: string | undefined;
  /** The list's name for screen readers (category and vendor). */
  label: string;
}) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const gate = usePlayerGate();
  const [params, setParams] = useSearchParams();
  const select = parseSelect(params.get('select'));
  const keyword = params.get('q') ?? '';
  const page = parsePage(params.get('page'));
  const top = useRef<HTMLDivElement>(null);
  const needsLogin = gate.isGuest && MEMBER_ONLY.includes(select);

  const list = useGameList(
    { gameType, vassalage, selectType: select, keyword: keyword || undefined, pageNo: page },
    { enabled: !needsLogin },
  );

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const chooseSelect = (value: GameSelectType) => {
    if (gate.isGuest && MEMBER_ONLY.includes(value)) return gate.askLogin(true);
    if (gate.isTrial && value === 'FAV') return gate.askRealAccount();
    update({ select: value === 'ALL' ? null : value, page: null });
  };
  const search = useCallback((value: string) => update({ q: value, page: null }), [update]);
  const goToPage = (next: number) => {
    update({ page: next === 1 ? null : String(next) });
    top.current?.scrollIntoView({ block: 'start' });
  };

  const data = list.data;
  return (
    <Stack gap="md" ref={top} style={{ scrollMarginTop: 'calc(var(--gl-header-height) + 12px)' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SelectTypeFilter value={select} onChange={chooseSelect} />
        <GameSearch value={keyword} onChange={search} />
      </Group>

      {needsLogin ? (
        <EmptyState icon={<IconLogin size={34} />} title={t('empty.loginTitle')} text={t('empty.loginText')}>
          <Button mt="sm" onClick={() => gate.askLogin()}>
            {t('empty.login')}
          </Button>
        </EmptyState>
      ) : list.isError && !data ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('list.errorTitle')} role="alert">
          {errorText(list.error)}
          <Group mt="sm">
            <Button variant="default" onClick={() => void list.refetch()} data-testid="game-list-retry">
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      ) : data && data.games.length === 0 ? (
        <EmptyState
          icon={<IconDice5 size={34} />}
          title={t(keyword ? 'empty.searchTitle' : `empty.${select}.title`)}
          text={t(keyword ? 'empty.searchText' : `empty.${select}.text`, { keyword })}
        />
      ) : (
        <div aria-busy={list.isFetching || undefined} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <GameGrid games={data?.games} loading={list.isPending} label={label} />
          {data && <GamePager page={data.pageNo} totalPages={data.totalPages} onChange={goToPage} />}
        </div>
      )}
    </Stack>
  );
}
