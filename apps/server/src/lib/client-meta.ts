import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '../modules/session/session.service.ts';

/** Who is calling, for sessions and throttles; `request.ip` honours TRUST_PROXY. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

export const ok = <T>(value: T) => ({ success: true as const, value });
