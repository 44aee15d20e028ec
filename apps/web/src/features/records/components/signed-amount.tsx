import { Group, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';

/**
 * A movement in or out (or, with words="result", a profit or loss): arrow, the word and the signed
 * figure, so colour is never the only signal. Zero is "even", with no arrow.
 */
export function SignedAmount({ amount, words = 'flow' }: { amount: string; words?: 'flow' | 'result' }) {
  const { t } = useTranslation('wallet');
  const zero = /^-?0+(\.0+)?$/.test(amount);
  const out = amount.startsWith('-') && !zero;
  const word = zero
    ? t('records.even')
    : words === 'result'
      ? t(out ? 'records.loss' : 'records.gain')
      : t(out ? 'records.out' : 'records.in');
  const Icon = out ? IconArrowUpRight : IconArrowDownLeft;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {!zero && (
        <Icon
          size={16}
          aria-hidden="true"
          color={
            out
              ? 'var(--gl-loss, var(--mantine-color-red-text))'
              : 'var(--gl-win, var(--mantine-color-green-text))'
          }
        />
      )}
      <Text size="xs" c="dimmed">
        {word}
      </Text>
      <MoneyText amount={amount} signed fw={700} />
    </Group>
  );
}
