import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../features/auth/stores/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { useChatPanelStore } from '../../stores/chat-panel-store';

/**
 * The side menu's chat-room toggle (spec section 2: "Chat-room toggle needs login"): a visitor is
 * asked to log in; a member opens or closes the chat drawer.
 */
export function ChatRoomToggle({
  itemClass,
  iconClass,
  labelClass,
  onNavigate,
}: {
  itemClass: string;
  iconClass: string;
  labelClass: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const opened = useChatPanelStore((state) => state.opened);
  const setOpened = useChatPanelStore((state) => state.setOpened);
  return (
    <button
      type="button"
      className={itemClass}
      aria-pressed={token ? opened : undefined}
      onClick={() => {
        onNavigate?.();
        if (!token) openAuthModal('login');
        else setOpened(!opened);
      }}
      data-testid="side-chat-room"
    >
      <span className={iconClass}>
        <IconMessages size={22} stroke={1.7} aria-hidden="true" />
      </span>
      <span className={labelClass}>{t('side.chatRoom')}</span>
    </button>
  );
}
