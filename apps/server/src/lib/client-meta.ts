import type { FastifyRequest } from 'fastify';

/** Who is calling: recorded with sessions and login failures, and used by throttles. */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

/** Who a session token belongs to (modules/session/tokens.service.ts resolves it; plugins read it). */
export type SubjectKind = 'member' | 'operator';
export interface ResolvedSession {
  sessionId: string;
  kind: SubjectKind;
  subjectId: string;
}

/** What a guard or the WebSocket plugin needs of the token service (injected by the composition root). */
export interface SessionResolver {
  resolve(token: string | undefined, kind: SubjectKind): Promise<ResolvedSession>;
}

/** Who is calling, for sessions and throttles; `request.ip` honours TRUST_PROXY. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

export const ok = <T>(value: T) => ({ success: true as const, value });
