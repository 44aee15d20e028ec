import { useTranslation } from 'react-i18next';

/** The interface language code (EN, CN, ...) that game names are asked in. */
export function useGameLanguage(): string {
  return useTranslation().i18n.language;
}
