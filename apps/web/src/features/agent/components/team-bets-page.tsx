import { GAME_NAV_ORDER, type GameType } from '@goldline/contract/games';
import { Group, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useTeamBets } from '../api/get-team-bets';
import { MemberFilter, MemberLink, type PickedMember } from './member-filter';
import { PeriodFilter } from './period-filter';
import { CurrentTo, Stat, TableSkeleton } from './report-parts';
import { ScrollTable } from './scroll-table';
import { usePeriod } from './use-period';

const PAGE_SIZE = 20;

/** personalHistoryCopy in the agent centre: the team's betting record (issue 13). */
export function TeamBetsPage() {
  const { t, i18n } = useTranslation(['agent', 'games']);
  const locale = languageInfo(i18n.language).locale;
  const period = usePeriod('today');
  const [member, setMember] = useState<PickedMember | null>(null);
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [page, setPage] = useState(1);
  const bets = useTeamBets(
    !period.query
      ? null
      : {
          ...period.query,
          memberId: member?.id,
          gameType: gameType || undefined,
          page,
          pageSize: PAGE_SIZE,
          language: i18n.language,
        },
  );
  const data = bets.data;
  const reset = () => setPage(1);

  return (
    <SectionPanel title={t('bets.title')} testId="agent-bets">
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <MemberFilter
            value={member}
            onChange={(next) => {
              setMember(next);
              reset();
            }}
          />
          <NativeSelect
            label={t('games:betting.gameType')}
            value={gameType}
            onChange={(event) => {
              setGameType(event.currentTarget.value as GameType | '');
              reset();
            }}
            data={[
              { value: '', label: t('games:betting.allTypes') },
              ...GAME_NAV_ORDER.map((type) => ({ value: type, label: t(`games:category.${type}`) })),
            ]}
            miw={160}
            data-testid="agent-bets-game-type"
          />
          <PeriodFilter
            value={period.state}
            onChange={(next) => {
              period.setState(next);
              reset();
            }}
          />
        </Group>
        {bets.isError && <FormErrorText error={bets.error} />}
        {bets.isPending && period.query && <TableSkeleton />}
        {data && (
          <>
            <CurrentTo at={data.range.currentTo} range={data.range} />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="agent-bets-totals">
              <Stat label={t('games:betting.total.count')} count={data.totals.count} />
              <Stat label={t('games:betting.total.stake')} amount={data.totals.stake} />
              <Stat label={t('games:betting.total.payout')} amount={data.totals.payout} />
              <Stat label={t('games:betting.total.profit')} amount={data.totals.profit} signed />
            </SimpleGrid>
          </>
        )}
        {data && data.rows.length === 0 && (
          <EmptyState icon={<IconReceipt size={34} />} title={t('bets.emptyTitle')} text={t('bets.empty')} />
        )}
        {data && data.rows.length > 0 && (
          <>
            <ScrollTable label={t('bets.title')} minWidth={820}>
              <Table verticalSpacing="sm" striped data-testid="agent-bets-table" aria-busy={bets.isFetching}>
                <Table.Thead style={stickyHead}>
                  <Table.Tr>
                    <Table.Th>{t('games:betting.col.time')}</Table.Th>
                    <Table.Th>{t('col.account')}</Table.Th>
                    <Table.Th>{t('games:betting.col.game')}</Table.Th>
                    <NumTh>{t('games:betting.col.stake')}</NumTh>
                    <NumTh>{t('games:betting.col.payout')}</NumTh>
                    <NumTh>{t('games:betting.col.result')}</NumTh>
                    <Table.Th>{t('games:betting.col.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="agent-bet-row" data-account={row.account}>
                      <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(row.time, locale)}
                      </Table.Td>
                      <Table.Td>
                        <MemberLink
                          account={row.account}
                          onPick={() => {
                            setMember({ id: row.memberId, account: row.account });
                            reset();
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {row.gameName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`games:category.${row.gameType}`, { defaultValue: row.gameType })}
                        </Text>
                      </Table.Td>
                      <MoneyCell amount={row.stake} />
                      <MoneyCell amount={row.payout} />
                      <MoneyCell amount={row.profit} signed />
                      <Table.Td>{t(`games:betting.status.${row.status}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
