import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { useChatPanelStore } from '../stores/chat-panel-store';
import { useWideScreen } from './use-wide-screen';

// The chat (its drawer, socket handling and strings) loads the first time a member opens it: a
// visitor's first page carries none of it.
const ChatDrawer = lazy(() =>
  import('../../features/chat/components/chat-drawer').then((m) => ({ default: m.ChatDrawer })),
);

/** The chat-room drawer: from the end side on a desktop, the whole screen on a phone. */
export function ChatDrawerHost() {
  const token = useSessionStore((state) => state.token);
  const opened = useChatPanelStore((state) => state.opened);
  const setOpened = useChatPanelStore((state) => state.setOpened);
  const wide = useWideScreen();
  // Stays mounted after the first opening so closing can animate.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened) setMounted(true);
  }, [opened]);
  if (!token || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <ChatDrawer opened={opened} fullScreen={!wide} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
