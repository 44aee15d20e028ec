import { IconClock, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

/** Favourites and recently played (/favorite, /recent), filled by the games issue. */
export function AccountGameScreen() {
  const { t } = useTranslation();
  const favourite = useLocation().pathname.toLowerCase().startsWith('/favorite');
  const icon = favourite ? <IconHeart size={24} /> : <IconClock size={24} />;
  return (
    <>
      <PageTitle icon={icon}>{t(favourite ? 'nav.favorite' : 'nav.recent')}</PageTitle>
      <EmptyState icon={icon} title={t('empty.gamesSoonTitle')} text={t('empty.gamesSoonText')} />
    </>
  );
}
