import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import { DEMO_ID_PATH, type DemoIdSetup } from './demo-id.ts';
import type { DemoIdentityHandler } from './demo-identity-provider.ts';

/**
 * /wps/dev/oidc/*: the Demo ID provider (decision 111), with the dev tools only and for this machine
 * only, like /wps/dev/pay. oidc-provider is loaded on the first request, so a server that never
 * shows the demo sign-in never loads it. The request is handed over before Fastify reads its body:
 * the provider parses its own forms.
 */
export function devOidcRoutes(setup: DemoIdSetup): FastifyPluginAsync {
  let handler: Promise<DemoIdentityHandler> | null = null;
  const load = () => {
    handler ??= import('./demo-identity-provider.ts').then((m) =>
      m.createDemoIdentityProvider({ issuer: setup.issuer, client: setup.client }),
    );
    return handler;
  };

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    // The provider routes below its mount path and finds the mount path from originalUrl.
    raw.originalUrl = raw.url;
    raw.url = (raw.url ?? '').slice(DEMO_ID_PATH.length) || '/';
    (await load())(raw, reply.raw);
  }

  return async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${DEMO_ID_PATH}/*`,
      schema: { hide: true },
      onRequest: [loopbackOnly, handOver],
      handler: async () => undefined,
    });
  };
}
