import pg from 'pg';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedSession } from '../../lib/client-meta.ts';
import { newToken, sha256Hex } from '../../lib/crypto.ts';
import { type SessionRow, type SubjectKind, sessionRepository } from './session.repository.ts';
import { SessionCache, type SubjectKey, subjectKey } from './session-cache.ts';
import { sessionState, touchIntervalMs } from './session-policy.ts';

export type { ResolvedSession };

export type TokenService = ReturnType<typeof createTokenService>;

/** What the member guard checks on every call (plugins/auth.ts). */
export interface MemberFacts {
  type: number;
  status: string;
  /** An agent locked this member's betting (issue 13). */
  bettingLocked?: boolean;
}
/** What the operator guard checks on every call. */
export interface OperatorFacts {
  mustChangePassword: boolean;
}

/**
 * Safety net only: a cached session or subject is read again after this long even if no NOTIFY
 * said it changed (a notification lost with a half-open connection). Invalidation is what keeps
 * the cache right (docs/decisions/067-session-cache.md).
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 100_000;
/** Longer than any transaction that revokes sessions: see SessionCache.forget. */
const PENDING_MS = 10_000;
/** last_seen_at writes of this process are batched into one UPDATE this often. */
const TOUCH_FLUSH_MS = 2_000;
const RELISTEN_MS = 1_000;
export const SESSION_CACHE_CHANNEL = 'session_cache';

/**
 * Opaque session tokens (docs/decisions/011-sessions.md): 32 random bytes, only sha256 stored, idle
 * and absolute timeouts, a new token at every login, revoked at logout.
 *
 * Resolving a token reads the per-process cache (session-cache.ts) once `start()` has its LISTEN
 * connection up; before that, or while it is reconnecting, every call reads the database as before.
 * Member and operator facts come through `facts` (the composition root injects the member and admin
 * services' reads) and are cached the same way.
 */
export function createTokenService(deps: {
  db: Db;
  config: Pick<Config, 'session'>;
  /** Needed by start(): the LISTEN connection's database. */
  connectionString?: string;
  facts?: {
    member: (id: string) => Promise<MemberFacts | null>;
    /** Throws (UNAUTHORIZED) for an unknown operator. */
    operator: (id: string) => Promise<OperatorFacts>;
  };
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const { idleMs, absoluteMs } = deps.config.session;
  const touchMs = touchIntervalMs(idleMs);
  const cache = new SessionCache<SessionRow>({
    ttlMs: CACHE_TTL_MS,
    maxEntries: CACHE_MAX_ENTRIES,
    pendingMs: PENDING_MS,
    now: () => now().getTime(),
  });
  /** The newest last_seen_at this process knows per session id, and those not written yet. */
  const seen = new Map<string, number>();
  const unwritten = new Map<string, number>();
  let listener: pg.Client | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let relistenTimer: NodeJS.Timeout | null = null;
  let stopped = true;

  async function flushTouches(): Promise<void> {
    if (unwritten.size === 0) return;
    const batch = [...unwritten].map(([id, at]) => ({ id, at: new Date(at) }));
    unwritten.clear();
    try {
      await sessionRepository.touchMany(deps.db, batch);
    } catch (err) {
      log(`sessions: last_seen_at not written (${(err as Error).message})`);
    }
    const oldest = now().getTime() - idleMs;
    for (const [id, at] of seen) if (at < oldest) seen.delete(id);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: deps.connectionString, keepAlive: true });
    client.on('notification', (n) => {
      if (n.channel === SESSION_CACHE_CHANNEL && n.payload) cache.invalidate(n.payload as SubjectKey);
    });
    const lost = (why: string) => {
      if (listener !== client) return;
      listener = null;
      // Notifications may be lost from here on: serve nothing from the cache until listening again.
      cache.enabled = false;
      cache.clear();
      void client.end().catch(() => {});
      if (stopped) return;
      log(`sessions: cache listener lost (${why}); reading sessions from the database until it is back`);
      relistenTimer = setTimeout(relisten, RELISTEN_MS);
      relistenTimer.unref();
    };
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('connection ended'));
    await client.connect();
    await client.query(`LISTEN ${SESSION_CACHE_CHANNEL}`);
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    // Whatever changed while nobody listened is read afresh.
    cache.clear();
    cache.enabled = true;
  }

  function relisten(): void {
    relistenTimer = null;
    if (stopped) return;
    listen().catch((err: Error) => {
      log(`sessions: cache listener not connected (${err.message})`);
      if (!stopped) relistenTimer = setTimeout(relisten, RELISTEN_MS);
      relistenTimer?.unref();
    });
  }

  async function resolveRow(token: string | undefined, kind: SubjectKind): Promise<ResolvedSession> {
    if (!token) throw new AppError('UNAUTHORIZED');
    const hash = sha256Hex(token);
    const row = await cache.session(hash, () => sessionRepository.findByHash(deps.db, hash));
    if (!row || row.subjectKind !== kind) throw new AppError('UNAUTHORIZED');
    const at = now();
    const known = seen.get(row.id);
    const lastSeenAt = known && known > row.lastSeenAt.getTime() ? new Date(known) : row.lastSeenAt;
    const state = sessionState({ ...row, lastSeenAt }, at, idleMs);
    if (state === 'revoked') throw new AppError('UNAUTHORIZED');
    if (state === 'expired') throw new AppError('SESSION_EXPIRED');
    if (at.getTime() - lastSeenAt.getTime() >= touchMs) {
      if (cache.enabled) {
        // Sliding expiry without a write per call: batched by flushTouches.
        seen.set(row.id, at.getTime());
        unwritten.set(row.id, at.getTime());
      } else {
        await sessionRepository.touch(deps.db, row.id, at);
      }
    }
    return { sessionId: row.id, kind: row.subjectKind, subjectId: row.subjectId };
  }

  const forget = (kind: SubjectKind, subjectId: string) => cache.forget(subjectKey(kind, subjectId));

  return {
    async issue(
      executor: Executor,
      kind: SubjectKind,
      subjectId: string,
      meta: { ip: string; userAgent: string | null },
      /** A shorter life than the absolute timeout (a member's session time limit, decision 107). */
      maxAgeMs: number | null = null,
    ): Promise<string> {
      const token = newToken();
      const at = now();
      await sessionRepository.insert(executor, {
        tokenHash: sha256Hex(token),
        kind,
        subjectId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        now: at,
        expiresAt: new Date(at.getTime() + Math.min(absoluteMs, maxAgeMs ?? absoluteMs)),
      });
      return token;
    },

    /** Missing/unknown/revoked -> UNAUTHORIZED; timed out -> SESSION_EXPIRED. */
    resolve: resolveRow,

    /** A member's type and status (null: no such member), cached with the sessions. */
    memberFacts(memberId: string): Promise<MemberFacts | null> {
      const load = deps.facts?.member;
      if (!load) throw new Error('tokens: no member facts reader');
      return cache.facts(subjectKey('member', memberId), () => load(memberId));
    },

    /** An operator's one-time-password flag, cached with the sessions. */
    operatorFacts(operatorId: string): Promise<OperatorFacts> {
      const load = deps.facts?.operator;
      if (!load) throw new Error('tokens: no operator facts reader');
      return cache.facts(subjectKey('operator', operatorId), () => load(operatorId));
    },

    /**
     * For a write of this process that changes what a guard sees of a subject (its NOTIFY reaches
     * the other processes; this one stops trusting its cache for the subject at once).
     */
    forget,

    async revoke(sessionId: string): Promise<void> {
      const subject = await sessionRepository.revoke(deps.db, sessionId, now());
      if (subject) forget(subject.kind, subject.subjectId);
    },

    /** Answers how many sessions it revoked; every process drops them on the NOTIFY (decision 067). */
    async revokeAllFor(
      executor: Executor,
      kind: SubjectKind,
      subjectId: string,
      keepSessionId?: string,
    ): Promise<number> {
      forget(kind, subjectId);
      return sessionRepository.revokeAllFor(executor, kind, subjectId, now(), keepSessionId);
    },
    /**
     * A subject's live sessions for the sessions list, with the last-seen time this process holds but
     * has not written yet (batched, decision 067), so the current session never looks idle.
     */
    async live(kind: SubjectKind, subjectId: string, limit: number) {
      const rows = await sessionRepository.liveSessions(deps.db, kind, subjectId, now(), limit);
      const oldest = now().getTime() - idleMs;
      return rows
        .map((r) => {
          const known = seen.get(r.id);
          const lastSeenAt = known && known > r.lastSeenAt.getTime() ? new Date(known) : r.lastSeenAt;
          return { ...r, lastSeenAt };
        })
        .filter((r) => r.lastSeenAt.getTime() > oldest);
    },

    /** LISTEN for invalidations, then cache; batch last_seen_at writes (composition root: onReady). */
    async start(): Promise<void> {
      if (!deps.connectionString) throw new Error('tokens: start() needs a connection string');
      stopped = false;
      flushTimer = setInterval(() => void flushTouches(), TOUCH_FLUSH_MS);
      flushTimer.unref();
      await listen();
    },

    async stop(): Promise<void> {
      stopped = true;
      cache.enabled = false;
      if (flushTimer) clearInterval(flushTimer);
      if (relistenTimer) clearTimeout(relistenTimer);
      flushTimer = null;
      relistenTimer = null;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await flushTouches();
    },

    /** Whether calls are served from the cache (the listener is up); for tests and diagnostics. */
    get caching(): boolean {
      return cache.enabled;
    },
  };
}
