import type { LotteryMenuGame } from '@goldline/contract/lottery';
import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useCurrency } from '../../../lib/currency-context';
import { betTypeName, selectionText } from '../../../lib/lottery-ticket';
import { betTypeByCode } from '../utils/bet-types';
import { type SlipItem, slipTotal, slipUnits } from '../utils/slip';

export interface ChaseState {
  issues: number;
  stopOnWin: boolean;
}

/**
 * The bet slip: the tickets waiting, their unit counts, the chase (the same tickets for N issues,
 * stopping after a win) and the total that will be taken, then the one button that places them.
 */
export function BetSlip({
  game,
  items,
  onRemove,
  chase,
  onChase,
  maxChase,
  onPlace,
  placing,
  canPlace,
  placed,
  error,
}: {
  game: LotteryMenuGame;
  items: readonly SlipItem[];
  onRemove: (id: string) => void;
  chase: ChaseState;
  onChase: (chase: ChaseState) => void;
  maxChase: number;
  onPlace: () => void;
  placing: boolean;
  canPlace: boolean;
  placed: string | null;
  error: string | null;
}) {
  const { t } = useTranslation('lottery');
  const { decimals } = useCurrency();
  const total = slipTotal(items, chase.issues, decimals);
  return (
    <Stack gap="sm" data-testid="bet-slip">
      <Title order={2} fz="h4">
        {t('slip.title')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="slip-empty">
          {t('slip.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const def = betTypeByCode(game.family, item.betTypeCode);
            const widths =
              def?.pick.rows.map((row) => (row.values.kind === 'range' ? row.values.width : null)) ?? [];
            return (
              <li key={item.id} data-testid="slip-item">
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {betTypeName(t, item.betTypeCode)}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <bdi dir="ltr">
                        {selectionText(item.selection, widths, (v) => t(`option.${v}`, { defaultValue: v }))}
                      </bdi>
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('slip.unitsTimes', { n: item.units })} × <MoneyText amount={item.unitStake} />
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    onClick={() => onRemove(item.id)}
                    aria-label={t('slip.remove')}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {/* A station draw (VN South/Central) is not chased: the next day draws other stations. */}
      {maxChase > 1 && (
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('chase.issues')}
            description={t('chase.hint', { max: maxChase })}
            min={1}
            max={maxChase}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={chase.issues}
            onChange={(value) =>
              onChase({ ...chase, issues: Math.max(1, Math.min(maxChase, Number(value) || 1)) })
            }
            w={140}
            data-testid="chase-issues"
          />
          <Checkbox
            label={t('chase.stopOnWin')}
            checked={chase.stopOnWin}
            disabled={chase.issues <= 1}
            onChange={(event) => onChase({ ...chase, stopOnWin: event.currentTarget.checked })}
            mb={8}
          />
        </Group>
      )}
      <Group justify="space-between">
        <Text size="sm">{t('slip.units', { n: slipUnits(items) })}</Text>
        <Text size="sm">
          {t('slip.total')} <MoneyText amount={total} fw={800} symbol data-testid="slip-total" />
        </Text>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="slip-error">
          {error}
        </Alert>
      )}
      {placed && (
        <Alert
          color="green"
          variant="light"
          role="status"
          icon={<IconCheck size={18} aria-hidden="true" />}
          data-testid="slip-placed"
        >
          {placed}
        </Alert>
      )}
      <Button
        size="md"
        h={48}
        onClick={onPlace}
        loading={placing}
        disabled={!canPlace || items.length === 0}
        data-testid="slip-place"
      >
        {t('slip.place')}
      </Button>
    </Stack>
  );
}
