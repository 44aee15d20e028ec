import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../components/popup-modal';

/** The feedback form is a later issue; until then the opener says so honestly. */
export function FeedbackNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PopupModal opened onClose={onClose} title={t('feedback.title')}>
      <Stack>
        <Text>{t('feedback.soon')}</Text>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Stack>
    </PopupModal>
  );
}
