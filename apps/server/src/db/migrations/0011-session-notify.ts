import { type Kysely, sql } from 'kysely';

/**
 * Session cache invalidation (docs/decisions/067-session-cache.md): every process caches sessions
 * and the member or operator facts its guards check, and drops them on NOTIFY 'session_cache'.
 * Triggers send the NOTIFY, so every write that must take effect at once does it in its own
 * transaction (delivered at commit, only if it commits), whichever code or script makes it:
 * a session revoked, expired early or deleted; a member's status or type changed or the member
 * deleted; an operator's one-time-password flag changed or the operator deleted. The payload is
 * `member:<id>` or `operator:<id>`; identical payloads of one transaction arrive once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r record;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
      IF TG_TABLE_NAME = 'sessions' THEN
        PERFORM pg_notify('session_cache', r.subject_kind || ':' || r.subject_id);
      ELSIF TG_TABLE_NAME = 'members' THEN
        PERFORM pg_notify('session_cache', 'member:' || r.id);
      ELSE
        PERFORM pg_notify('session_cache', 'operator:' || r.id);
      END IF;
      RETURN NULL;
    END $$;

    CREATE TRIGGER sessions_cache_update AFTER UPDATE OF revoked_at, expires_at ON sessions
      FOR EACH ROW
      WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
      EXECUTE FUNCTION session_cache_notify();
    CREATE TRIGGER sessions_cache_delete AFTER DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION session_cache_notify();

    CREATE TRIGGER members_cache_update AFTER UPDATE OF status, type ON members
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.type IS DISTINCT FROM NEW.type)
      EXECUTE FUNCTION session_cache_notify();
    CREATE TRIGGER members_cache_delete AFTER DELETE ON members
      FOR EACH ROW EXECUTE FUNCTION session_cache_notify();

    CREATE TRIGGER operators_cache_update AFTER UPDATE OF must_change_password ON operators
      FOR EACH ROW WHEN (OLD.must_change_password IS DISTINCT FROM NEW.must_change_password)
      EXECUTE FUNCTION session_cache_notify();
    CREATE TRIGGER operators_cache_delete AFTER DELETE ON operators
      FOR EACH ROW EXECUTE FUNCTION session_cache_notify();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER sessions_cache_update ON sessions;
    DROP TRIGGER sessions_cache_delete ON sessions;
    DROP TRIGGER members_cache_update ON members;
    DROP TRIGGER members_cache_delete ON members;
    DROP TRIGGER operators_cache_update ON operators;
    DROP TRIGGER operators_cache_delete ON operators;
    DROP FUNCTION session_cache_notify();
  `.execute(db);
}
