import { Container } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { BackofficePage } from '../../features/backoffice/components/backoffice-page';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { CurrencyContext } from '../../lib/currency-context';

/** /backoffice: the operator's cashier screen, outside the member layout and not linked from it. */
export function BackofficeScreen() {
  const { t } = useTranslation('backoffice');
  const { data: status } = useSystemStatus();
  return (
    <CurrencyContext.Provider value={status?.currency ?? { currency: '', currencySymbol: '', decimals: 2 }}>
      <Container component="main" size={1400} py="xl">
        <PageTitle icon={<IconBuildingBank size={24} />}>{t('title')}</PageTitle>
        <BackofficePage />
      </Container>
    </CurrencyContext.Provider>
  );
}
