/**
 * Money display (docs/architecture.md "Money"): amounts arrive as decimal strings and are formatted
 * by Intl straight from the string, so no float ever touches them. The calendar and digits are
 * pinned (Gregorian, Latin) so every locale shows the same figures (reference/ecosystem.md 5).
 */
export interface MoneyFormat {
  locale: string;
  decimals: number;
  currencySymbol?: string;
}

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: number) {
  const key = `${locale}|${decimals}`;
  let format = cache.get(key);
  if (!format) {
    let tag = `${locale}-u-ca-gregory-nu-latn`;
    try {
      Intl.getCanonicalLocales(tag);
    } catch {
      tag = 'en-u-nu-latn';
    }
    format = new Intl.NumberFormat(tag, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
      // Never round a player's money up.
      roundingMode: 'trunc',
    });
    cache.set(key, format);
  }
  return format;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "1234.5" -> "1,234.50" (en, 2 decimals). Returns the input unchanged if it is not a decimal. */
export function formatAmount(amount: string, { locale, decimals }: MoneyFormat): string {
  if (!DECIMAL.test(amount)) return amount;
  return formatter(locale, decimals).format(amount as Intl.StringNumericLiteral);
}

/** Symbol plus amount; `masked` hides the figure behind asterisks (spec section 2 "Header"). */
export function formatMoney(amount: string, format: MoneyFormat, masked = false): string {
  const figure = masked ? '****' : formatAmount(amount, format);
  return format.currencySymbol ? `${format.currencySymbol} ${figure}` : figure;
}
