import type { AgentCapabilities, DownlineNode } from '@goldline/contract/agent';
import {
  Anchor,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconLock, IconLockOpen, IconSearch, IconSend, IconSitemap, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { SectionPanel } from '../../../components/section-panel';
import { MoneyCell, NumTh, stickyHead } from '../../../components/table-cells';
import { useErrorText } from '../../../lib/use-error-text';
import { useAgentMe } from '../api/get-agent-me';
import { useDownline } from '../api/get-downline';
import { useDownlines } from '../api/get-downlines';
import { useSetBettingLock } from '../api/set-betting-lock';
import { CountCell, CurrentTo, Stat, TableSkeleton } from './report-parts';
import { ScrollTable } from './scroll-table';
import { TeamPath } from './team-path';
import { TransferDialog } from './transfer-dialog';

const PAGE_SIZE = 20;
/** Agent type 42 (promoter sub-agent) holds no contracts (decisions 077, 085). */
const PROMOTER_SUB_AGENT = 42;

/**
 * downlineManagmentView (spec section 2): the agent's tree one level at a time, a search over the
 * whole downline, a drill into a sub-agent's own team with a breadcrumb back, each node's summary,
 * and the actions the agent's type allows (decision 077): transfer and lock from betting, and for a
 * direct sub-agent the contracts (issue 14; the app passes them in, features never import each other).
 */
export function DownlinePage({
  renderContracts,
}: {
  renderContracts?: (row: DownlineNode) => ReactNode;
} = {}) {
  const { t } = useTranslation('agent');
  const me = useAgentMe();
  const [parentId, setParentId] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<DownlineNode | null>(null);
  const list = useDownlines({
    parentId: search ? undefined : parentId,
    search: search || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const node = useDownline(search ? undefined : parentId);
  const data = list.data;
  const capabilities = me.data?.capabilities;

  const goTo = (id: string | undefined) => {
    setParentId(id);
    setSearch('');
    setTyped('');
    setPage(1);
  };

  return (
    <SectionPanel title={t('downlines.title')} testId="agent-downlines">
      <Stack gap="md">
        <form
          aria-label={t('downlines.search')}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('downlines.search')}
              placeholder={t('downlines.searchHint')}
              value={typed}
              maxLength={64}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: 1, maxWidth: 360 }}
              data-testid="agent-downline-search"
            />
            <Button type="submit" h={36} leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t('downlines.searchAction')}
            </Button>
          </Group>
        </form>
        {search ? (
          <Group gap="xs">
            <Text size="sm">{t('downlines.searchResults', { search })}</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => goTo(parentId)}>
              {t('downlines.clearSearch')}
            </Anchor>
          </Group>
        ) : (
          data && <TeamPath path={data.path} onGo={goTo} testId="agent-downline-path" />
        )}
        {!search && parentId && node.data && <NodeSummary node={node.data} />}
        {list.isPending && <TableSkeleton />}
        {list.isError && <FormErrorText error={list.error} />}
        {data && data.rows.length === 0 && (
          <EmptyState
            icon={<IconUsers size={34} />}
            title={search ? t('downlines.noMatchTitle') : t('downlines.emptyTitle')}
            text={search ? t('downlines.noMatch') : t('downlines.empty')}
          />
        )}
        {data && data.rows.length > 0 && (
          <>
            <CurrentTo at={data.currentTo} />
            <ScrollTable label={t('downlines.title')} minWidth={980}>
              <Table
                verticalSpacing="sm"
                striped
                data-testid="agent-downline-table"
                aria-busy={list.isFetching}
              >
                <Table.Thead style={stickyHead}>
                  <Table.Tr>
                    <Table.Th>{t('col.account')}</Table.Th>
                    <Table.Th>{t('col.kind')}</Table.Th>
                    <NumTh>{t('col.level')}</NumTh>
                    <NumTh>{t('figures.teamSize')}</NumTh>
                    <NumTh>{t('col.balance')}</NumTh>
                    <NumTh>{t('downlines.validBet30')}</NumTh>
                    <NumTh>{t('downlines.profitLoss30')}</NumTh>
                    <Table.Th>{t('col.status')}</Table.Th>
                    <Table.Th>{t('col.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <DownlineRow
                      key={row.id}
                      row={row}
                      capabilities={capabilities}
                      onOpen={() => goTo(row.id)}
                      onTransfer={() => setTransferTo(row)}
                      contracts={
                        capabilities?.contracts &&
                        row.isAgent &&
                        row.level === 1 &&
                        row.type !== PROMOTER_SUB_AGENT
                          ? renderContracts?.(row)
                          : undefined
                      }
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
            <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          </>
        )}
      </Stack>
      <TransferDialog node={transferTo} onClose={() => setTransferTo(null)} />
    </SectionPanel>
  );
}

/** The drilled-into sub-agent's own summary: its team and the last 30 days' figures. */
function NodeSummary({ node }: { node: DownlineNode }) {
  const { t } = useTranslation('agent');
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="agent-node-summary">
      <Stat label={t('downlines.direct')} count={node.directCount} />
      <Stat label={t('figures.teamSize')} count={node.teamSize} />
      <Stat label={t('col.balance')} amount={node.balance} />
      <Stat label={t('downlines.deposits30')} amount={node.last30Days.deposits} />
      <Stat label={t('downlines.validBet30')} amount={node.last30Days.validBet} />
      <Stat label={t('downlines.profitLoss30')} amount={node.last30Days.profitLoss} signed />
    </SimpleGrid>
  );
}

function DownlineRow({
  row,
  capabilities,
  onOpen,
  onTransfer,
  contracts,
}: {
  row: DownlineNode;
  capabilities: AgentCapabilities | undefined;
  onOpen: () => void;
  onTransfer: () => void;
  contracts?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const lock = useSetBettingLock();
  const canOpen = row.isAgent && row.directCount > 0;
  return (
    <Table.Tr data-testid="agent-downline-row" data-account={row.account}>
      <Table.Td>
        {canOpen ? (
          <UnstyledButton onClick={onOpen} aria-label={t('downlines.openTeam', { account: row.account })}>
            <Group gap={6} wrap="nowrap">
              <IconSitemap size={16} aria-hidden="true" />
              <Text fw={700} c="var(--gl-gold-text)" td="underline">
                <bdi>{row.account}</bdi>
              </Text>
            </Group>
          </UnstyledButton>
        ) : (
          <Text fw={600}>
            <bdi>{row.account}</bdi>
          </Text>
        )}
        {row.nickname && (
          <Text size="xs" c="dimmed">
            <bdi>{row.nickname}</bdi>
          </Text>
        )}
      </Table.Td>
      <Table.Td>{row.isAgent ? t('kind.agent') : t('kind.member')}</Table.Td>
      <CountCell value={row.level} />
      <CountCell value={row.teamSize} />
      <MoneyCell amount={row.balance} />
      <MoneyCell amount={row.last30Days.validBet} />
      <MoneyCell amount={row.last30Days.profitLoss} signed />
      <Table.Td>
        <Group gap={4}>
          {row.status === 'disabled' && (
            <Badge color="gray" variant="outline">
              {t('status.disabled')}
            </Badge>
          )}
          {row.bettingLocked ? (
            <Badge color="red" variant="light" leftSection={<IconLock size={12} aria-hidden="true" />}>
              {t('status.locked')}
            </Badge>
          ) : (
            row.status === 'active' && (
              <Badge color="green" variant="light">
                {t('status.active')}
              </Badge>
            )
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {capabilities?.transferToDownline && (
            <Button
              size="xs"
              h={36}
              variant="light"
              leftSection={<IconSend size={14} aria-hidden="true" />}
              onClick={onTransfer}
              aria-label={t('downlines.transferTo', { account: row.account })}
              data-testid="agent-downline-transfer"
            >
              {t('downlines.transfer')}
            </Button>
          )}
          {capabilities?.lockBetting && (
            <Button
              size="xs"
              h={36}
              variant="default"
              loading={lock.isPending}
              leftSection={
                row.bettingLocked ? (
                  <IconLockOpen size={14} aria-hidden="true" />
                ) : (
                  <IconLock size={14} aria-hidden="true" />
                )
              }
              onClick={() => lock.mutate({ id: row.id, locked: !row.bettingLocked })}
              aria-label={
                row.bettingLocked
                  ? t('downlines.unlockOf', { account: row.account })
                  : t('downlines.lockOf', { account: row.account })
              }
              data-testid="agent-downline-lock"
            >
              {row.bettingLocked ? t('downlines.unlock') : t('downlines.lock')}
            </Button>
          )}
          {contracts}
        </Group>
        {lock.isError && <FormError message={errorText(lock.error)} />}
      </Table.Td>
    </Table.Tr>
  );
}
