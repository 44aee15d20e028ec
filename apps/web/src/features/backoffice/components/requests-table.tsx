import type { DepositStatus } from '@goldline/contract/cashier';
import { Anchor, Button, Group, NativeSelect, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import {
  type AdminDeposit,
  type AdminWithdrawal,
  type RequestKind,
  useAdminRequests,
  useDecide,
} from '../api/admin-requests';
import { type Decision, DecisionDialog } from './decision-dialog';
import { SlipModal } from './slip-modal';

type Row = AdminDeposit | AdminWithdrawal;
const isWithdrawal = (row: Row): row is AdminWithdrawal => 'accountNumber' in row;

/**
 * Deposits or withdrawals with a status filter and Approve / Reject on pending ones; each decision
 * is confirmed in a dialog beside the member's recent history (issue 12).
 */
export function RequestsTable({ kind }: { kind: RequestKind }) {
  const { t, i18n } = useTranslation('backoffice');
  const locale = languageInfo(i18n.language).locale;
  const errorText = useErrorText();
  const [status, setStatus] = useState<DepositStatus | ''>('PENDING');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: Row; decision: Decision } | null>(null);
  const [slipOf, setSlipOf] = useState<Row | null>(null);
  const list = useAdminRequests(kind, status, page);
  const decide = useDecide(kind);
  const rows: Row[] = list.data?.rows ?? [];

  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" align="flex-end">
        <Title order={2} fz="h4">
          {t(`${kind}.title`)}
        </Title>
        <NativeSelect
          label={t('filter.status')}
          value={status}
          data-testid={`bo-${kind}-status`}
          onChange={(event) => {
            setStatus(event.currentTarget.value as DepositStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('filter.all') },
            { value: 'PENDING', label: t('filter.PENDING') },
            { value: 'APPROVED', label: t('filter.APPROVED') },
            { value: 'REJECTED', label: t('filter.REJECTED') },
          ]}
        />
      </Group>
      {list.isPending && <Skeleton height={120} />}
      {list.isError && <FormErrorText error={list.error} />}
      {list.data && rows.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" striped data-testid={`bo-${kind}-table`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('col.id')}</Table.Th>
                <Table.Th>{t('col.time')}</Table.Th>
                <Table.Th>{t('col.member')}</Table.Th>
                <Table.Th>{t('col.details')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('col.amount')}</Table.Th>
                <Table.Th>{t('col.status')}</Table.Th>
                <Table.Th>{t('col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const label = t(`${kind}.label`, { id: row.id, account: row.account });
                return (
                  <Table.Tr
                    key={row.id}
                    data-testid={`bo-${kind}-row`}
                    data-account={row.account}
                    data-status={row.status}
                  >
                    <Table.Td className="gl-tabular">{row.id}</Table.Td>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.createdAt, locale)}
                    </Table.Td>
                    <Table.Td>
                      <bdi>{row.account}</bdi>
                    </Table.Td>
                    <Table.Td>
                      {isWithdrawal(row) ? (
                        <Text size="sm">
                          {row.bankName} · <bdi>{row.accountName}</bdi> ·{' '}
                          <bdi dir="ltr">{row.accountNumber}</bdi>
                          {row.receipt && <> · {t(`receipt.${row.receipt}`)}</>}
                        </Text>
                      ) : (
                        <Text size="sm">
                          {row.channelName}
                          {row.payerName && (
                            <>
                              {' '}
                              · <bdi>{row.payerName}</bdi>
                            </>
                          )}
                          {row.reference && (
                            <>
                              {' '}
                              · <bdi dir="ltr">{row.reference}</bdi>
                            </>
                          )}
                          {row.hasProof && (
                            <>
                              {' · '}
                              <Anchor
                                component="button"
                                type="button"
                                onClick={() => setSlipOf(row)}
                                data-testid="bo-slip"
                                aria-label={t('slip.label', { label })}
                              >
                                {t('deposits.proof')}
                              </Anchor>
                            </>
                          )}
                        </Text>
                      )}
                      {row.rejectReason && <Text size="sm">{t('reason', { reason: row.rejectReason })}</Text>}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'end' }}>
                      <MoneyText amount={row.amount} fw={700} />
                    </Table.Td>
                    <Table.Td>
                      <RequestStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      {row.status === 'PENDING' ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            h={44}
                            color="green"
                            onClick={() => setDeciding({ row, decision: 'approve' })}
                            aria-label={t('approveLabel', { label })}
                            data-testid="bo-approve"
                          >
                            {t('approve')}
                          </Button>
                          <Button
                            h={44}
                            color="red"
                            variant="light"
                            onClick={() => setDeciding({ row, decision: 'reject' })}
                            aria-label={t('rejectLabel', { label })}
                            data-testid="bo-reject"
                          >
                            {t('reject.action')}
                          </Button>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && (
        <ListPager page={page} pageSize={list.data.pageSize} total={list.data.total} onChange={setPage} />
      )}
      <FormError message={decide.isError ? errorText(decide.error) : null} />
      {decide.isSuccess && (
        <Text size="sm" role="status" mt="xs">
          ✓ {t('saved')}
        </Text>
      )}
      {deciding && (
        <DecisionDialog
          decision={deciding.decision}
          label={t(`${kind}.label`, { id: deciding.row.id, account: deciding.row.account })}
          memberId={deciding.row.memberId}
          account={deciding.row.account}
          amount={deciding.row.amount}
          busy={decide.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(values) =>
            decide.mutate({ id: deciding.row.id, ...values }, { onSettled: () => setDeciding(null) })
          }
        />
      )}
      {slipOf && (
        <SlipModal
          depositId={slipOf.id}
          label={t(`${kind}.label`, { id: slipOf.id, account: slipOf.account })}
          onClose={() => setSlipOf(null)}
        />
      )}
    </Paper>
  );
}
