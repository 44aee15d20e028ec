import { TOKEN_HEADER } from '@goldline/contract/encryption';
import { isAgentType, TRIAL_TYPE } from '@goldline/contract/member';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { SessionResolver } from '../lib/client-meta.ts';

/** The token travels in `x-session-token` (spec section 4) or as `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || undefined;
  return undefined;
}

/** Used as `onRequest` hooks: they run before the body is read or decrypted. */
export type Guard = (request: FastifyRequest) => Promise<void>;
export interface Guards {
  member: Guard;
  notTrial: Guard;
  agent: Guard;
  /** An operator in good standing: one still holding a one-time password gets PASSWORD_CHANGE_REQUIRED. */
  operator: Guard;
  /** Any operator session, for the password change and logout a one-time password still allows. */
  operatorSession: Guard;
  /** After the member guard on a route marked `bet`: BETTING_LOCKED while an agent locks betting. */
  bettor: Guard;
}

/**
 * Route guards (conventions: "Authorization on the server"). The session and the member's or
 * operator's facts come from the token service's per-process cache, which every process drops on
 * the NOTIFY sent by the change itself (logout, password change, a member disabled or retyped), so
 * a revoked token or a locked account stops working at once everywhere without a database read per
 * call (docs/decisions/067-session-cache.md).
 */
export function createGuards(deps: {
  tokens: SessionResolver;
  memberStatus: (id: string) => Promise<{ type: number; status: string; bettingLocked?: boolean } | null>;
  operatorMustChangePassword: (id: string) => Promise<boolean>;
}): Guards {
  async function loadMember(request: FastifyRequest) {
    const session = await deps.tokens.resolve(tokenOf(request), 'member');
    const m = await deps.memberStatus(session.subjectId);
    if (!m) throw new AppError('UNAUTHORIZED');
    if (m.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    request.member = { ...session, type: m.type };
    return request.member;
  }
  return {
    member: async (request) => {
      await loadMember(request);
    },
    notTrial: async (request) => {
      const m = await loadMember(request);
      if (m.type === TRIAL_TYPE) throw new AppError('TRIAL_FORBIDDEN');
    },
    agent: async (request) => {
      const m = await loadMember(request);
      if (!isAgentType(m.type)) throw new AppError('NOT_AGENT');
    },
    operator: async (request) => {
      request.operator = await deps.tokens.resolve(tokenOf(request), 'operator');
      if (await deps.operatorMustChangePassword(request.operator.subjectId))
        throw new AppError('PASSWORD_CHANGE_REQUIRED');
    },
    operatorSession: async (request) => {
      request.operator = await deps.tokens.resolve(tokenOf(request), 'operator');
    },
    bettor: async (request) => {
      // The facts are cached per process and dropped by the NOTIFY a lock change sends (migration 0016).
      const m = request.member ? await deps.memberStatus(request.member.subjectId) : null;
      if (m?.bettingLocked) throw new AppError('BETTING_LOCKED');
    },
  };
}
