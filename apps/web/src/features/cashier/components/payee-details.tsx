import type { BankPayee } from '@goldline/contract/cashier';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';

/** Where the member sends a bank transfer, each value with its own copy button. */
export function PayeeDetails({ payee }: { payee: BankPayee }) {
  const { t } = useTranslation('wallet');
  const fields = [
    ['bankName', payee.bankName],
    ['accountName', payee.accountName],
    ['accountNumber', payee.accountNumber],
    ['branch', payee.branch],
  ] as const;
  return (
    <Paper
      p="md"
      radius="md"
      withBorder
      style={{ background: 'var(--gl-surface-2)' }}
      data-testid="deposit-payee"
    >
      <Title order={3} fz="h5" mb="sm">
        {t('deposit.payeeTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <CopyValue key={key} label={t(`deposit.payee.${key}`)} value={value} testId={`copy-${key}`} />
          ))}
      </SimpleGrid>
      {payee.instructions && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {payee.instructions}
        </Text>
      )}
    </Paper>
  );
}
