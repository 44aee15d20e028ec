import type { RedemptionStatus } from '@goldline/contract/points';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { ListPager } from '../../../components/list-pager';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminRedemptions, useDecideRedemption } from '../api/loyalty-admin';

/** Redemptions to approve or reject (a rejection gives the points and the item back); audited. */
export function RedemptionsAdminPanel() {
  const { t, i18n } = useTranslation('points');
  const errorText = useErrorText();
  const locale = languageInfo(i18n.language).locale;
  const [status, setStatus] = useState<RedemptionStatus | ''>('IN_PROCESS');
  const [page, setPage] = useState(1);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const { data } = useAdminRedemptions(status, page);
  const decide = useDecideRedemption();
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as RedemptionStatus | '');
          setPage(1);
        }}
        data={[
          { value: 'IN_PROCESS', label: t('status.IN_PROCESS') },
          { value: 'APPROVED', label: t('status.APPROVED') },
          { value: 'REJECTED', label: t('status.REJECTED') },
          { value: '', label: t('bo.all') },
        ]}
      />
      <FormError message={decide.isError ? errorText(decide.error) : null} />
      <Table.ScrollContainer minWidth={900}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.member')}</Table.Th>
              <Table.Th>{t('tabs.goods')}</Table.Th>
              <Table.Th ta="end">{t('history.points')}</Table.Th>
              <Table.Th>{t('bo.address')}</Table.Th>
              <Table.Th>{t('history.time')}</Table.Th>
              <Table.Th>{t('bo.note')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((r) => (
              <Table.Tr key={r.id} data-testid="bo-redemption-row">
                <Table.Td>{r.account}</Table.Td>
                <Table.Td>{r.goodsName}</Table.Td>
                <Table.Td ta="end">{r.points}</Table.Td>
                <Table.Td>
                  <Text size="sm">{`${r.address.name}, ${r.address.phone}`}</Text>
                  <Text size="sm" c="dimmed">
                    {r.address.address}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(r.createdAt, locale)}</Table.Td>
                <Table.Td>
                  {r.status === 'IN_PROCESS' ? (
                    <Group gap="xs" wrap="nowrap">
                      <TextInput
                        aria-label={t('bo.note')}
                        placeholder={t('bo.note')}
                        value={notes[r.id] ?? ''}
                        onChange={(e) => setNotes((n) => ({ ...n, [r.id]: e.currentTarget.value }))}
                      />
                      <Button
                        h={44}
                        onClick={() =>
                          decide.mutate({ id: r.id, approve: true, note: notes[r.id] || undefined })
                        }
                      >
                        {t('bo.approve')}
                      </Button>
                      <Button
                        h={44}
                        color="red"
                        variant="light"
                        onClick={() =>
                          decide.mutate({ id: r.id, approve: false, note: notes[r.id] || undefined })
                        }
                      >
                        {t('bo.reject')}
                      </Button>
                    </Group>
                  ) : (
                    <Badge variant="light" style={{ textTransform: 'none' }}>
                      {t(`status.${r.status}`)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </Stack>
  );
}
