import { Anchor, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { SectionPanel } from '../../../components/section-panel';
import { useApplications } from '../api/get-applications';
import { usePromotionText } from '../hooks/use-promotion-text';
import { ActivityStatusBadge } from './activity-status-badge';

/** The member's applications and where each stands (spec section 4 statuses), newest first. */
export function MyApplications() {
  const { t } = useTranslation('promotions');
  const text = usePromotionText();
  const [page, setPage] = useState(1);
  const list = useApplications(page);
  const data = list.data;
  return (
    <Box mt="xl">
      <SectionPanel title={t('applications.title')} testId="promo-applications">
        {list.isPending && <Skeleton height={96} />}
        {list.isError && <FormErrorText error={list.error} />}
        {data && data.rows.length === 0 && <Text c="dimmed">{t('applications.empty')}</Text>}
        {data && data.rows.length > 0 && (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.rows.map((row) => (
              <Box
                component="li"
                key={row.id}
                py="sm"
                style={{ borderTop: '1px solid var(--gl-border)' }}
                data-testid="promo-application"
                data-status={row.status}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor component={Link} to={`/promotions/${row.promotionId}`} fw={700} dir="auto">
                    {row.promotionTitle}
                  </Anchor>
                  <ActivityStatusBadge status={row.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('applications.sentOn', { time: text.date(row.createdAt) })}
                  {row.imageCount > 0 && ` · ${t('applications.images', { n: row.imageCount })}`}
                </Text>
                {row.remark && (
                  <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {row.remark}
                  </Text>
                )}
                {row.reviewNote && row.applicationStatus === 'REJECTED' && (
                  <Text size="sm" c="var(--mantine-color-error)" dir="auto">
                    {t('applications.reason', { reason: row.reviewNote })}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
      </SectionPanel>
    </Box>
  );
}
