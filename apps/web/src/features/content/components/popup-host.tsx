import type { Popup } from '@goldline/contract/content';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { AnnouncementBody } from './announcement-body';

/**
 * The popups of spec section 4, one after the other in a single popup window. Closing it (icon,
 * Escape or the last "close") ends them for this session; the caller stores that.
 */
export function PopupHost({ popups, onClose }: { popups: Popup[]; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  const [index, setIndex] = useState(0);
  const popup = popups[index];
  if (!popup) return null;
  const last = index === popups.length - 1;
  return (
    <PopupModal opened onClose={onClose} title={t('popups.title')} size={560} testId="popup-modal">
      <AnnouncementBody announcement={popup} headingId="popup-title" />
      <Group justify="space-between" mt="lg">
        <Text size="sm" c="dimmed">
          {popups.length > 1 ? t('popups.position', { index: index + 1, count: popups.length }) : null}
        </Text>
        {last ? (
          <Button onClick={onClose} data-testid="popup-close">
            {t('popups.close')}
          </Button>
        ) : (
          <Button onClick={() => setIndex(index + 1)}>{t('popups.next')}</Button>
        )}
      </Group>
    </PopupModal>
  );
}
