import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { FairnessPage } from '../../features/originals/fairness/fairness-page';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { CurrencyContext } from '../../lib/currency-context';

/** /fairness: provably fair seeds and the in-browser verifier of the in-house originals. */
export function FairnessScreen() {
  const { t } = useTranslation('originals');
  const { data: status } = useSystemStatus();
  return (
    <CurrencyContext.Provider value={status?.currency ?? { currency: '', currencySymbol: '', decimals: 2 }}>
      <PageTitle icon={<IconShieldCheck size={24} />}>{t('fairness.title')}</PageTitle>
      <FairnessPage />
    </CurrencyContext.Provider>
  );
}
