import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ResolvedSession } from '../../lib/client-meta.ts';
import { newToken, sha256Hex } from '../../lib/crypto.ts';
import { type SubjectKind, sessionRepository } from './session.repository.ts';
import { sessionState, touchIntervalMs } from './session-policy.ts';

export type { ResolvedSession };

export type TokenService = ReturnType<typeof createTokenService>;

/**
 * Opaque session tokens (docs/decisions/011-sessions.md): 32 random bytes, only sha256 stored, idle
 * and absolute timeouts, a new token at every login, revoked at logout.
 */
export function createTokenService(deps: { db: Db; config: Pick<Config, 'session'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const { idleMs, absoluteMs } = deps.config.session;
  return {
    async issue(
      executor: Executor,
      kind: SubjectKind,
      subjectId: string,
      meta: { ip: string; userAgent: string | null },
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
        expiresAt: new Date(at.getTime() + absoluteMs),
      });
      return token;
    },

    /** Missing/unknown/revoked -> UNAUTHORIZED; timed out -> SESSION_EXPIRED. */
    async resolve(token: string | undefined, kind: SubjectKind): Promise<ResolvedSession> {
      if (!token) throw new AppError('UNAUTHORIZED');
      const row = await sessionRepository.findByHash(deps.db, sha256Hex(token));
      if (!row || row.subjectKind !== kind) throw new AppError('UNAUTHORIZED');
      const at = now();
      const state = sessionState(row, at, idleMs);
      if (state === 'revoked') throw new AppError('UNAUTHORIZED');
      if (state === 'expired') throw new AppError('SESSION_EXPIRED');
      if (at.getTime() - row.lastSeenAt.getTime() >= touchIntervalMs(idleMs)) {
        await sessionRepository.touch(deps.db, row.id, at);
      }
      return { sessionId: row.id, kind: row.subjectKind, subjectId: row.subjectId };
    },

    revoke: (sessionId: string) => sessionRepository.revoke(deps.db, sessionId, now()),

    revokeAllFor: (executor: Executor, kind: SubjectKind, subjectId: string, keepSessionId?: string) =>
      sessionRepository.revokeAllFor(executor, kind, subjectId, now(), keepSessionId),
  };
}
