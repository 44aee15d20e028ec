import * as z from 'zod';
import { type LanguageCode, languageCodes } from './languages.ts';

/**
 * Operator texts kept in every site language beside their English default (VIP level names, goods
 * names and descriptions; decision 115): the default field stays the English text, this map holds
 * the other languages, and a member reads theirs or the default when it is missing.
 */
export const translatedLanguages = languageCodes.filter((c) => c !== 'EN') as [
  LanguageCode,
  ...LanguageCode[],
];

/** Text per non-English language code; a language left out reads the English default. */
export const Translations = (max: number) =>
  z.partialRecord(z.enum(translatedLanguages), z.string().trim().min(1).max(max));
export type Translations = Partial<Record<LanguageCode, string>>;
