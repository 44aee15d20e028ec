import { useTranslation } from 'react-i18next';
import { languageInfo } from '../../../lib/language-storage';

/** Whole points with the language's thousands separators; the figure stays left-to-right in RTL text. */
export function PointsText({ points, signed = false }: { points: string; signed?: boolean }) {
  const { t, i18n } = useTranslation('points');
  const negative = points.startsWith('-');
  const digits = negative ? points.slice(1) : points;
  const figure = new Intl.NumberFormat(languageInfo(i18n.language).locale).format(BigInt(digits));
  const sign = signed && digits !== '0' ? (negative ? '−' : '+') : negative ? '−' : '';
  // Only the figure is kept left-to-right (an isolate), so "32 pts" reads in the language's order in RTL.
  return <span className="gl-tabular">{t('amount', { points: `\u2066${sign}${figure}\u2069` })}</span>;
}
