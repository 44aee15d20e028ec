import { languages } from '@goldline/contract/languages';
import { type Translations, translatedLanguages } from '@goldline/contract/translations';
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * An operator text in the languages other than English (decision 115), one input per language under
 * a button that counts the filled ones. A language left empty is dropped, so the member reads the
 * English text; each input is written in its language's direction.
 */
export function TranslationsToggle({
  field,
  value,
  opened,
  onToggle,
}: {
  field: string;
  value: Translations;
  opened: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('boTranslations');
  const filled = translatedLanguages.filter((code) => value[code]).length;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      h={44}
      px={4}
      aria-expanded={opened}
      onClick={onToggle}
      rightSection={
        <IconChevronDown
          size={16}
          aria-hidden="true"
          style={{ transform: opened ? 'rotate(180deg)' : undefined }}
        />
      }
    >
      {t('toggle', { field, filled, total: translatedLanguages.length })}
    </Button>
  );
}

export function TranslationsGrid({
  value,
  onChange,
  maxLength,
}: {
  value: Translations;
  onChange: (next: Translations) => void;
  maxLength: number;
}) {
  const { t } = useTranslation('boTranslations');
  const set = (code: (typeof translatedLanguages)[number], text: string) => {
    const next = { ...value };
    if (text.trim()) next[code] = text;
    else delete next[code];
    onChange(next);
  };
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {t('hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
        {languages
          .filter((l) => l.code !== 'EN')
          .map((l) => (
            <TextInput
              key={l.code}
              size="xs"
              label={`${l.name} (${l.code})`}
              lang={l.locale}
              dir={l.dir}
              maxLength={maxLength}
              value={value[l.code] ?? ''}
              onChange={(e) => set(l.code, e.currentTarget.value)}
            />
          ))}
      </SimpleGrid>
    </Stack>
  );
}
