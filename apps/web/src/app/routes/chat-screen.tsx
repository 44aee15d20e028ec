import { Container } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ChatRoom } from '../../features/chat/components/chat-room';

/**
 * /chat?room=<code>: the chat room as a page, the address CBS_launchChat answers as value.chatUrl
 * (spec section 7), so a link to a room opens it here.
 */
export function ChatScreen() {
  const { t } = useTranslation('chat');
  const [params] = useSearchParams();
  return (
    <Container
      size={720}
      py="md"
      style={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 140px)' }}
    >
      <PageTitle icon={<IconMessages size={24} />}>{t('title')}</PageTitle>
      <ChatRoom initialRoom={params.get('room')} />
    </Container>
  );
}
