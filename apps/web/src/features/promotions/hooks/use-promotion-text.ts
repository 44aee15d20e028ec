import type { EligibilityReason, PromotionDetail } from '@goldline/contract/promotions';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../lib/currency-context';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';

/** Params of eligibility codes that are amounts (decimal strings) or dates (ISO strings). */
const MONEY_PARAMS = new Set(['amount', 'bonus', 'loss', 'minLoss', 'max', 'min']);
const DATE_PARAMS = new Set(['start', 'since', 'end']);

/**
 * The words of a promotion: eligibility reasons, its period and its rules, with amounts in the
 * site currency and dates in the interface language. The server sends codes and figures only
 * (contract promotions.ts), never sentences.
 */
export function usePromotionText() {
  const { t, i18n } = useTranslation(['promotions', 'games']);
  const currency = useCurrency();
  const locale = languageInfo(i18n.language).locale;
  const money = (amount: string) => formatMoney(amount, { ...currency, locale });
  const date = (iso: string) => formatDateTime(iso, locale);

  const reason = ({ code, params }: EligibilityReason) => {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      values[key] = MONEY_PARAMS.has(key) ? money(value) : DATE_PARAMS.has(key) ? date(value) : value;
    }
    return t(`promotions:eligibility.${code}`, values);
  };

  const when = (startsAt: string, endsAt: string | null) =>
    endsAt
      ? t('promotions:when.range', { start: date(startsAt), end: date(endsAt) })
      : t('promotions:when.open', { start: date(startsAt) });

  /** One line per rule, in the order a member reads them. */
  const rules = ({ rules: r }: PromotionDetail): string[] => {
    const lines: string[] = [];
    const reward = r.reward;
    if (reward.type === 'DEPOSIT_MATCH' || reward.type === 'FIRST_DEPOSIT') {
      lines.push(
        t('promotions:rules.match', {
          percent: reward.percent,
          max: money(reward.maxBonus),
          min: money(reward.minDeposit),
        }),
      );
    } else if (reward.type === 'CASHBACK') {
      lines.push(
        t('promotions:rules.cashback', {
          percent: reward.percent,
          max: money(reward.maxBonus),
          min: money(reward.minLoss),
        }),
      );
    } else if (reward.type === 'FREE_BET') {
      lines.push(t('promotions:rules.freeBet', { amount: money(reward.amount) }));
    } else {
      lines.push(t('promotions:rules.signUp', { amount: money(reward.amount), days: reward.withinDays }));
    }
    lines.push(t(`promotions:rules.${r.period}`));
    if (r.wageringMultiple > 0) {
      lines.push(t('promotions:rules.wagering', { multiple: r.wageringMultiple }));
      lines.push(t('promotions:rules.expiry', { days: r.expiryDays }));
      const weights = Object.entries(r.gameWeights.weights);
      if (weights.length > 0) {
        const list = new Intl.ListFormat(locale, { type: 'unit' }).format(
          weights.map(([type, share]) => `${t(`games:category.${type}`)} ${share}%`),
        );
        lines.push(t('promotions:rules.weights', { list, other: r.gameWeights.otherGames }));
      }
      if (r.forfeitOnWithdraw) lines.push(t('promotions:rules.forfeit'));
    } else {
      lines.push(t('promotions:rules.noWagering'));
    }
    return lines;
  };

  return { reason, when, rules, money, date };
}
