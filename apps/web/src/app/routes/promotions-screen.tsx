import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

export function PromotionsScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle icon={<IconGift size={24} />}>{t('nav.promotions')}</PageTitle>
      <EmptyState
        icon={<IconGift size={34} />}
        title={t('empty.comingSoonTitle')}
        text={t('empty.promotionsText')}
      />
    </>
  );
}
