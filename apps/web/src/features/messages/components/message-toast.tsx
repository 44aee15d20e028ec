import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessageText } from './use-message-text';

/**
 * A small notice for a message that just arrived on the socket: read politely by screen readers,
 * closes itself after 8 s (and by its close button), links to the inbox. Built from Paper rather
 * than Mantine's Notification, which would pull the Loader out of the first page's Button chunk.
 */
export function MessageToast({
  message,
  onClose,
}: {
  message: Record<string, unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const text = useMessageText()(message);
  useEffect(() => {
    const timer = setTimeout(onClose, 8000);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', insetBlockEnd: 88, insetInlineEnd: 16, zIndex: 400, maxWidth: 360 }}
    >
      <Paper
        withBorder
        shadow="md"
        radius="md"
        p="sm"
        data-testid="message-toast"
        style={{ background: 'var(--gl-surface)' }}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <IconMail size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>{text.title}</Text>
            <Text size="sm">
              {text.body}{' '}
              <Anchor component={Link} to="/member?tab=messageV2" onClick={onClose}>
                {t('inbox.open')}
              </Anchor>
            </Text>
          </div>
          <CloseButton onClick={onClose} aria-label={t('common.close')} size="lg" />
        </Group>
      </Paper>
    </div>
  );
}
