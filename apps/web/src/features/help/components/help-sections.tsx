import '@mantine/core/styles/Accordion.css';
import type { HelpSection } from '@goldline/contract/system';
import { Accordion, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpParagraphs } from '../utils/help-paragraphs';

/** The terms section's id in the help content; /help#term (spec section 2) opens it. */
export const TERMS_SECTION = 'terms';
/** The element id a section's panel gets, so an address hash can scroll to it. */
export const anchorOf = (id: string) => (id === TERMS_SECTION ? 'term' : id);

/**
 * The help centre's sections as an accordion with a search over titles and text, shared by the
 * modal and the /help page. Content is shown as text paragraphs, never as HTML.
 */
export function HelpSections({ sections, initialOpen }: { sections: HelpSection[]; initialOpen?: string }) {
  const { t } = useTranslation('comms');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>(initialOpen ? [initialOpen] : []);
  const parsed = useMemo(
    () => sections.map((section) => ({ ...section, paragraphs: helpParagraphs(section.content) })),
    [sections],
  );
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? parsed.filter((s) => `${s.title}\n${s.paragraphs.join('\n')}`.toLocaleLowerCase().includes(needle))
    : parsed;

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('help.search')}
        placeholder={t('help.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        size="md"
        data-testid="help-search"
      />
      {shown.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('help.noMatch', { query: query.trim() })}
        </Text>
      ) : (
        <Accordion
          multiple
          // A search opens every section it found, so the matching words are in view.
          value={needle ? shown.map((s) => s.id) : open}
          onChange={setOpen}
          variant="separated"
          radius="md"
        >
          {shown.map((section) => (
            <Accordion.Item
              key={section.id}
              value={section.id}
              id={anchorOf(section.id)}
              style={{ scrollMarginTop: 80 }}
            >
              <Accordion.Control>
                <Text fw={700} component="span" dir="auto">
                  {section.title}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never reorder
                    <Text key={index} dir="auto" data-testid="help-paragraph">
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
