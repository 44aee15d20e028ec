import type { LanguageCode } from '@goldline/contract/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import cnAuth from '../locales/cn/auth.json';
import cnCommon from '../locales/cn/common.json';
import cnErrors from '../locales/cn/errors.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import myAuth from '../locales/my/auth.json';
import myCommon from '../locales/my/common.json';
import myErrors from '../locales/my/errors.json';
import { FALLBACK_LANGUAGE, initialLanguage, languageInfo, saveLanguage } from './language-storage';

/**
 * CN, EN and MY ship in the bundle (spec section 1); every other language is fetched on first use
 * and falls back to EN key by key. Missing files resolve to {} so a partly translated language
 * still works.
 */
export const namespaces = ['common', 'auth', 'errors'] as const;

const lazyLocales = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*.json',
  '!../locales/cn/*.json',
  '!../locales/my/*.json',
]);

async function loadLocale(language: string, namespace: string) {
  const loader = lazyLocales[`../locales/${language.toLowerCase()}/${namespace}.json`];
  return loader ? (await loader()).default : {};
}

const start = initialLanguage(localStorage);
/** True until the operator default from /wps/system/status has been applied (spec section 4). */
export let needsDefaultLanguage = start.needsDefault;

void i18next
  .use(initReactI18next)
  .use(resourcesToBackend(loadLocale))
  .init({
    lng: start.code,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...namespaces],
    defaultNS: 'common',
    load: 'currentOnly',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: {
      EN: { common: enCommon, auth: enAuth, errors: enErrors },
      CN: { common: cnCommon, auth: cnAuth, errors: cnErrors },
      MY: { common: myCommon, auth: myAuth, errors: myErrors },
    },
  });

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
