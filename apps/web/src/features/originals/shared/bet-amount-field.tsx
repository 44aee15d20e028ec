import { Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountProblem } from '../../../lib/amount-rules';
import { useCurrency } from '../../../lib/currency-context';
import { formatAmount } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { adjustBet, type BetAdjustment, type BetLimits, betMinor, offStep } from './bet-amount';
import classes from './originals.module.css';

/** Translated words for what is wrong with a bet amount, or null when it can be placed. */
export function useBetAmountError(amount: string, limits: BetLimits | null): string | null {
  const { t, i18n } = useTranslation('originals');
  if (!limits) return null;
  const locale = languageInfo(i18n.language).locale;
  const format = (value: string) => formatAmount(value, { locale, decimals: limits.decimals });
  const problem = amountProblem(amount, limits);
  if (problem) return t(`amount.${problem}`, { min: format(limits.min), max: format(limits.max) });
  const minor = betMinor(amount, limits.decimals);
  if (minor !== null && offStep(minor, limits.step)) return t('amount.step');
  return null;
}

const ADJUSTMENTS: BetAdjustment[] = ['half', 'double', 'min', 'max'];

/** The bet amount: a decimal field and the half, double, min and max buttons under it. */
export function BetAmountField({
  bet,
  disabled,
}: {
  /** A game's bet amount as useBetAmount holds it. */
  bet: { amount: string; setAmount: (value: string) => void; limits: BetLimits | null; error: string | null };
  disabled?: boolean;
}) {
  const { t } = useTranslation('originals');
  const { amount: value, setAmount: onChange, limits, error } = bet;
  const { currency } = useCurrency();
  return (
    <div>
      <TextInput
        label={t('amount.label')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        className="gl-tabular"
        disabled={disabled}
        error={error}
        rightSection={currency ? <span aria-hidden="true">{currency}</span> : undefined}
        rightSectionWidth={56}
        data-testid="bet-amount"
      />
      <div className={classes.amountButtons} style={{ marginBlockStart: 6 }}>
        {ADJUSTMENTS.map((how) => (
          <Button
            key={how}
            variant="default"
            size="compact-sm"
            h={36}
            disabled={disabled || !limits}
            onClick={() => limits && onChange(adjustBet(value, how, limits))}
            aria-label={t(`amount.buttonLabels.${how}`)}
            data-testid={`bet-${how}`}
          >
            {t(`amount.buttons.${how}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
