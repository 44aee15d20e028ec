import { Group, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';

/** A movement in or out: arrow, the word and the signed figure, so colour is never the only signal. */
export function SignedAmount({ amount }: { amount: string }) {
  const { t } = useTranslation('wallet');
  const out = amount.startsWith('-');
  const Icon = out ? IconArrowUpRight : IconArrowDownLeft;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Icon
        size={16}
        aria-hidden="true"
        color={
          out
            ? 'var(--gl-loss, var(--mantine-color-red-text))'
            : 'var(--gl-win, var(--mantine-color-green-text))'
        }
      />
      <Text size="xs" c="dimmed">
        {out ? t('records.out') : t('records.in')}
      </Text>
      <MoneyText amount={amount} signed fw={700} />
    </Group>
  );
}
