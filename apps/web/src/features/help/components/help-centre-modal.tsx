import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorText } from '../../../components/form-error-text';
import { PopupModal } from '../../../components/popup-modal';
import { useHelpCenter } from '../api/get-help-center';
import { HelpSections } from './help-sections';

/** The help centre of spec section 2 "Global modals", opened from the side menu and the footer. */
export function HelpCentreModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('comms');
  const help = useHelpCenter(i18n.language);
  return (
    <PopupModal opened onClose={onClose} title={t('common:help.title')} size={640} testId="help-modal">
      <Stack gap="md">
        {help.isPending && <Skeleton height={160} radius="md" />}
        {help.isError && <FormErrorText error={help.error} />}
        {help.data && help.data.sections.length === 0 && <Text c="dimmed">{t('common:help.empty')}</Text>}
        {help.data && help.data.sections.length > 0 && <HelpSections sections={help.data.sections} />}
        <Button component={Link} to="/help" variant="light" h={44} onClick={onClose}>
          {t('help.openPage')}
        </Button>
      </Stack>
    </PopupModal>
  );
}
