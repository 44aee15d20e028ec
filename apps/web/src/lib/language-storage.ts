import { type LanguageCode, languages } from '@goldline/contract/languages';

/**
 * Language memory (spec section 4 "Language"): 'hisLang' is the history language and 'lang' the
 * current one. With neither stored, the operator default is saved as both once it is known.
 */
export const HISTORY_KEY = 'hisLang';
export const CURRENT_KEY = 'lang';
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  languages.some((language) => language.code === value);

export const languageInfo = (code: string) =>
  languages.find((language) => language.code === code) ?? languages[0];

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The language to start with, and whether the operator default still has to be applied. */
export function initialLanguage(store: KeyValueStore): { code: LanguageCode; needsDefault: boolean } {
  const current = store.getItem(CURRENT_KEY);
  const history = store.getItem(HISTORY_KEY);
  if (isLanguageCode(current)) return { code: current, needsDefault: false };
  if (isLanguageCode(history)) return { code: history, needsDefault: false };
  return { code: FALLBACK_LANGUAGE, needsDefault: true };
}

export function saveLanguage(store: KeyValueStore, code: LanguageCode) {
  store.setItem(CURRENT_KEY, code);
  store.setItem(HISTORY_KEY, code);
}
