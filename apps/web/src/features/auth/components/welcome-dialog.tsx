import { Button, Group, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';

/**
 * The one welcome after sign-up (issue 12): it says the account is ready and leads to the first
 * deposit. The app shows it instead of the members' operator popups in that session.
 */
export function WelcomeDialog({
  brand,
  onClose,
  onDeposit,
}: {
  brand: string;
  onClose: () => void;
  onDeposit: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <PopupModal
      opened
      onClose={onClose}
      title={t('welcome.title', { brand })}
      size={440}
      testId="welcome-dialog"
    >
      <Text mb="lg">{t('welcome.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="welcome-later">
          {t('welcome.later')}
        </Button>
        <Button
          onClick={onDeposit}
          leftSection={<IconWallet size={18} aria-hidden="true" />}
          data-testid="welcome-deposit"
        >
          {t('welcome.deposit')}
        </Button>
      </Group>
    </PopupModal>
  );
}
