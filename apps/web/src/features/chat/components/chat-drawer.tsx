import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatRoom } from './chat-room';

/**
 * The chat room in a drawer from the end side (Mantine's 'right' is the end side under dir="rtl"
 * too), or over the whole screen on a phone, where a side panel would leave no room to read.
 */
export function ChatDrawer({
  opened,
  fullScreen,
  onClose,
}: {
  opened: boolean;
  fullScreen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : 420}
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{
        title: { fontWeight: 700 },
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
      data-testid="chat-drawer"
    >
      <ChatRoom />
    </Drawer>
  );
}
