import cookie from '@fastify/cookie';
import { oidcEndpoints as e } from '@goldline/contract/api/oidc.endpoints';
import { oidcRoutes as r } from '@goldline/contract/api/oidc.routes';
import { OidcProviderParams } from '@goldline/contract/oidc';
import { OIDC_QUERY } from '@goldline/contract/oidc-query';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { OidcService } from './oidc.service.ts';

/** The browser's half of an attempt (oidc.service.ts `begin`): sent back only to the callback. */
const BROWSER_COOKIE = 'goldline_oidc';
const COOKIE_PATH = '/wps/auth/oidc';
const FLOW_COOKIE_S = 600;
/** Where the member lands after linking a provider: the security centre, which reads `oidcLinked`. */
const SECURITY_CENTRE = '/member?tab=securityCenter';

/**
 * Provider sign-in (decision 111). `start` and `callback` are browser navigations answered with
 * redirects (left out of the OpenAPI document: they are not JSON calls); the rest are contract calls.
 */
export function oidcRoutes(deps: {
  oidc: OidcService;
  guards: Guards;
  publicUrl: string | undefined;
}): FastifyPluginAsyncZod {
  const { oidc, guards } = deps;

  const callbackUrl = (request: FastifyRequest, provider: string) =>
    `${deps.publicUrl ?? `${request.protocol}://${request.host}`}${r.callback.path.replace(':provider', provider)}`;

  function setBrowserCookie(request: FastifyRequest, reply: FastifyReply, secret: string) {
    // Lax: sent on the provider's top-level redirect back to us, never on a cross-site sub-request.
    reply.setCookie(BROWSER_COOKIE, secret, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: FLOW_COOKIE_S,
    });
  }

  return async (app) => {
    await app.register(cookie);

    app.route({
      method: 'GET',
      url: r.start.path,
      config: { gate: true, rateLimit: routeLimits.login },
      schema: { hide: true, params: OidcProviderParams },
      handler: async (request, reply) => {
        const { provider } = request.params;
        try {
          const begun = await oidc.begin(provider, { redirectUri: callbackUrl(request, provider) });
          setBrowserCookie(request, reply, begun.browserSecret);
          return reply.redirect(begun.authorizationUrl);
        } catch (err) {
          return reply.redirect(`/?${OIDC_QUERY.error}=${codeOf(err)}`);
        }
      },
    });

    app.route({
      method: 'GET',
      url: r.callback.path,
      config: { rateLimit: routeLimits.login },
      schema: { hide: true, params: OidcProviderParams },
      handler: async (request, reply) => {
        const { provider } = request.params;
        const url = new URL(request.url, callbackUrl(request, provider));
        const secret = request.cookies[BROWSER_COOKIE];
        reply.clearCookie(BROWSER_COOKIE, { path: COOKIE_PATH });
        try {
          const outcome = await oidc.complete(provider, url, secret, clientMeta(request));
          if (outcome.kind === 'linked') {
            return reply.redirect(`${SECURITY_CENTRE}&${OIDC_QUERY.linked}=${outcome.provider}`);
          }
          return reply.redirect(`/?${OIDC_QUERY.code}=${encodeURIComponent(outcome.handoff)}`);
        } catch (err) {
          request.log.info({ err, provider }, 'provider sign-in refused');
          return reply.redirect(`/?${OIDC_QUERY.error}=${codeOf(err)}`);
        }
      },
    });

    app.route({
      ...fromEndpoint(e.providers, guards),
      handler: async () => ok(await oidc.providers()),
    });
    app.route({
      ...fromEndpoint(e.exchange, guards, { rateLimit: routeLimits.login }),
      handler: async (request) => ok(await oidc.exchange(request.body.code, clientMeta(request))),
    });
    app.route({
      ...fromEndpoint(e.links, guards),
      handler: async (request) => ok(await oidc.links(request.member!.subjectId)),
    });
    // Linking starts from the security centre's call (it carries the session header a navigation
    // can't); the answer sets the browser cookie and names the provider page to go to.
    app.route({
      ...fromEndpoint(e.link, guards, { rateLimit: routeLimits.login }),
      handler: async (request, reply) => {
        const { provider } = request.params;
        const begun = await oidc.begin(provider, {
          redirectUri: callbackUrl(request, provider),
          linkMemberId: request.member!.subjectId,
        });
        setBrowserCookie(request, reply, begun.browserSecret);
        return ok({ url: begun.authorizationUrl });
      },
    });
    app.route({
      ...fromEndpoint(e.unlink, guards),
      handler: async (request) => {
        await oidc.unlink(request.member!.subjectId, request.params.provider);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.settings, guards),
      handler: async () => ok(await oidc.settings()),
    });
    app.route({
      ...fromEndpoint(e.updateSetting, guards),
      handler: async (request) => ok(await oidc.setEnabled(request.params.provider, request.body.enabled)),
    });
  };
}

/** The code the web translates; anything unexpected reads as a failed sign-in, never an internal message. */
function codeOf(err: unknown): string {
  return err instanceof AppError ? err.code : 'OIDC_SIGN_IN_FAILED';
}
