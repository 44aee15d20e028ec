import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';

/** in_need_true_account (spec section 4): trial accounts are asked to register. */
export function TrialDialog({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <PopupModal opened onClose={onClose} title={t('trial.title')} size={400} testId="trial-dialog">
      <Text mb="lg">{t('trial.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('trial.cancel')}
        </Button>
        <Button onClick={onRegister}>{t('trial.register')}</Button>
      </Group>
    </PopupModal>
  );
}
