import type { MemberHistory } from '@goldline/contract/admin-wallet';
import { Divider, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useMemberHistory } from '../api/member-history';

type Movement = MemberHistory['deposits']['rows'][number] | MemberHistory['withdrawals']['rows'][number];

/** The member's money position, newest deposits and withdrawals and 30 days of bets (issue 12). */
export function MemberHistoryPanel({ memberId, account }: { memberId: string; account: string }) {
  const { t } = useTranslation('backoffice');
  const history = useMemberHistory(memberId);
  if (history.isPending) return <Skeleton height={260} />;
  if (history.isError) return <FormErrorText error={history.error} />;
  const h = history.data;
  const stat = (label: string, amount: string, testId: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <MoneyText amount={amount} fw={700} data-testid={testId} />
    </div>
  );
  return (
    <Stack gap="sm" data-testid="bo-member-history">
      <Title order={3} fz="h5">
        {t('history.title', { account })}
      </Title>
      <SimpleGrid cols={2} spacing="xs">
        {stat(t('history.available'), h.available, 'bo-history-available')}
        {stat(t('history.held'), h.held, 'bo-history-held')}
        {stat(t('history.lockedByTurnover'), h.lockedByTurnover, 'bo-history-locked')}
        <div>
          <Text size="xs" c="dimmed">
            {t('history.turnover')}
          </Text>
          <Text fw={700} size="sm">
            <MoneyText amount={h.turnoverDone} /> / <MoneyText amount={h.turnoverRequired} />
          </Text>
        </div>
      </SimpleGrid>
      <Divider />
      <Text size="sm" fw={700}>
        {t('history.bets', { days: h.bets.days })}
      </Text>
      <Group gap="lg" data-testid="bo-history-bets">
        <Text size="sm">{t('history.betCount', { count: h.bets.betCount })}</Text>
        <Text size="sm">
          {t('history.staked')} <MoneyText amount={h.bets.bets} fw={700} />
        </Text>
        <Text size="sm">
          {t('history.profit')} <MoneyText amount={h.bets.profit} signed fw={700} />
        </Text>
      </Group>
      <Divider />
      <Movements
        title={t('history.deposits', { count: h.deposits.total })}
        rows={h.deposits.rows}
        testId="deposits"
      />
      <Movements
        title={t('history.withdrawals', { count: h.withdrawals.total })}
        rows={h.withdrawals.rows}
        testId="withdrawals"
      />
    </Stack>
  );
}

function Movements({ title, rows, testId }: { title: string; rows: Movement[]; testId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = languageInfo(i18n.language).locale;
  return (
    <div>
      <Text size="sm" fw={700} mb={4}>
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.none')}
        </Text>
      ) : (
        <Table verticalSpacing={4} fz="sm" data-testid={`bo-history-${testId}`}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.createdAt, locale)}
                </Table.Td>
                <Table.Td style={{ textAlign: 'end' }}>
                  <MoneyText amount={row.amount} fw={600} />
                </Table.Td>
                <Table.Td>
                  <RequestStatusBadge status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
