import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

/** Seamless game page (spec section 2); the launcher arrives with the vendors issue. */
export function SeamlessScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle icon={<IconDeviceGamepad2 size={24} />}>{t('nav.seamless')}</PageTitle>
      <EmptyState
        icon={<IconDeviceGamepad2 size={34} />}
        title={t('empty.gamesSoonTitle')}
        text={t('empty.gamesSoonText')}
      />
    </>
  );
}
