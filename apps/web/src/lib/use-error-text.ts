import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

/** Translated words for any failure: errors.<CODE>, never a raw server string or stack. */
export function useErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown) => {
    const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
    return t(code, { defaultValue: t('UNKNOWN_ERROR') });
  };
}
