import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';

/** Sign-out confirmation (spec section 4 "Logout"). */
export function LogoutModal({ onClose, onConfirm }: { onClose: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  return (
    <PopupModal opened onClose={onClose} title={t('logout.title')} size={380}>
      <Text mb="lg">{t('logout.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('logout.cancel')}
        </Button>
        <Button
          loading={busy}
          data-testid="logout-confirm"
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => setBusy(false));
          }}
        >
          {t('logout.confirm')}
        </Button>
      </Group>
    </PopupModal>
  );
}
