import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListPager } from '../../../components/list-pager';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useRedemptions } from '../api/get-points';
import { PointsText } from './points-text';
import { RedemptionStatusBadge } from './redemption-status-badge';

/** My redemptions, newest first, each with its status in words and the operator's note. */
export function RedemptionList() {
  const { t, i18n } = useTranslation('points');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const { data, isPending } = useRedemptions(null, page);
  if (isPending) return <Skeleton height={200} radius="md" />;
  if (!data?.rows.length)
    return (
      <EmptyState
        icon={<IconPackage size={34} />}
        title={t('redemptions.emptyTitle')}
        text={t('redemptions.emptyText')}
      />
    );
  return (
    <Stack gap="xs" data-testid="redemption-list">
      {data.rows.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="sm" data-testid="redemption-row">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>
              <bdi>{r.goodsName}</bdi>
            </Text>
            <RedemptionStatusBadge status={r.status} />
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm">
              <PointsText points={`-${r.points}`} />
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(r.createdAt, locale)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('redemptions.to', { name: r.address.name, address: r.address.address })}
          </Text>
          {r.reviewNote && <Text size="sm">{t('redemptions.note', { note: r.reviewNote })}</Text>}
        </Paper>
      ))}
      <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
    </Stack>
  );
}
