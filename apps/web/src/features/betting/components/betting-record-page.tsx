import { type BetRecord, RoundStatus } from '@goldline/contract/betting';
import { GAME_NAV_ORDER, type GameType } from '@goldline/contract/games';
import {
  ActionIcon,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconListDetails, IconReceipt } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useBets } from '../api/get-bets';
import { BetDetailModal } from './bet-detail-modal';
import { LotteryTicketLines } from './lottery-ticket-line';
import { RoundResult } from './profit-text';
import { RoundStatusBadge } from './round-status-badge';
import { vendorName } from './vendor-name';

const PAGE_SIZE = 20;
const MOBILE = '(max-width: 47.99em)';

/**
 * Betting record (member centre personalHistoryCopy): every round of every game, filtered by game
 * type, status and dates, with totals over the whole range and the round's wallet steps on demand.
 * The date filter is handed in by the app (it belongs to the records feature).
 */
export function BettingRecordPage({
  dates,
  dateFilter,
}: {
  /** [from, to) of the chosen range; null while a custom range is incomplete. */
  dates: { from: string; to: string } | null;
  dateFilter: ReactNode;
}) {
  const { t, i18n } = useTranslation('games');
  const locale = languageInfo(i18n.language).locale;
  const mobile = useMediaQuery(MOBILE);
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [status, setStatus] = useState<RoundStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  // A new range starts again at page 1.
  const [rangeKey, setRangeKey] = useState(dates ? `${dates.from}/${dates.to}` : '');
  const currentKey = dates ? `${dates.from}/${dates.to}` : '';
  if (currentKey !== rangeKey) {
    setRangeKey(currentKey);
    setPage(1);
  }
  const filter = dates
    ? { ...dates, gameType: gameType || undefined, status: status || undefined, page, pageSize: PAGE_SIZE }
    : null;
  const bets = useBets(filter);
  const data = bets.data;

  return (
    <SectionPanel title={t('betting.title')} testId="betting-record">
      <Group gap="sm" align="flex-start" mb="md" wrap="wrap">
        <NativeSelect
          label={t('betting.gameType')}
          value={gameType}
          onChange={(event) => {
            setGameType(event.currentTarget.value as GameType | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('betting.allTypes') },
            ...GAME_NAV_ORDER.map((type) => ({ value: type, label: t(`category.${type}`) })),
          ]}
          miw={160}
          data-testid="betting-type"
        />
        <NativeSelect
          label={t('betting.statusLabel')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as RoundStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('betting.allStatuses') },
            ...RoundStatus.options.map((value) => ({ value, label: t(`betting.status.${value}`) })),
          ]}
          miw={160}
          data-testid="betting-status"
        />
        {dateFilter}
      </Group>

      {data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="md" data-testid="betting-totals">
          <Total label={t('betting.total.count')}>
            <Text fw={800} className="gl-tabular" data-testid="betting-total-count">
              {data.totals.count.toLocaleString(locale)}
            </Text>
          </Total>
          <Total label={t('betting.total.stake')}>
            <MoneyText amount={data.totals.stake} symbol fw={800} data-testid="betting-total-stake" />
          </Total>
          <Total label={t('betting.total.payout')}>
            <MoneyText amount={data.totals.payout} symbol fw={800} data-testid="betting-total-payout" />
          </Total>
          <Total label={t('betting.total.profit')}>
            <MoneyText
              amount={data.totals.profit}
              signed
              symbol
              fw={800}
              data-testid="betting-total-profit"
            />
          </Total>
        </SimpleGrid>
      )}

      {bets.isPending && filter && <Skeleton height={200} />}
      {bets.isError && <FormErrorText error={bets.error} />}
      {data && data.rows.length === 0 && (
        <EmptyState
          icon={<IconReceipt size={34} />}
          title={t('betting.emptyTitle')}
          text={t('betting.emptyText')}
        />
      )}
      {data && data.rows.length > 0 && (
        <div aria-busy={bets.isFetching || undefined}>
          {mobile ? (
            <BetCards rows={data.rows} locale={locale} onOpen={setOpenId} />
          ) : (
            <BetTable rows={data.rows} locale={locale} onOpen={setOpenId} />
          )}
          <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
        </div>
      )}
      {openId && <BetDetailModal id={openId} onClose={() => setOpenId(null)} />}
    </SectionPanel>
  );
}

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper p="sm" radius="md" withBorder style={{ background: 'var(--gl-surface-2)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}

interface RowsProps {
  rows: BetRecord[];
  locale: string;
  onOpen: (id: string) => void;
}

function BetTable({ rows, locale, onOpen }: RowsProps) {
  const { t } = useTranslation('games');
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table verticalSpacing="sm" striped data-testid="betting-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('betting.col.time')}</Table.Th>
            <Table.Th>{t('betting.col.game')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('betting.col.stake')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('betting.col.payout')}</Table.Th>
            <Table.Th style={{ textAlign: 'end' }}>{t('betting.col.result')}</Table.Th>
            <Table.Th>{t('betting.col.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('betting.detail')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="bet-row" data-round-id={row.roundId}>
              <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.time, locale)}
              </Table.Td>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.gameName}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.lottery
                    ? t(`category.${row.gameType}`)
                    : `${vendorName(row.vassalage, t)} · ${t(`category.${row.gameType}`)}`}
                </Text>
                {row.lottery && <LotteryTicketLines lottery={row.lottery} />}
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>
                <MoneyText amount={row.stake} />
              </Table.Td>
              <Table.Td style={{ textAlign: 'end' }}>
                <MoneyText amount={row.payout} />
              </Table.Td>
              <Table.Td>
                <RoundResult status={row.status} profit={row.profit} />
              </Table.Td>
              <Table.Td>
                <RoundStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('betting.detail')}>
                  <ActionIcon
                    variant="subtle"
                    size={40}
                    onClick={() => onOpen(row.id)}
                    aria-label={t('betting.detailOf', { game: row.gameName, round: row.roundId })}
                    data-testid="bet-open"
                  >
                    <IconListDetails size={20} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BetCards({ rows, locale, onOpen }: RowsProps) {
  const { t } = useTranslation('games');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="betting-cards">
      {rows.map((row) => (
        <li key={row.id} data-testid="bet-row" data-round-id={row.roundId}>
          <UnstyledButton
            onClick={() => onOpen(row.id)}
            w="100%"
            p="sm"
            data-testid="bet-open"
            style={{
              border: '1px solid var(--gl-border)',
              borderRadius: 12,
              background: 'var(--gl-surface-2)',
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} truncate>
                {row.gameName}
              </Text>
              <RoundStatusBadge status={row.status} />
            </Group>
            <Text size="xs" c="dimmed" className="gl-tabular">
              {formatDateTime(row.time, locale)} ·{' '}
              {row.lottery ? t(`category.${row.gameType}`) : vendorName(row.vassalage, t)}
            </Text>
            {row.lottery && <LotteryTicketLines lottery={row.lottery} />}
            <Group justify="space-between" mt={6} wrap="nowrap">
              <Text size="sm">
                {t('betting.col.stake')} <MoneyText amount={row.stake} fw={600} />
              </Text>
              <RoundResult status={row.status} profit={row.profit} />
            </Group>
            <Group justify="flex-end" mt={4} gap={4} c="var(--gl-gold-text)">
              <IconListDetails size={16} aria-hidden />
              <Text size="sm" fw={600} c="inherit">
                {t('betting.detail')}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
