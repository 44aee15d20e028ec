import type { Endpoint } from '@goldline/contract/endpoint';
import { envelope } from '@goldline/contract/envelope';
import type { Auth } from '@goldline/contract/route';
import type { onRequestHookHandler } from 'fastify';
import type { Guard, Guards } from './auth.ts';

/** Per-call extras the contract does not carry: rate limits belong to the server. */
export interface RouteExtras {
  rateLimit?: { max: number; timeWindow: string };
  /** OpenAPI grouping; defaults to the path's second segment (`/wps/session/login` -> session). */
  tags?: string[];
  /** Hooks of the route's own that run before the guard (e.g. `loopbackOnly` for developer tools). */
  onRequest?: Guard[];
}

/**
 * The guard an endpoint's `auth` names. `none` and `vendor` need no session (vendor calls prove
 * themselves by signature inside their own routes).
 */
function guardFor(auth: Auth, guards: Guards): Guard | undefined {
  if (auth === 'none' || auth === 'vendor') return undefined;
  return guards[auth];
}

const tagOf = (path: string) => path.split('/').filter(Boolean)[1] ?? 'api';

/**
 * Leaves out the request parts an endpoint has no schema for: Fastify warns (FSTWRN001) at start-up
 * about each `params`/`querystring`/`body` key present but undefined. The type stays as given, so
 * the zod type provider still types `request` from it.
 */
function definedOnly<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}

/**
 * Fastify route options built from a contract endpoint (docs/decisions/062-contract-endpoints.md):
 * method, path, guard, the encrypted and gate switches, and the schemas. Spread into `app.route`
 * with a handler; the zod type provider then types `request` from the same schemas the web uses.
 */
export function fromEndpoint<E extends Endpoint>(ep: E, guards: Guards, extras: RouteExtras = {}) {
  const guard = guardFor(ep.route.auth, guards);
  const hooks = [
    ...(extras.onRequest ?? []),
    ...(guard ? [guard] : []),
    ...(guard && ep.route.bet ? [guards.bettor] : []),
  ];
  return {
    method: ep.route.method,
    url: ep.route.path,
    ...(extras.onRequest?.length || (guard && ep.route.bet)
      ? { onRequest: hooks as onRequestHookHandler[] }
      : guard
        ? { onRequest: guard as onRequestHookHandler }
        : {}),
    config: {
      ...(ep.route.encrypted ? { encrypted: true } : {}),
      ...(ep.route.gate ? { gate: true } : {}),
      ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}),
    },
    schema: definedOnly({
      tags: extras.tags ?? [tagOf(ep.route.path)],
      params: ep.params as E['params'],
      querystring: ep.query as E['query'],
      body: ep.body as E['body'],
      response: { 200: envelope(ep.response as E['response']) },
    }),
  };
}
