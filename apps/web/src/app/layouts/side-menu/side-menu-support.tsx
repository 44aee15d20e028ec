import type { CustomerService } from '@goldline/contract/system';
import {
  IconBrandHipchat,
  IconHelpCircle,
  IconMessage2,
  IconMessageCircle,
  IconPhone,
  IconSend,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../../features/system/api/get-system-status';
import { useCommsModalStore } from '../../stores/comms-modal-store';
import { AppDownload } from './app-download';
import { ChatRoomToggle } from './chat-room-toggle';
import { MenuButton } from './menu-button';
import { MenuTip } from './menu-tip';
import classes from './side-menu.module.css';

const csIcons: Record<CustomerService['csType'], ReactNode> = {
  LIVECHAT: <IconBrandHipchat size={20} aria-hidden="true" />,
  FACEBOOK: <IconUsers size={20} aria-hidden="true" />,
  TELEGRAM: <IconSend size={20} aria-hidden="true" />,
  TELEGRAM2: <IconSend size={20} aria-hidden="true" />,
  WHATSAPP: <IconPhone size={20} aria-hidden="true" />,
};

/**
 * The side menu's lower part (spec section 2): the chat-room toggle, help and feedback, the app
 * download and the customer-service links. Nobody comes to the site for these first, so the side
 * menu loads this part once the page is quiet (home JS budget, decision 113).
 */
export function SideMenuSupport({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const openCommsModal = useCommsModalStore((state) => state.open);
  const customerService = status?.customerService ?? [];

  return (
    <>
      <MenuTip collapsed={collapsed} label={t('side.chatRoom')}>
        <ChatRoomToggle
          itemClass={classes.item ?? ''}
          iconClass={classes.icon ?? ''}
          labelClass={classes.label ?? ''}
          onNavigate={onNavigate}
        />
      </MenuTip>
      {(['help', 'feedback'] as const).map((modal) => (
        <MenuButton
          key={modal}
          collapsed={collapsed}
          label={t(`footer.${modal}`)}
          icon={
            modal === 'help' ? (
              <IconHelpCircle size={22} stroke={1.7} aria-hidden="true" />
            ) : (
              <IconMessage2 size={22} stroke={1.7} aria-hidden="true" />
            )
          }
          onClick={() => openCommsModal(modal)}
          onNavigate={onNavigate}
          testId={`side-${modal}`}
        />
      ))}
      <AppDownload
        collapsed={collapsed}
        itemClass={classes.item ?? ''}
        labelClass={classes.label ?? ''}
        iconClass={classes.icon ?? ''}
      />

      {customerService.length > 0 && (
        <>
          <div className={classes.sectionLabel} id="side-cs">
            {t('side.customerService')}
          </div>
          <ul
            aria-labelledby="side-cs"
            style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}
          >
            {customerService.map((entry) => (
              <li key={`${entry.csType}-${entry.path}`}>
                <MenuTip collapsed={collapsed} label={t(`side.${entry.csType}`)}>
                  <a className={classes.item} href={entry.path} target="_blank" rel="noopener noreferrer">
                    <span className={classes.icon}>
                      {csIcons[entry.csType] ?? <IconMessageCircle size={20} aria-hidden="true" />}
                    </span>
                    <span className={classes.label}>{t(`side.${entry.csType}`)}</span>
                  </a>
                </MenuTip>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
