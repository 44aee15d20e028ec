import type { i18n } from 'i18next';
import { languageInfo } from './language-storage';

interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * i18next picks plural rules from the language code, and ours are the spec's codes (CN, TW, TY,
 * MY...), which Intl reads as other languages or not at all: CN fell back to English rules and
 * showed the English "1 game". This makes every plural rule come from the language's BCP 47 locale
 * (zh-CN, zh-TW, tl, my...) instead. Call once, after `init`.
 */
export function pluralRulesFromLocale(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const ruleOf = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => ruleOf(code === 'dev' ? code : languageInfo(code).locale, options);
}
