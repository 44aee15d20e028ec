import type { RoundStatus } from '@goldline/contract/betting';
import { Group, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';

/** The member's win or loss on a round: arrow, word and signed figure (colour is never alone). */
export function ProfitText({
  amount,
  justify = 'flex-end',
}: {
  amount: string;
  justify?: 'flex-end' | 'flex-start';
}) {
  const { t } = useTranslation('games');
  const zero = /^-?0+(\.0+)?$/.test(amount);
  const loss = amount.startsWith('-') && !zero;
  const Icon = loss ? IconTrendingDown : IconTrendingUp;
  return (
    <Group gap={4} justify={justify} wrap="nowrap">
      {!zero && (
        <Icon
          size={16}
          aria-hidden="true"
          color={loss ? 'var(--mantine-color-red-text)' : 'var(--mantine-color-green-text)'}
        />
      )}
      <Text size="xs" c="dimmed">
        {zero ? t('betting.even') : loss ? t('betting.loss') : t('betting.win')}
      </Text>
      <MoneyText amount={amount} signed fw={700} />
    </Group>
  );
}

/** A round's result: its win or loss once settled or refunded; an open round has none yet. */
export function RoundResult({
  status,
  profit,
  justify = 'flex-end',
}: {
  status: RoundStatus;
  profit: string;
  justify?: 'flex-end' | 'flex-start';
}) {
  const { t } = useTranslation('games');
  if (status === 'OPEN')
    return (
      <Text size="sm" c="dimmed" ta={justify === 'flex-end' ? 'end' : 'start'}>
        {t('betting.pending')}
      </Text>
    );
  return <ProfitText amount={profit} justify={justify} />;
}
