import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { BlogCategory } from '@goldline/contract/blog';
import {
  Badge,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { BLOG_PAGE_SIZE, useBlogList } from '../api/get-blog';

type Filter = BlogCategory | 'ALL';

/** Newest articles first, filtered by category (decision 108: /news starts on news, /blog on all). */
export function BlogList({ initialCategory }: { initialCategory?: BlogCategory }) {
  const { t, i18n } = useTranslation('comms');
  const [filter, setFilter] = useState<Filter>(initialCategory ?? 'ALL');
  const [page, setPage] = useState(1);
  const list = useBlogList(i18n.language, filter === 'ALL' ? undefined : filter, page);
  const locale = languageInfo(i18n.language).locale;

  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        data={[
          { value: 'ALL', label: t('blog.all') },
          { value: 'NEWS', label: t('blog.category.NEWS') },
          { value: 'BLOG', label: t('blog.category.BLOG') },
        ]}
        aria-label={t('blog.filter')}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending && <Skeleton height={120} radius="md" />}
      {list.isError && <FormErrorText error={list.error} />}
      {list.data && list.data.rows.length === 0 && (
        <EmptyState icon={<IconNews size={34} />} title={t('blog.title')} text={t('blog.empty')} />
      )}
      {list.data?.rows.map((post) => (
        <Paper
          key={post.slug}
          component="article"
          p="lg"
          radius="md"
          withBorder
          style={{ background: 'var(--gl-surface)' }}
          aria-labelledby={`blog-${post.slug}`}
          data-testid="blog-item"
        >
          <Group gap="xs" mb={6}>
            <Badge variant="light">{t(`blog.category.${post.category}`)}</Badge>
            <Text size="sm" c="dimmed" component="time" dateTime={post.publishedAt}>
              {formatDateTime(post.publishedAt, locale)}
            </Text>
          </Group>
          <Title order={2} fz="h4" id={`blog-${post.slug}`} dir="auto">
            <Link to={`/blog/${post.slug}`} style={{ color: 'inherit' }}>
              {post.title}
            </Link>
          </Title>
          {post.summary && (
            <Text mt={6} dir="auto">
              {post.summary}
            </Text>
          )}
        </Paper>
      ))}
      {list.data && list.data.total > BLOG_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(list.data.total / BLOG_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`blog.pager.${control}`) })}
        />
      )}
    </Stack>
  );
}
