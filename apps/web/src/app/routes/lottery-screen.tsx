import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

const titles: Record<string, string> = {
  '/lottery': 'nav.lottery',
  '/sealottery': 'nav.seaLottery',
  '/vnlottery': 'nav.vnLottery',
};

/** Lottery pages (session required, side menu hidden; spec section 2). Draws come with the lottery issue. */
export function LotteryScreen() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase();
  return (
    <>
      <PageTitle icon={<IconTicket size={24} />}>{t(titles[path] ?? 'nav.lottery')}</PageTitle>
      <EmptyState
        icon={<IconTicket size={34} />}
        title={t('empty.gamesSoonTitle')}
        text={t('empty.gamesSoonText')}
      />
    </>
  );
}
