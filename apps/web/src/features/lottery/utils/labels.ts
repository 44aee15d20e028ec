import type { TFunction } from 'i18next';

/** Names of pad rows in the player's words ("3rd place"); bet type names are in lib/lottery-ticket. */
export function rowName(t: TFunction<'lottery'>, key: string): string {
  const place = /^place\.(\d+)$/.exec(key);
  if (place) return t('row.place', { n: Number(place[1]) + 1 });
  return t(`row.${key}`, { defaultValue: t('row.numbers') });
}

/**
 * An issue number ("20261126-0143") inside a translated sentence, kept left-to-right in Arabic,
 * Persian and Urdu (left-to-right isolate LRI ... PDI; without it the bidi algorithm shows 0143-20261126).
 */
export const ltr = (text: string) => `\u2066${text}\u2069`;
