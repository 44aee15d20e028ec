import type { Announcement } from '@goldline/contract/content';
import { Paper, Stack } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { SectionPanel } from '../../../components/section-panel';
import { useAgentAnnouncements } from '../api/get-agent-announcements';
import { TableSkeleton } from './report-parts';

/** Spec section 9: announcement page size 9. */
const PAGE_SIZE = 9;

/**
 * agentAnnouncement: the content module's announcements for agents, newest first. The app hands in
 * how one is drawn (the content feature's sanitised body), since features never import each other.
 */
export function AgentAnnouncementsPage({
  renderBody,
}: {
  renderBody: (announcement: Announcement, headingId: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('agent');
  const list = useAgentAnnouncements(i18n.language);
  const [page, setPage] = useState(1);
  const rows = list.data?.rows ?? [];
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <SectionPanel title={t('announcements.title')} testId="agent-announcements">
      {list.isPending && <TableSkeleton rows={3} />}
      {list.isError && <FormErrorText error={list.error} />}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={<IconSpeakerphone size={34} />}
          title={t('announcements.emptyTitle')}
          text={t('announcements.empty')}
        />
      )}
      {shown.length > 0 && (
        <Stack gap="sm">
          {shown.map((item) => (
            <Paper
              key={item.id}
              component="article"
              p="md"
              radius="md"
              withBorder
              aria-labelledby={`agent-ann-${item.id}`}
              data-testid="agent-announcement"
            >
              {renderBody(item, `agent-ann-${item.id}`)}
            </Paper>
          ))}
          <ListPager page={page} pageSize={PAGE_SIZE} total={rows.length} onChange={setPage} />
        </Stack>
      )}
    </SectionPanel>
  );
}
