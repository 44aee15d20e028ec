import { envelope } from '@goldline/contract/envelope';
import { RegistrationRules } from '@goldline/contract/registration-rules';
import {
  Captcha,
  DomainRoutes,
  HelpCenter,
  HelpCenterQuery,
  SystemStatus,
  WhitelabelFlags,
} from '@goldline/contract/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SystemService } from './system.service.ts';

/** Public system calls (spec section 7). Never gated: they must answer during maintenance. */
export function systemRoutes(deps: {
  system: SystemService;
  captcha: CaptchaService;
}): FastifyPluginAsyncZod {
  const { system } = deps;
  return async (app) => {
    const tags = ['system'];
    app.get(
      '/wps/system/status',
      { schema: { tags, response: { 200: envelope(SystemStatus) } } },
      async (request) => ok(await system.status(request.ip)),
    );
    app.get(
      '/wps/system/whitelabel',
      { schema: { tags, response: { 200: envelope(WhitelabelFlags) } } },
      async () => ok(await system.setting('whitelabel')),
    );
    app.get(
      '/wps/system/domainRoute',
      { schema: { tags, response: { 200: envelope(DomainRoutes) } } },
      async () => {
        const site = await system.setting('site');
        return ok({ mainDomain: site.mainDomain, domainRoute: site.domainRoute });
      },
    );
    app.get(
      '/wps/system/helpCenter',
      { schema: { tags, querystring: HelpCenterQuery, response: { 200: envelope(HelpCenter) } } },
      async (request) => ok(await system.helpCenter(request.query.lang)),
    );
    app.get(
      '/wps/system/setting/register',
      { schema: { tags, response: { 200: envelope(RegistrationRules) } } },
      async () => ok(await system.registrationRules()),
    );
    app.get(
      '/wps/captcha',
      { config: { rateLimit: routeLimits.captcha }, schema: { tags, response: { 200: envelope(Captcha) } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await deps.captcha.create(request.ip));
      },
    );
  };
}
