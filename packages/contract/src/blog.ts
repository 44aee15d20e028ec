import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { languageCodes } from './languages.ts';

/**
 * Blog and news (spec section 2 names both pages): one list of operator articles with a category,
 * shown at /blog and /news (docs/decisions/108-feedback-help-blog.md). Text per language with EN as
 * the fallback; the body is HTML sanitised by the server on save.
 */
export const BlogCategory = z.enum(['NEWS', 'BLOG']);
export type BlogCategory = z.infer<typeof BlogCategory>;

/** Text per language code; EN is required (the fallback). */
export const LocalizedText = (max: number) =>
  z
    .partialRecord(z.enum(languageCodes), z.string().trim().max(max))
    .refine((v) => Boolean(v.EN?.length), { message: 'EN is required', path: ['EN'] });

export const BlogListQuery = PageQuery.extend({
  lang: z.string().max(8).default('EN'),
  category: BlogCategory.optional(),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

export const BlogSummary = z.object({
  slug: z.string(),
  category: BlogCategory,
  title: z.string(),
  summary: z.string(),
  publishedAt: z.iso.datetime(),
});
export type BlogSummary = z.infer<typeof BlogSummary>;
export const BlogPage = pageOf(BlogSummary);
export type BlogPage = z.infer<typeof BlogPage>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BlogSlugParam = z.object({ slug: z.string().max(80).regex(SLUG_PATTERN) });
export const BlogArticleQuery = z.object({ lang: z.string().max(8).default('EN') });
export const BlogArticle = BlogSummary.extend({ content: z.string() });
export type BlogArticle = z.infer<typeof BlogArticle>;

// ---------------------------------------------------------------- back office

export const SaveBlogPostRequest = z.object({
  slug: z.string().trim().min(3).max(80).regex(SLUG_PATTERN),
  category: BlogCategory,
  titles: LocalizedText(120),
  summaries: LocalizedText(300),
  contents: LocalizedText(20_000),
  published: z.boolean(),
});
export type SaveBlogPostRequest = z.infer<typeof SaveBlogPostRequest>;

export const AdminBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  category: BlogCategory,
  titles: z.record(z.string(), z.string()),
  summaries: z.record(z.string(), z.string()),
  contents: z.record(z.string(), z.string()),
  published: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPost>;
export const AdminBlogPosts = z.object({ posts: z.array(AdminBlogPost) });
export type AdminBlogPosts = z.infer<typeof AdminBlogPosts>;
