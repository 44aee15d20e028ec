import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from './api-error';
import { formatDateTime } from './format-date';
import { languageInfo } from './language-storage';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/**
 * The error's fields as the message's values: times in the interface language, and `context`
 * picking the message's variant (errors.RG_LIMIT_REACHED_LOSS_DAY before errors.RG_LIMIT_REACHED).
 */
function valuesOf(error: ApiError, locale: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.details.fields ?? {}))
    values[name] = ISO_TIME.test(value) ? formatDateTime(value, locale) : value;
  return values;
}

/** Translated words for any failure: errors.<CODE>, never a raw server string or stack. */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors');
  return (error: unknown) => {
    if (!isApiError(error)) return t('UNKNOWN_ERROR');
    const values = valuesOf(error, languageInfo(i18n.language).locale);
    return t(error.code, { ...values, defaultValue: t('UNKNOWN_ERROR') });
  };
}
