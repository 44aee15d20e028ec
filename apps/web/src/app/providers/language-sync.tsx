import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { i18next, syncDocumentLanguage } from '../../lib/i18n';
import { languageInfo } from '../../lib/language-storage';

/** Keeps <html lang dir> and Mantine's direction in step with the interface language (RTL for AR, FA, UR). */
export function LanguageSync() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (code: string) => {
      syncDocumentLanguage(code);
      setDirection(languageInfo(code).dir);
    };
    apply(i18next.language);
    i18next.on('languageChanged', apply);
    return () => i18next.off('languageChanged', apply);
  }, [setDirection]);
  return null;
}
