import { Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useMessageText } from './use-message-text';

/** Member centre "messageV2": the inbox, unread first in attention (badge and bold), mark as read. */
export function MessageInboxPage() {
  const { t, i18n } = useTranslation('wallet');
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messages = useMessages(page, unreadOnly);
  const markRead = useMarkRead();
  const text = useMessageText();
  const rows = messages.data?.rows ?? [];

  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }} data-testid="inbox-page">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="xs">
          <Title order={2} fz="h4">
            {t('inbox.title')}
          </Title>
          {messages.data && messages.data.unread > 0 && (
            <Badge color="red" data-testid="inbox-unread">
              {t('inbox.unreadCount', { count: messages.data.unread })}
            </Badge>
          )}
        </Group>
        <Switch
          label={t('inbox.unreadOnly')}
          checked={unreadOnly}
          onChange={(event) => {
            setUnreadOnly(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      {messages.isPending && <Skeleton height={160} />}
      {messages.isError && <FormErrorText error={messages.error} />}
      {messages.data && rows.length === 0 && (
        <EmptyState
          icon={<IconMailOpened size={34} />}
          title={t('inbox.emptyTitle')}
          text={t('inbox.empty')}
        />
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((message) => {
          const { title, body } = text(message);
          return (
            <li key={message.id} data-testid="message-row" data-read={message.read}>
              <Group
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                p="sm"
                style={{
                  border: '1px solid var(--gl-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                  borderInlineStartWidth: message.read ? 1 : 4,
                }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                  {message.read ? (
                    <IconMailOpened size={22} aria-hidden="true" />
                  ) : (
                    <IconMail size={22} aria-hidden="true" />
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={message.read ? 500 : 800}>
                      {!message.read && (
                        <Badge size="xs" mie={6} variant="filled">
                          {t('inbox.new')}
                        </Badge>
                      )}
                      {title}
                    </Text>
                    <Text size="sm">{body}</Text>
                    <Text size="xs" c="dimmed" className="gl-tabular">
                      {formatDateTime(message.createdAt, locale)}
                    </Text>
                  </div>
                </Group>
                {!message.read && (
                  <Button
                    variant="light"
                    h={44}
                    loading={markRead.isPending && markRead.variables === message.id}
                    onClick={() => markRead.mutate(message.id)}
                    aria-label={t('inbox.markReadLabel', { title })}
                    data-testid="message-read"
                  >
                    {t('inbox.markRead')}
                  </Button>
                )}
              </Group>
            </li>
          );
        })}
      </Stack>
      {messages.data && (
        <ListPager
          page={page}
          pageSize={messages.data.pageSize}
          total={messages.data.total}
          onChange={setPage}
        />
      )}
    </Paper>
  );
}
