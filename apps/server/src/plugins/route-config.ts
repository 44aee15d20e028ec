import type { ResolvedSession } from '../lib/client-meta.ts';

/**
 * Per-route switches read by the cross-cutting plugins:
 * - `encrypted`: body must be a JWE (spec section 7 "encrypted"; plugins/encrypted-body.ts)
 * - `gate`: a member-facing change that stops during maintenance or for blocked regions (plugins/gate.ts)
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    encrypted?: boolean;
    gate?: boolean;
  }
  interface FastifyRequest {
    member?: ResolvedSession & { type: number };
    operator?: ResolvedSession;
  }
}
