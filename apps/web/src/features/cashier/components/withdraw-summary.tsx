import type { WithdrawInfo } from '@goldline/contract/cashier';
import { amountToMinor } from '@goldline/contract/money';
import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useCurrency } from '../../../lib/currency-context';

/** Share of the turnover done, in whole percent, computed in minor units (never floats on money). */
function turnoverPercent(done: string, required: string, decimals: number) {
  const need = amountToMinor(required, decimals);
  if (need <= 0n) return 100;
  const got = amountToMinor(done, decimals);
  return Number(got >= need ? 100n : (got * 100n) / need);
}

/** What can leave now vs what the turnover rule still locks, limits and today's count. */
export function WithdrawSummary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const { decimals } = useCurrency();
  const labelId = useId();
  const percent = turnoverPercent(info.turnoverDone, info.turnoverRequired, decimals);
  const hasTurnover = amountToMinor(info.turnoverRequired, decimals) > 0n;
  const stat = (label: string, amount: string, testId: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <MoneyText amount={amount} symbol fw={800} fz="lg" data-testid={testId} />
    </div>
  );
  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      {/* "Available" is the header's figure (decision 068); held money is shown beside it, not in it. */}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {stat(t('withdraw.available'), info.available, 'withdraw-available')}
        {stat(t('withdraw.heldForWithdrawal'), info.held, 'withdraw-held')}
        {stat(t('withdraw.withdrawableNow'), info.withdrawableNow, 'withdraw-withdrawable')}
        {stat(t('withdraw.lockedByTurnover'), info.lockedByTurnover, 'withdraw-locked')}
      </SimpleGrid>
      {hasTurnover && (
        <Stack gap={4} mt="md">
          <Text size="sm" id={labelId}>
            {t('withdraw.turnover')}: <MoneyText amount={info.turnoverDone} /> /{' '}
            <MoneyText amount={info.turnoverRequired} /> ({t('withdraw.percentDone', { percent })})
          </Text>
          <Progress.Root size="lg" radius="xl" data-testid="withdraw-turnover-progress">
            <Progress.Section value={percent} aria-labelledby={labelId} />
          </Progress.Root>
        </Stack>
      )}
      <Text size="sm" c="dimmed" mt="md">
        {t('withdraw.limits')}: <MoneyText amount={info.minAmount} /> – <MoneyText amount={info.maxAmount} />{' '}
        ·{' '}
        <span data-testid="withdraw-daily">
          {t('withdraw.dailyUsed', { used: info.usedToday, limit: info.dailyCount })}
        </span>
      </Text>
    </Paper>
  );
}
