import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error';

/** A failed load, in translated words (errors.<CODE>) with an icon. */
export function FormErrorText({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {t(code, { defaultValue: t('UNKNOWN_ERROR') })}
    </Alert>
  );
}
