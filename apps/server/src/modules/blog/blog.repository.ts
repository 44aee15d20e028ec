import type { BlogCategory } from '@goldline/contract/blog';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';

const Texts = z.record(z.string(), z.string());

export interface BlogPostRecord {
  id: string;
  slug: string;
  category: BlogCategory;
  titles: Record<string, string>;
  summaries: Record<string, string>;
  contents: Record<string, string>;
  publishedAt: Date | null;
  updatedAt: Date;
}

export type BlogPostInput = Omit<BlogPostRecord, 'id' | 'updatedAt'>;

const columns = [
  'id',
  'slug',
  'category',
  'titles',
  'summaries',
  'contents',
  'published_at',
  'updated_at',
] as const;

const toRecord = (r: {
  id: string;
  slug: string;
  category: BlogCategory;
  titles: unknown;
  summaries: unknown;
  contents: unknown;
  published_at: Date | null;
  updated_at: Date;
}): BlogPostRecord => ({
  id: r.id,
  slug: r.slug,
  category: r.category,
  titles: Texts.parse(r.titles),
  summaries: Texts.parse(r.summaries),
  contents: Texts.parse(r.contents),
  publishedAt: r.published_at,
  updatedAt: r.updated_at,
});

const row = (p: BlogPostInput, at: Date) => ({
  slug: p.slug,
  category: p.category,
  titles: JSON.stringify(p.titles),
  summaries: JSON.stringify(p.summaries),
  contents: JSON.stringify(p.contents),
  published_at: p.publishedAt,
  updated_at: at,
});

/** The only SQL for `blog_posts` (migration 0033). */
export const blogRepository = {
  async insert(db: Executor, p: BlogPostInput, at: Date): Promise<BlogPostRecord> {
    const r = await db
      .insertInto('blog_posts')
      .values({ ...row(p, at), created_at: at })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return toRecord(r);
  },

  async update(db: Executor, id: string, p: BlogPostInput, at: Date): Promise<BlogPostRecord | null> {
    const r = await db
      .updateTable('blog_posts')
      .set(row(p, at))
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  },

  async lock(db: Executor, id: string): Promise<BlogPostRecord | null> {
    const r = await db
      .selectFrom('blog_posts')
      .select(columns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  },

  async slugTaken(db: Executor, slug: string, exceptId: string | null): Promise<boolean> {
    let q = db.selectFrom('blog_posts').select('id').where('slug', '=', slug);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  },

  async all(db: Executor): Promise<BlogPostRecord[]> {
    return (await db.selectFrom('blog_posts').select(columns).orderBy('id', 'desc').execute()).map(toRecord);
  },

  /** Published articles, newest first; a future publication date stays hidden until then. */
  async published(
    db: Executor,
    q: { category?: BlogCategory; at: Date; limit: number; offset: number },
  ): Promise<{ rows: BlogPostRecord[]; total: number }> {
    let query = db.selectFrom('blog_posts').where('published_at', '<=', q.at);
    if (q.category) query = query.where('category', '=', q.category);
    const rows = await query
      .select(columns)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    const { total } = await query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows: rows.map(toRecord), total: Number(total) };
  },

  async publishedBySlug(db: Executor, slug: string, at: Date): Promise<BlogPostRecord | null> {
    const r = await db
      .selectFrom('blog_posts')
      .select(columns)
      .where('slug', '=', slug)
      .where('published_at', '<=', at)
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  },
};
