import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconNews } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useBlogArticle } from '../api/get-blog';

/** One article: sanitised again on render (the server sanitised it on save). */
export function BlogArticleView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('comms');
  const article = useBlogArticle(slug, i18n.language);
  const html = useMemo(() => sanitizeHtml(article.data?.content ?? ''), [article.data?.content]);
  const back = (
    <Button
      component={Link}
      to="/blog"
      variant="subtle"
      h={44}
      leftSection={
        <IconArrowLeft size={18} aria-hidden="true" style={{ transform: 'scaleX(var(--gl-flip, 1))' }} />
      }
      style={{ alignSelf: 'flex-start' }}
    >
      {t('blog.back')}
    </Button>
  );
  if (article.isPending) return <Skeleton height={240} radius="md" />;
  if (article.isError) {
    return (
      <Stack>
        {back}
        {isApiError(article.error) && article.error.code === 'NOT_FOUND' ? (
          <EmptyState icon={<IconNews size={34} />} title={t('blog.title')} text={t('blog.notFound')} />
        ) : (
          <FormErrorText error={article.error} />
        )}
      </Stack>
    );
  }
  const post = article.data;
  return (
    <Stack gap="md">
      {back}
      <Paper component="article" p="lg" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
        <Group gap="xs" mb="xs">
          <Badge variant="light">{t(`blog.category.${post.category}`)}</Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={post.publishedAt}>
            {formatDateTime(post.publishedAt, languageInfo(i18n.language).locale)}
          </Text>
        </Group>
        <Title order={1} fz="h2" mb="sm" dir="auto">
          {post.title}
        </Title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above */}
        <div dir="auto" style={{ lineHeight: 1.6 }} dangerouslySetInnerHTML={{ __html: html }} />
      </Paper>
    </Stack>
  );
}
