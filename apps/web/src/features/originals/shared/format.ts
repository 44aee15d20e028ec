import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../lib/currency-context';
import { formatAmount, formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';

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
