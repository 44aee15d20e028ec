import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';

/** What a back-office panel shows before its data is there: a spinner in words, or the failure. */
export function PanelQueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const { t } = useTranslation('boLoyalty');
  const errorText = useErrorText();
  if (error) return <FormError message={errorText(error)} />;
  if (!isPending) return null;
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden="true" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}
