import { type Kysely, sql } from 'kysely';

/**
 * The downline tree (issue 13, docs/decisions/077-downline-tree-and-agent-types.md): a closure
 * table with one row per (ancestor, member) pair at every distance, the member itself at depth 0.
 * "Is X in A's downline" is one primary-key probe, "all of A's downline" one index range. The rows
 * are written by a trigger when a member is inserted, so the tree can never disagree with
 * `members.parent_id` whoever inserts (the member module stays the one writer of members), and a
 * member's parent never changes once set (a move would be a new decision: re-parenting rewrites the
 * closure rows of the whole moved subtree).
 *
 * Also: `betting_locked` (an agent's lock on a downline's betting), in the session-cache NOTIFY so
 * a lock takes effect at once in every process (decision 067); and an index on the affiliate code a
 * member registered with (kept in `profile`), for the per-link registration counts.
 */
/**
 * The closure of the members that exist (what the trigger would have written row by row); also the
 * agent reports bench's, which loads its tree with triggers off.
 */
export const closureOfMembers = sql`
    INSERT INTO member_tree (ancestor_id, member_id, depth)
    WITH RECURSIVE up(member_id, ancestor_id, depth) AS (
      SELECT id, id, 0 FROM members
      UNION ALL
      SELECT up.member_id, m.parent_id, up.depth + 1
        FROM up JOIN members m ON m.id = up.ancestor_id
        WHERE m.parent_id IS NOT NULL
    )
    SELECT ancestor_id, member_id, depth FROM up`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE member_tree (
      ancestor_id bigint NOT NULL REFERENCES members(id),
      member_id bigint NOT NULL REFERENCES members(id),
      depth smallint NOT NULL CHECK (depth >= 0),
      PRIMARY KEY (ancestor_id, member_id)
    );
    -- The upline chain of a member (breadcrumbs, "which agents see this member").
    CREATE INDEX member_tree_member ON member_tree (member_id, depth);

    CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO member_tree (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
      IF NEW.parent_id IS NOT NULL THEN
        INSERT INTO member_tree (ancestor_id, member_id, depth)
          SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.member_id = NEW.parent_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER members_tree_insert AFTER INSERT ON members
      FOR EACH ROW EXECUTE FUNCTION member_tree_insert();

    CREATE FUNCTION member_parent_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'a member''s parent never changes (decision 077)' USING ERRCODE = '23514';
    END $$;
    CREATE TRIGGER members_parent_fixed BEFORE UPDATE OF parent_id ON members
      FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
      EXECUTE FUNCTION member_parent_fixed();

    -- Members that exist already.
    ${closureOfMembers};

    ALTER TABLE members ADD COLUMN betting_locked boolean NOT NULL DEFAULT false;
    DROP TRIGGER members_cache_update ON members;
    CREATE TRIGGER members_cache_update AFTER UPDATE OF status, type, betting_locked ON members
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type
        OR OLD.betting_locked IS DISTINCT FROM NEW.betting_locked)
      EXECUTE FUNCTION session_cache_notify();

    CREATE INDEX members_affiliate_code ON members ((profile ->> 'affiliateCode'))
      WHERE profile ? 'affiliateCode';
    CREATE INDEX affiliate_codes_agent ON affiliate_codes (agent_id, created_at);

    -- AG: announcements for agents (the agent centre's agentAnnouncement tab).
    ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
    ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
      CHECK (type IN ('PL', 'PU', 'PR', 'H', 'AG'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM announcements WHERE type = 'AG';
    ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
    ALTER TABLE announcements ADD CONSTRAINT announcements_type_check CHECK (type IN ('PL', 'PU', 'PR', 'H'));
    DROP INDEX affiliate_codes_agent;
    DROP INDEX members_affiliate_code;
    DROP TRIGGER members_cache_update ON members;
    CREATE TRIGGER members_cache_update AFTER UPDATE OF status, type ON members
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type)
      EXECUTE FUNCTION session_cache_notify();
    ALTER TABLE members DROP COLUMN betting_locked;
    DROP TRIGGER members_parent_fixed ON members;
    DROP FUNCTION member_parent_fixed();
    DROP TRIGGER members_tree_insert ON members;
    DROP FUNCTION member_tree_insert();
    DROP TABLE member_tree;
  `.execute(db);
}
