import type { ColumnType, Generated } from 'kysely';

/** Kysely types of feedback and blog articles (migration 0033; decision 108). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface FeedbackTable {
  id: Generated<string>;
  type: number;
  content: string;
  member_id: Int8 | null;
  sender: string | null;
  ip: string;
  answer: string | null;
  answered_by: Int8 | null;
  answered_ip: string | null;
  answered_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface BlogPostsTable {
  id: Generated<string>;
  slug: string;
  category: 'NEWS' | 'BLOG';
  titles: Json<Record<string, string>>;
  summaries: Json<Record<string, string>>;
  contents: Json<Record<string, string>>;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommsTables {
  feedback: FeedbackTable;
  blog_posts: BlogPostsTable;
}
