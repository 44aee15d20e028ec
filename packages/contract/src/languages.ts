/**
 * Interface languages (spec section 1). Codes are the spec's; `locale` is the BCP 47 tag used for
 * Intl formatting (calendar pinned to Gregorian, see docs/decisions). CN, EN and MY ship in the
 * bundle; the others load on demand and fall back to EN for missing keys.
 */
export const languages = [
  { code: 'EN', locale: 'en', name: 'English', dir: 'ltr', bundled: true },
  { code: 'CN', locale: 'zh-CN', name: '简体中文', dir: 'ltr', bundled: true },
  { code: 'MY', locale: 'my', name: 'မြန်မာ', dir: 'ltr', bundled: true },
  { code: 'TW', locale: 'zh-TW', name: '繁體中文', dir: 'ltr', bundled: false },
  { code: 'JA', locale: 'ja', name: '日本語', dir: 'ltr', bundled: false },
  { code: 'KO', locale: 'ko', name: '한국어', dir: 'ltr', bundled: false },
  { code: 'TH', locale: 'th', name: 'ไทย', dir: 'ltr', bundled: false },
  { code: 'VI', locale: 'vi', name: 'Tiếng Việt', dir: 'ltr', bundled: false },
  { code: 'ID', locale: 'id', name: 'Bahasa Indonesia', dir: 'ltr', bundled: false },
  { code: 'MS', locale: 'ms', name: 'Bahasa Melayu', dir: 'ltr', bundled: false },
  { code: 'KM', locale: 'km', name: 'ខ្មែរ', dir: 'ltr', bundled: false },
  { code: 'LO', locale: 'lo', name: 'ລາວ', dir: 'ltr', bundled: false },
  { code: 'HI', locale: 'hi', name: 'हिन्दी', dir: 'ltr', bundled: false },
  { code: 'BN', locale: 'bn', name: 'বাংলা', dir: 'ltr', bundled: false },
  { code: 'NE', locale: 'ne', name: 'नेपाली', dir: 'ltr', bundled: false },
  { code: 'TA', locale: 'ta', name: 'தமிழ்', dir: 'ltr', bundled: false },
  { code: 'TY', locale: 'tl', name: 'Tagalog', dir: 'ltr', bundled: false },
  { code: 'ES', locale: 'es', name: 'Español', dir: 'ltr', bundled: false },
  { code: 'PT', locale: 'pt', name: 'Português', dir: 'ltr', bundled: false },
  { code: 'FR', locale: 'fr', name: 'Français', dir: 'ltr', bundled: false },
  { code: 'RU', locale: 'ru', name: 'Русский', dir: 'ltr', bundled: false },
  { code: 'TR', locale: 'tr', name: 'Türkçe', dir: 'ltr', bundled: false },
  { code: 'AR', locale: 'ar', name: 'العربية', dir: 'rtl', bundled: false },
  { code: 'FA', locale: 'fa', name: 'فارسی', dir: 'rtl', bundled: false },
  { code: 'UR', locale: 'ur', name: 'اردو', dir: 'rtl', bundled: false },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
