import type { FastifyInstance } from 'fastify';
import type { SystemService } from '../modules/system/system.service.ts';

/**
 * While maintenance is on, or for a blocked region, member-facing changes (login, register, SMS...)
 * answer MAINTENANCE / REGION_BLOCKED; /wps/system/* and /admin/* keep working (spec section 2).
 * Runs on onRequest, before the body is even read.
 */
export function registerGate(app: FastifyInstance, system: SystemService): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.gate) await system.assertOpenFor(request.ip);
  });
}
