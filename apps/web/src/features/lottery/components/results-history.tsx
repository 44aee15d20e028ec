import type { LotteryMenuGame } from '@goldline/contract/lottery';
import type { Draw } from '@goldline/games/lottery/types';
import { Anchor, Badge, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useResults } from '../api/lottery-api';
import { trendValue } from '../utils/draw-view';
import { DrawBalls } from './draw-view';
import { TrendChart } from './trend-chart';

/** The game's past issues (newest first) with their results, and the trend of the latest page. */
export function ResultsHistory({ game }: { game: LotteryMenuGame }) {
  const { t, i18n } = useTranslation('lottery');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const results = useResults(game.gameCode, page);
  const drawn = useMemo(
    () =>
      (results.data?.rows ?? [])
        .filter((row) => row.draw)
        .map((row) => ({ issue: row.issue, draw: row.draw as Draw })),
    [results.data],
  );
  if (results.isError) return <FormErrorText error={results.error} />;
  if (results.isPending) return <Skeleton height={260} />;
  const rows = results.data.rows;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="results-empty">
        {t('results.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="results-history">
      <Title order={3} fz="h5">
        {t('trend.title', { figure: t(`trend.figure.${game.family}`) })}
      </Title>
      <TrendChart draws={drawn} />
      <Table.ScrollContainer minWidth={480}>
        <Table striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bets.issue')}</Table.Th>
              <Table.Th>{t('results.result')}</Table.Th>
              <Table.Th ta="end">{t(`trend.figure.${game.family}`)}</Table.Th>
              <Table.Th>{t('results.verify')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.issue} data-testid="result-row">
                <Table.Td>
                  <bdi dir="ltr">{row.issue}</bdi>
                  {row.station && (
                    <Text size="xs" fw={600}>
                      {row.station}
                    </Text>
                  )}
                  {row.drawnAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(row.drawnAt, locale)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.draw ? (
                    <DrawBalls draw={row.draw as Draw} />
                  ) : (
                    <Badge color="red" variant="light">
                      {t(`status.${row.status}`)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="end" className="gl-tabular">
                  {row.draw ? trendValue(row.draw as Draw) : '–'}
                </Table.Td>
                <Table.Td>
                  {row.draw ? (
                    <Anchor
                      component={Link}
                      size="sm"
                      to={`/fairness?lotteryGame=${encodeURIComponent(row.gameCode)}&issue=${encodeURIComponent(row.issue)}`}
                      aria-label={t('bets.verifyIssue', { issue: row.issue })}
                    >
                      {t('results.verify')}
                    </Anchor>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager page={page} pageSize={results.data.pageSize} total={results.data.total} onChange={setPage} />
    </Stack>
  );
}
