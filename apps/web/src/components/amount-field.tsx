import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { amountProblem } from '../lib/amount-rules';
import { useCurrency } from '../lib/currency-context';
import { formatAmount } from '../lib/format-money';
import { languageInfo } from '../lib/language-storage';

/** The validate function for react-hook-form: translated words for what is wrong with an amount. */
export function useAmountRule(min?: string, max?: string) {
  const { t, i18n } = useTranslation('wallet');
  const { decimals } = useCurrency();
  const locale = languageInfo(i18n.language).locale;
  return (value: string) => {
    const problem = amountProblem(value, { min, max, decimals });
    if (!problem) return true;
    return t(`amount.${problem}`, {
      min: min ? formatAmount(min, { locale, decimals }) : '',
      max: max ? formatAmount(max, { locale, decimals }) : '',
      decimals,
    });
  };
}

/** An amount input: decimal keyboard, figures left-to-right, the range said under the label. */
export const AmountField = forwardRef<
  HTMLInputElement,
  TextInputProps & { minAmount?: string; maxAmount?: string }
>(function AmountField({ minAmount: min, maxAmount: max, ...props }, ref) {
  const { t, i18n } = useTranslation('wallet');
  const { decimals, currency } = useCurrency();
  const locale = languageInfo(i18n.language).locale;
  const range =
    min && max
      ? t('amount.range', {
          min: formatAmount(min, { locale, decimals }),
          max: formatAmount(max, { locale, decimals }),
        })
      : undefined;
  return (
    <TextInput
      ref={ref}
      label={t('amount.label')}
      description={range}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      rightSection={currency ? <span aria-hidden="true">{currency}</span> : undefined}
      rightSectionWidth={56}
      className="gl-tabular"
      required
      {...props}
    />
  );
});
