import { type Kysely, sql } from 'kysely';

/**
 * Feedback with its back-office answer, and blog/news articles (issue 17; decision 108).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Spec section 3 question types; member_id is null for a visitor. ip and created_at back the
    -- durable rate limit (several processes share it), answered_ip the audit of who answered from where.
    CREATE TABLE feedback (
      id bigserial PRIMARY KEY,
      type int NOT NULL CHECK (type IN (0, 1, 2, 3, 4, 6)),
      content text NOT NULL CHECK (char_length(content) BETWEEN 20 AND 200),
      member_id bigint REFERENCES members(id),
      -- The spec's sender: the member's username when logged in, taken from the session.
      sender text,
      ip text NOT NULL,
      answer text,
      answered_by bigint REFERENCES operators(id),
      answered_ip text,
      answered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT feedback_sender_is_member CHECK ((member_id IS NULL) = (sender IS NULL)),
      CONSTRAINT feedback_answer_complete CHECK (
        (answer IS NULL) = (answered_at IS NULL) AND (answer IS NULL) = (answered_by IS NULL)
      )
    );
    CREATE INDEX feedback_inbox ON feedback ((answer IS NULL), id DESC);
    CREATE INDEX feedback_by_ip ON feedback (ip, created_at);
    CREATE INDEX feedback_by_member ON feedback (member_id, created_at) WHERE member_id IS NOT NULL;

    -- Texts per language code (EN required, the fallback); contents are sanitised HTML.
    CREATE TABLE blog_posts (
      id bigserial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      category text NOT NULL CHECK (category IN ('NEWS', 'BLOG')),
      titles jsonb NOT NULL CHECK (titles ? 'EN'),
      summaries jsonb NOT NULL,
      contents jsonb NOT NULL,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX blog_posts_published ON blog_posts (published_at DESC) WHERE published_at IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blog_posts, feedback`.execute(db);
}
