import { minorToAmount } from '@goldline/contract/money';
import { NumberInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { AUTO_BET_MAX_ROUNDS, type AutoBetConfig } from './auto-bet-controller';
import { betMinor } from './bet-amount';
import type { AutoBetRun } from './use-auto-bet';

/** The auto-bet fields: rounds (1-100) and the optional stop-on-win and stop-on-loss limits. */
export interface AutoBetFields {
  rounds: number | string;
  stopOnProfit: string;
  stopOnLoss: string;
}

/** The field that keeps a batch from starting ('amount': the bet amount field says why). */
export type AutoBetInvalid = keyof AutoBetFields | 'amount';

/** The config the fields describe, or the name of the field that is wrong. */
export function autoBetConfig(
  fields: AutoBetFields,
  baseMinor: bigint | null,
  decimals: number,
): AutoBetConfig | AutoBetInvalid {
  const rounds = Number(fields.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > AUTO_BET_MAX_ROUNDS) return 'rounds';
  if (baseMinor === null) return 'amount';
  const limit = (text: string) => (text.trim() === '' ? null : betMinor(text, decimals));
  const stopOnProfitMinor = limit(fields.stopOnProfit);
  const stopOnLossMinor = limit(fields.stopOnLoss);
  if (fields.stopOnProfit.trim() && !stopOnProfitMinor) return 'stopOnProfit';
  if (fields.stopOnLoss.trim() && !stopOnLossMinor) return 'stopOnLoss';
  return { rounds, baseMinor, stopOnProfitMinor, stopOnLossMinor };
}

export function AutoBetFieldsView({
  fields,
  onChange,
  disabled,
  invalid,
}: {
  fields: AutoBetFields;
  onChange: (fields: AutoBetFields) => void;
  disabled: boolean;
  invalid: AutoBetInvalid | null;
}) {
  const { t } = useTranslation('originals');
  return (
    <>
      <NumberInput
        label={t('auto.rounds')}
        description={t('auto.roundsHint', { max: AUTO_BET_MAX_ROUNDS })}
        min={1}
        max={AUTO_BET_MAX_ROUNDS}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={fields.rounds}
        onChange={(rounds) => onChange({ ...fields, rounds })}
        disabled={disabled}
        error={invalid === 'rounds' ? t('auto.roundsError', { max: AUTO_BET_MAX_ROUNDS }) : null}
        data-testid="auto-rounds"
      />
      <TextInput
        label={t('auto.stopOnProfit')}
        description={t('auto.optional')}
        inputMode="decimal"
        dir="ltr"
        value={fields.stopOnProfit}
        onChange={(event) => onChange({ ...fields, stopOnProfit: event.currentTarget.value })}
        disabled={disabled}
        error={invalid === 'stopOnProfit' ? t('auto.limitError') : null}
        data-testid="auto-stop-profit"
      />
      <TextInput
        label={t('auto.stopOnLoss')}
        description={t('auto.optional')}
        inputMode="decimal"
        dir="ltr"
        value={fields.stopOnLoss}
        onChange={(event) => onChange({ ...fields, stopOnLoss: event.currentTarget.value })}
        disabled={disabled}
        error={invalid === 'stopOnLoss' ? t('auto.limitError') : null}
        data-testid="auto-stop-loss"
      />
      <Text fz="xs" c="dimmed">
        {t('auto.reset')}
      </Text>
    </>
  );
}

/** Where the batch stands, announced politely: round n of N, the net result and why it stopped. */
export function AutoBetProgress({ run, decimals }: { run: AutoBetRun | null; decimals: number }) {
  const { t } = useTranslation('originals');
  return (
    <div role="status" aria-live="polite" data-testid="auto-progress">
      {run && (
        <Text fz="sm">
          {t('auto.progress', { played: run.state.played, rounds: run.config.rounds })}{' '}
          <MoneyText amount={minorToAmount(run.state.netMinor, decimals)} signed fw={700} />
          {run.state.stop && <> · {t(`auto.stopped.${run.state.stop}`)}</>}
        </Text>
      )}
    </div>
  );
}
