import type { LanguageCode } from '@goldline/contract/languages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import { FALLBACK_LANGUAGE, initialLanguage, languageInfo, saveLanguage } from './language-storage';
import { pluralRulesFromLocale } from './plural-rules';

/**
 * CN, EN and MY ship complete with the app (spec section 1); the other languages are partial and
 * fall back to EN key by key (missing files resolve to {}). To keep the first page inside its
 * budget only EN's shell strings are inlined; every other file, CN and MY included, is a JSON file
 * fetched in parallel at start-up for the active language (no translation service, no flash: React
 * suspends until the strings are there).
 */
export const namespaces = ['common', 'auth', 'errors'] as const;

/**
 * Every file but EN's shell strings is fetched by address: the build writes them as
 * assets/locales/<lang>/<namespace>-<version>.json (apps/web/vite.config.ts, decision 075), so the
 * first page carries no map of loaders. Development reads src/locales as it is.
 */
function localeUrl(language: string, namespace: string) {
  const lang = language.toLowerCase();
  return import.meta.env.DEV
    ? `/src/locales/${lang}/${namespace}.json`
    : `${import.meta.env.BASE_URL}assets/locales/${lang}/${namespace}-${import.meta.env.VITE_LOCALES_VERSION}.json`;
}

async function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const response = await fetch(localeUrl(language, namespace));
  // A partial language without this file: EN fills in key by key.
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`Strings ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** i18next's backend interface over loadLocale. */
const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadLocale(language, namespace).then(
      (strings) => callback(null, strings),
      (error: Error) => callback(error, false),
    );
  },
};

const start = initialLanguage(localStorage);
/** True until the operator default from /wps/system/status has been applied (spec section 4). */
export let needsDefaultLanguage = start.needsDefault;

void i18next
  .use(initReactI18next)
  .use(fetchBackend)
  .init({
    lng: start.code,
    fallbackLng: FALLBACK_LANGUAGE,
    // 'auth' (popup forms) loads with the popups.
    ns: ['common', 'errors'],
    defaultNS: 'common',
    load: 'currentOnly',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: { EN: { common: enCommon, errors: enErrors } },
  });
pluralRulesFromLocale(i18next);

/** Switches language, remembers it and updates <html lang dir> (spec section 4). */
export async function changeLanguage(code: LanguageCode) {
  saveLanguage(localStorage, code);
  needsDefaultLanguage = false;
  await i18next.changeLanguage(code);
}

export function applyDefaultLanguage(code: string) {
  if (!needsDefaultLanguage) return;
  const info = languageInfo(code);
  void changeLanguage(info.code);
}

export function syncDocumentLanguage(code: string) {
  const info = languageInfo(code);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
}

export { i18next };
