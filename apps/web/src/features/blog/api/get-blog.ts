import { blogRoutes } from '@goldline/contract/api/blog.routes';
import type { BlogCategory } from '@goldline/contract/blog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const BLOG_PAGE_SIZE = 10;

export const useBlogList = (lang: string, category: BlogCategory | undefined, page: number) =>
  useQuery({
    queryKey: ['blog', 'list', lang, category ?? 'ALL', page],
    queryFn: ({ signal }) =>
      call(blogRoutes.list, { query: { lang, category, page, pageSize: BLOG_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useBlogArticle = (slug: string, lang: string) =>
  useQuery({
    queryKey: ['blog', 'article', slug, lang],
    queryFn: ({ signal }) => call(blogRoutes.article, { params: { slug }, query: { lang }, signal }),
    staleTime: 60_000,
  });
