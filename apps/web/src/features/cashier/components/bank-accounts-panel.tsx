import { type BankAccount, MAX_BANK_ACCOUNTS } from '@goldline/contract/cashier';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useRemoveBankAccount } from '../api/remove-bank-account';
import { BindBankAccountForm } from './bind-bank-account-form';

/** Bound payout accounts: up to three, each removable; only the last digits are ever shown. */
export function BankAccountsPanel({
  accounts,
  hasPaymentPassword,
}: {
  accounts: BankAccount[];
  hasPaymentPassword: boolean;
}) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const remove = useRemoveBankAccount();
  const [adding, setAdding] = useState(false);
  const full = accounts.length >= MAX_BANK_ACCOUNTS;
  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          {t('bank.title', { count: accounts.length, max: MAX_BANK_ACCOUNTS })}
        </Title>
        {!adding && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setAdding(true)}
            disabled={full}
            h={44}
            data-testid="bank-bind-open"
          >
            {t('bank.add')}
          </Button>
        )}
      </Group>
      {full && !adding && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('bank.full', { max: MAX_BANK_ACCOUNTS })}
        </Text>
      )}
      {adding && (
        <BindBankAccountForm onDone={() => setAdding(false)} hasPaymentPassword={hasPaymentPassword} />
      )}
      {accounts.length === 0 && !adding && <Text c="dimmed">{t('bank.none')}</Text>}
      <Stack
        gap="xs"
        mt={adding ? 'md' : 0}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {accounts.map((account) => (
          <Group
            key={account.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            p="sm"
            style={{ border: '1px solid var(--gl-border)', borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="bank-account-row"
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconBuildingBank size={22} aria-hidden="true" />
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{account.bankName}</Text>
                <Text size="sm" c="dimmed">
                  <bdi>{account.accountName}</bdi> · <bdi dir="ltr">{account.accountNumberMasked}</bdi>
                </Text>
              </div>
            </Group>
            <Button
              variant="subtle"
              color="red"
              h={44}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              loading={remove.isPending && remove.variables === account.id}
              onClick={() => remove.mutate(account.id)}
              aria-label={t('bank.removeLabel', {
                bank: account.bankName,
                number: account.accountNumberMasked,
              })}
              data-testid="bank-remove"
            >
              <span className="gl-hide-mobile">{t('bank.remove')}</span>
            </Button>
          </Group>
        ))}
      </Stack>
      <FormError message={remove.isError ? errorText(remove.error) : null} />
    </Paper>
  );
}
