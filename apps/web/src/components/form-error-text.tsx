import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useErrorText } from '../lib/use-error-text';

/** A failed load, in translated words (errors.<CODE>) with an icon. */
export function FormErrorText({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
      {errorText(error)}
    </Alert>
  );
}
