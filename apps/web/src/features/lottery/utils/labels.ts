import type { TFunction } from 'i18next';

/**
 * Names of bet types and pad rows in the player's words. Numbered families share one sentence with
 * the number in it ("Any 3", "Xiên 3", "3rd place"), so each language translates the idea once.
 */
export function betTypeName(t: TFunction<'lottery'>, code: string): string {
  const any = /^any(\d)$/.exec(code);
  if (any) return t('betType.anyK', { k: Number(any[1]) });
  const xien = /^xien(\d)$/.exec(code);
  if (xien) return t('betType.xien', { k: Number(xien[1]) });
  return t(`betType.${code}`, { defaultValue: code });
}

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
