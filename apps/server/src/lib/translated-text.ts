import type { LanguageCode } from '@goldline/contract/languages';
import type { Translations } from '@goldline/contract/translations';
import { languageOf } from './viewer.ts';

/**
 * An operator text in the reader's language (decision 115): the translation for `language` when the
 * operator gave one, else the default (English) text. An unknown or malformed code reads English.
 */
export function inLanguage(text: string, translations: Translations, language: string | undefined): string {
  return translations[languageOf(language) as LanguageCode] ?? text;
}
