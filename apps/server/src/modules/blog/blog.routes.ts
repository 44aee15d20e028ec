import { blogEndpoints as e } from '@goldline/contract/api/blog.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { BlogService } from './blog.service.ts';

/** Blog and news (decision 108): public list and article, the operator's editor. */
export function blogRoutes(deps: { blog: BlogService; guards: Guards }): FastifyPluginAsyncZod {
  const { blog, guards } = deps;
  return async (app) => {
    const tags = ['blog'];
    app.route({
      ...fromEndpoint(e.list, guards, { tags }),
      handler: async (request) => ok(await blog.list(request.query)),
    });
    app.route({
      ...fromEndpoint(e.article, guards, { tags }),
      handler: async (request) => ok(await blog.article(request.params.slug, request.query.lang)),
    });
    const office = ['admin'];
    app.route({
      ...fromEndpoint(e.adminList, guards, { tags: office }),
      handler: async () => ok(await blog.adminList()),
    });
    app.route({
      ...fromEndpoint(e.adminCreate, guards, { tags: office }),
      handler: async (request) => ok(await blog.create(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminUpdate, guards, { tags: office }),
      handler: async (request) =>
        ok(await blog.update(request.operator!.subjectId, request.params.id, request.body)),
    });
  };
}
