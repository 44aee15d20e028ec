import { Badge } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { navCategories } from '../navigation/game-categories';

/** Game list centre (/live, /fish, /rng, /pvp, /bgs); ?vassalage= selects a vendor (spec section 2). */
export function GameListScreen() {
  const { t } = useTranslation();
  const key = useLocation().pathname.slice(1).toLowerCase();
  const [params] = useSearchParams();
  const vendor = params.get('vassalage');
  const category = navCategories.find((item) => item.key === key);
  const Icon = category?.icon ?? IconDice5;
  return (
    <>
      <PageTitle
        icon={<Icon size={24} />}
        extra={
          vendor ? (
            <Badge size="lg" variant="outline">
              {t('empty.vendor', { name: vendor })}
            </Badge>
          ) : null
        }
      >
        {t(`nav.${key}`)}
      </PageTitle>
      <EmptyState
        icon={<Icon size={34} />}
        title={t('empty.gamesSoonTitle')}
        text={t('empty.gamesSoonText')}
      />
    </>
  );
}
