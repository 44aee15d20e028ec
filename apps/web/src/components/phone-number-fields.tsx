import { Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CountryCodeSelect } from './country-code-select';

/**
 * Dialling code and national number side by side: the one phone input of the login (SMS), register
 * and forgot-password forms. Numbers stay left-to-right in every language.
 */
export function PhoneNumberFields({
  dialProps,
  mobileProps,
  label,
  required,
  error,
}: {
  dialProps: UseFormRegisterReturn;
  mobileProps: UseFormRegisterReturn;
  label: string;
  required: boolean;
  error: string | undefined;
}) {
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <CountryCodeSelect {...dialProps} />
      <TextInput
        label={label}
        required={required}
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        dir="ltr"
        style={{ flex: 1 }}
        error={error}
        {...mobileProps}
      />
    </Group>
  );
}
