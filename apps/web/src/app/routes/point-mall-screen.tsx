import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

export function PointMallScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle icon={<IconShoppingBag size={24} />}>{t('nav.pointMall')}</PageTitle>
      <EmptyState
        icon={<IconShoppingBag size={34} />}
        title={t('empty.comingSoonTitle')}
        text={t('empty.comingSoonText')}
      />
    </>
  );
}
