import type {
  AdminBlogPost,
  BlogArticle,
  BlogCategory,
  BlogPage,
  BlogSummary,
  SaveBlogPostRequest,
} from '@goldline/contract/blog';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';
import { languageOf } from '../../lib/viewer.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { type BlogPostInput, type BlogPostRecord, blogRepository as repo } from './blog.repository.ts';

export type BlogService = ReturnType<typeof createBlogService>;

/** The language's text, else English (EN is required on save). */
const inLanguage = (texts: Record<string, string>, lang: string) => texts[lang] || texts.EN || '';

const toSummary = (p: BlogPostRecord, lang: string): BlogSummary => ({
  slug: p.slug,
  category: p.category,
  title: inLanguage(p.titles, lang),
  summary: inLanguage(p.summaries, lang),
  publishedAt: (p.publishedAt ?? p.updatedAt).toISOString(),
});

const toAdmin = (p: BlogPostRecord): AdminBlogPost => ({
  ...p,
  published: p.publishedAt !== null,
  publishedAt: p.publishedAt?.toISOString() ?? null,
  updatedAt: p.updatedAt.toISOString(),
});

/** Empty languages dropped; article bodies sanitised here, on save (what the table holds is safe). */
const compact = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => Boolean(e[1])));
const sanitized = (texts: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(compact(texts)).map(([lang, html]) => [lang, sanitizeAnnouncementHtml(html)]),
  );

/** Blog and news articles (decision 108): public reads by language, operator edits audited. */
export function createBlogService(deps: { db: Db; admin: Pick<AdminService, 'audit'>; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function input(req: SaveBlogPostRequest, before: BlogPostRecord | null, at: Date): BlogPostInput {
    const publishedAt = req.published ? (before?.publishedAt ?? at) : null;
    return {
      slug: req.slug.trim(),
      category: req.category,
      titles: compact(req.titles),
      summaries: compact(req.summaries),
      contents: sanitized(req.contents),
      publishedAt,
    };
  }

  async function assertSlugFree(trx: Executor, slug: string, exceptId: string | null) {
    if (await repo.slugTaken(trx, slug, exceptId)) throw validationFailed({ slug: 'taken' });
  }

  return {
    async list(q: {
      lang: string;
      category?: BlogCategory;
      page: number;
      pageSize: number;
    }): Promise<BlogPage> {
      const lang = languageOf(q.lang);
      const r = await repo.published(db, {
        category: q.category,
        at: now(),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: r.rows.map((p) => toSummary(p, lang)),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
      };
    },

    async article(slug: string, lang: string): Promise<BlogArticle> {
      const p = await repo.publishedBySlug(db, slug, now());
      if (!p) throw new AppError('NOT_FOUND');
      const code = languageOf(lang);
      return { ...toSummary(p, code), content: inLanguage(p.contents, code) };
    },

    adminList: async () => ({ posts: (await repo.all(db)).map(toAdmin) }),

    /** Also the demo seed's way in (operatorId null: no operator, the seed). */
    create(operatorId: string | null, req: SaveBlogPostRequest): Promise<AdminBlogPost> {
      return db.transaction().execute(async (trx) => {
        await assertSlugFree(trx, req.slug, null);
        const at = now();
        const created = await repo.insert(trx, input(req, null, at), at);
        await deps.admin.audit(trx, { operatorId, action: 'blog.create', before: null, after: created });
        return toAdmin(created);
      });
    },

    update(operatorId: string, id: string, req: SaveBlogPostRequest): Promise<AdminBlogPost> {
      return db.transaction().execute(async (trx) => {
        const before = await repo.lock(trx, id);
        if (!before) throw new AppError('NOT_FOUND');
        await assertSlugFree(trx, req.slug, id);
        const at = now();
        const after = await repo.update(trx, id, input(req, before, at), at);
        if (!after) throw new AppError('NOT_FOUND');
        await deps.admin.audit(trx, { operatorId, action: 'blog.update', before, after });
        return toAdmin(after);
      });
    },
  };
}
