import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../lib/currency-context';
import { formatAmount, formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';

/**
 * Multipliers as the server writes them: basis points as a decimal with two to four decimals
 * ("2.00", "1.125", "1414.2857"), so a figure computed here for a live preview reads like the answer.
 */
export function bpsText(bps: bigint): string {
  const whole = bps / 10_000n;
  const frac = (bps % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}`;
}

/** Hundredths (2.35x = 235, a roll of 49.87 = 4987) as two-decimal text. */
export function centsText(cents: bigint | number): string {
  const value = BigInt(cents);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** "1234.5" -> "1,234.50×" in the reader's locale (Latin digits, grouping, the text's decimals). */
export function useMultiplierFormat() {
  const { i18n } = useTranslation();
  const locale = languageInfo(i18n.language).locale;
  return (value: string) => {
    const decimals = Math.max(2, value.split('.')[1]?.length ?? 0);
    return `${formatAmount(value, { locale, decimals })}×`;
  };
}

/** A plain decimal ("49.87", "12.5") in the reader's locale with exactly `decimals` places. */
export function useDecimalFormat() {
  const { i18n } = useTranslation();
  const locale = languageInfo(i18n.language).locale;
  return (value: string, decimals = 2) => formatAmount(value, { locale, decimals });
}

/** Money as words for a sentence ("$ 1,234.50"): for outcomes read aloud, where MoneyText can't go. */
export function useMoneyFormat() {
  const { i18n } = useTranslation();
  const { decimals, currencySymbol } = useCurrency();
  const locale = languageInfo(i18n.language).locale;
  return (amount: string) => formatMoney(amount, { locale, decimals, currencySymbol });
}
