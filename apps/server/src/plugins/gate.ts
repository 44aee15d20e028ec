import type { FastifyInstance } from 'fastify';

/**
 * While maintenance is on, or for a blocked region, member-facing changes (login, register, SMS...)
 * answer MAINTENANCE / REGION_BLOCKED; /wps/system/* and /admin/* keep working (spec section 2).
 * Runs on onRequest, before the body is even read.
 */
/** What the gate needs of the system service (modules/system), injected by the composition root. */
export interface SiteGate {
  assertOpenFor(ip: string): Promise<void>;
}

export function registerGate(app: FastifyInstance, system: SiteGate): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.gate) await system.assertOpenFor(request.ip);
  });
}
