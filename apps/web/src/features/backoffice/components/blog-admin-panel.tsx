import '@mantine/core/styles/Switch.css';
import type { AdminBlogPost, BlogCategory, SaveBlogPostRequest } from '@goldline/contract/blog';
import { languages } from '@goldline/contract/languages';
import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminBlog, useSaveBlogPost } from '../api/comms-admin';

type Texts = Record<string, string>;
interface Draft {
  id: string | null;
  slug: string;
  category: BlogCategory;
  published: boolean;
  titles: Texts;
  summaries: Texts;
  contents: Texts;
}
const blank: Draft = {
  id: null,
  slug: '',
  category: 'NEWS',
  published: false,
  titles: {},
  summaries: {},
  contents: {},
};
const draftOf = (p: AdminBlogPost): Draft => ({ ...p });

/** Blog and news articles: write per language (EN required), publish and unpublish; HTML sanitised on save. */
export function BlogAdminPanel() {
  const { t, i18n } = useTranslation('comms');
  const locale = languageInfo(i18n.language).locale;
  const { data } = useAdminBlog();
  const [editing, setEditing] = useState<Draft | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button h={44} onClick={() => setEditing(blank)} data-testid="bo-blog-new">
          {t('bo.newArticle')}
        </Button>
      </Group>
      {data && data.posts.length === 0 && <Text c="dimmed">{t('blog.empty')}</Text>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.titleLabel')}</Table.Th>
              <Table.Th>{t('bo.category')}</Table.Th>
              <Table.Th>{t('bo.status')}</Table.Th>
              <Table.Th>{t('bo.updated')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.posts.map((p) => (
              <Table.Tr key={p.id} data-testid="bo-blog-row">
                <Table.Td dir="auto">{p.titles.EN}</Table.Td>
                <Table.Td>{t(`blog.category.${p.category}`)}</Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={p.published ? 'green' : 'gray'}
                    style={{ textTransform: 'none' }}
                  >
                    {p.published ? t('bo.published') : t('bo.draft')}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(p.updatedAt, locale)}</Table.Td>
                <Table.Td>
                  <Button h={44} variant="light" onClick={() => setEditing(draftOf(p))}>
                    {t('bo.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <BlogEditor draft={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function BlogEditor({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const { t } = useTranslation('comms');
  const errorText = useErrorText();
  const save = useSaveBlogPost();
  const [value, setValue] = useState(draft);
  const [lang, setLang] = useState('EN');
  const set = (patch: Partial<Draft>) => setValue((v) => ({ ...v, ...patch }));
  const setText = (field: 'titles' | 'summaries' | 'contents', text: string) =>
    setValue((v) => ({ ...v, [field]: { ...v[field], [lang]: text } }));
  const body: SaveBlogPostRequest = {
    slug: value.slug,
    category: value.category,
    published: value.published,
    titles: value.titles,
    summaries: value.summaries,
    contents: value.contents,
  };
  return (
    <Modal opened onClose={onClose} title={draft.id ? t('bo.edit') : t('bo.newArticle')} size="xl">
      <Stack gap="sm">
        <Group grow align="start">
          <TextInput
            label={t('bo.slug')}
            description={t('bo.slugHint')}
            value={value.slug}
            onChange={(e) => set({ slug: e.currentTarget.value.toLowerCase() })}
          />
          <NativeSelect
            label={t('bo.category')}
            value={value.category}
            data={(['NEWS', 'BLOG'] as const).map((c) => ({ value: c, label: t(`blog.category.${c}`) }))}
            onChange={(e) => set({ category: e.currentTarget.value as BlogCategory })}
          />
        </Group>
        <Switch
          label={t('bo.published')}
          checked={value.published}
          onChange={(e) => set({ published: e.currentTarget.checked })}
        />
        <NativeSelect
          label={t('bo.language')}
          description={t('bo.languageHint')}
          value={lang}
          data={languages.map((l) => ({
            value: l.code,
            label: `${l.name}${value.titles[l.code] ? ' ✓' : ''}`,
          }))}
          onChange={(e) => setLang(e.currentTarget.value)}
        />
        <TextInput
          label={t('bo.titleLabel')}
          value={value.titles[lang] ?? ''}
          onChange={(e) => setText('titles', e.currentTarget.value)}
        />
        <Textarea
          label={t('bo.summary')}
          autosize
          minRows={2}
          value={value.summaries[lang] ?? ''}
          onChange={(e) => setText('summaries', e.currentTarget.value)}
        />
        <Textarea
          label={t('bo.contentHtml')}
          description={t('bo.htmlHint')}
          autosize
          minRows={8}
          maxRows={20}
          value={value.contents[lang] ?? ''}
          onChange={(e) => setText('contents', e.currentTarget.value)}
        />
        <FormError message={save.isError ? errorText(save.error) : null} />
        <Button
          h={44}
          loading={save.isPending}
          onClick={() => save.mutate({ id: value.id, body }, { onSuccess: onClose })}
        >
          {t('bo.save')}
        </Button>
      </Stack>
    </Modal>
  );
}
