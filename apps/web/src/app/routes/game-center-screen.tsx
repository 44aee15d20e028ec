import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { navCategories } from '../navigation/game-categories';

/** Game centre per type (/sports, /esports, /lott, /elott, /cockfight); vendors arrive with the catalogue issue. */
export function GameCenterScreen() {
  const { t } = useTranslation();
  const key = useLocation().pathname.slice(1).toLowerCase();
  const category = navCategories.find((item) => item.key === key);
  const Icon = category?.icon ?? IconDice5;
  return (
    <>
      <PageTitle icon={<Icon size={24} />}>{t(`nav.${key}`)}</PageTitle>
      <EmptyState
        icon={<Icon size={34} />}
        title={t('empty.gamesSoonTitle')}
        text={t('empty.gamesSoonText')}
      />
    </>
  );
}
