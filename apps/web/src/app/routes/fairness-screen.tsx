import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LotteryFairness } from '../../features/lottery/components/lottery-fairness';
import { FairnessPage } from '../../features/originals/fairness/fairness-page';

/** /fairness: provably fair seeds and the in-browser verifiers of the originals and the lottery. */
export function FairnessScreen() {
  const { t } = useTranslation('originals');
  return (
    <>
      <PageTitle icon={<IconShieldCheck size={24} />}>{t('fairness.title')}</PageTitle>
      <FairnessPage />
      <div style={{ marginBlockStart: 24 }}>
        <LotteryFairness />
      </div>
    </>
  );
}
