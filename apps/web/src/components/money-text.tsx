import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../lib/currency-context';
import { formatAmount } from '../lib/format-money';
import { languageInfo } from '../lib/language-storage';

/**
 * An amount as the UI direction asks: tabular figures, thousands separators, the currency's
 * decimals, kept left-to-right inside RTL text. `signed` shows + or − (the sign is a word-like
 * signal, not colour alone).
 */
export function MoneyText({
  amount,
  signed = false,
  symbol = false,
  ...textProps
}: { amount: string; signed?: boolean; symbol?: boolean } & Omit<TextProps, 'children'>) {
  const { i18n } = useTranslation();
  const { decimals, currencySymbol } = useCurrency();
  const locale = languageInfo(i18n.language).locale;
  const negative = amount.startsWith('-');
  const figure = formatAmount(negative ? amount.slice(1) : amount, { locale, decimals });
  const isZero = /^-?0+(\.0+)?$/.test(amount);
  const sign = signed && !isZero ? (negative ? '−' : '+') : negative ? '−' : '';
  return (
    <Text component="bdi" dir="ltr" className="gl-tabular" inherit {...textProps}>
      {sign}
      {symbol && currencySymbol ? `${currencySymbol} ` : ''}
      {figure}
    </Text>
  );
}
