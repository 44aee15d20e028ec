import type { AdminHelpSection, SaveHelpSectionRequest } from '@goldline/contract/help';
import { languages } from '@goldline/contract/languages';
import { Button, Group, Modal, NativeSelect, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminHelp, useDeleteHelp, useSaveHelp } from '../api/comms-admin';

type Draft = Omit<AdminHelpSection, 'lang'> & { lang: string; isNew: boolean };
const blank: Draft = { id: '', lang: 'EN', sort: 0, title: '', content: '', isNew: true };

/** The help centre's sections per language (EN is every language's fallback); saved HTML is sanitised. */
export function HelpAdminPanel() {
  const { t } = useTranslation('comms');
  const errorText = useErrorText();
  const { data } = useAdminHelp();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text c="dimmed">{t('bo.helpHint')}</Text>
        <Button h={44} onClick={() => setEditing(blank)} data-testid="bo-help-new">
          {t('bo.newSection')}
        </Button>
      </Group>
      <FormError message={remove.isError ? errorText(remove.error) : null} />
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.sectionKey')}</Table.Th>
              <Table.Th>{t('bo.language')}</Table.Th>
              <Table.Th ta="end">{t('bo.order')}</Table.Th>
              <Table.Th>{t('bo.titleLabel')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.sections.map((s) => (
              <Table.Tr key={`${s.id}-${s.lang}`} data-testid="bo-help-row">
                <Table.Td>{s.id}</Table.Td>
                <Table.Td>{s.lang}</Table.Td>
                <Table.Td ta="end">{s.sort}</Table.Td>
                <Table.Td dir="auto">{s.title}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button h={44} variant="light" onClick={() => setEditing({ ...s, isNew: false })}>
                      {t('bo.edit')}
                    </Button>
                    <Button
                      h={44}
                      variant="subtle"
                      color="red"
                      loading={
                        remove.isPending && remove.variables?.id === s.id && remove.variables.lang === s.lang
                      }
                      onClick={() => remove.mutate({ id: s.id, lang: s.lang })}
                      aria-label={t('bo.deleteLabel', { title: s.title, lang: s.lang })}
                    >
                      {t('bo.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <HelpEditor draft={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function HelpEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation('comms');
  const errorText = useErrorText();
  const save = useSaveHelp();
  const [value, setValue] = useState(draft);
  const set = (patch: Partial<Draft>) => setValue((v) => ({ ...v, ...patch }));
  const body: SaveHelpSectionRequest = { sort: value.sort, title: value.title, content: value.content };
  return (
    <Modal opened onClose={onClose} title={draft.isNew ? t('bo.newSection') : t('bo.edit')} size="lg">
      <Stack gap="sm">
        <Group grow>
          <TextInput
            label={t('bo.sectionKey')}
            description={t('bo.sectionKeyHint')}
            value={value.id}
            disabled={!draft.isNew}
            onChange={(e) => set({ id: e.currentTarget.value.toLowerCase() })}
          />
          <NativeSelect
            label={t('bo.language')}
            value={value.lang}
            disabled={!draft.isNew}
            data={languages.map((l) => ({ value: l.code, label: l.name }))}
            onChange={(e) => set({ lang: e.currentTarget.value })}
          />
          <TextInput
            label={t('bo.order')}
            type="number"
            min={0}
            value={String(value.sort)}
            onChange={(e) => set({ sort: Math.max(0, Math.trunc(Number(e.currentTarget.value) || 0)) })}
          />
        </Group>
        <TextInput
          label={t('bo.titleLabel')}
          value={value.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <Textarea
          label={t('bo.contentHtml')}
          description={t('bo.htmlHint')}
          autosize
          minRows={6}
          maxRows={16}
          value={value.content}
          onChange={(e) => set({ content: e.currentTarget.value })}
        />
        <FormError message={save.isError ? errorText(save.error) : null} />
        <Button
          h={44}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { key: { id: value.id, lang: value.lang as AdminHelpSection['lang'] }, body },
              { onSuccess: onClose },
            )
          }
        >
          {t('bo.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
