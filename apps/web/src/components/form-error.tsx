import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A form-level failure, in words and with an icon (colour is never the only signal). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      p="sm"
    >
      {message}
    </Alert>
  );
}
