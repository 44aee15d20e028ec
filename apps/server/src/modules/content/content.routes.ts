import { contentEndpoints as e } from '@goldline/contract/api/content.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf, type ViewerOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { ContentService } from './content.service.ts';

/** Public content: banners, notices, announcements, popups (a token only changes the popups). */
export function contentRoutes(deps: {
  content: ContentService;
  viewerOf: ViewerOf;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { content, viewerOf, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.announcements, guards, { tags: ['content'] }),
      handler: async (request) => {
        const q = request.query;
        const viewer = await viewerOf(request);
        return ok(
          await content.announcements(
            { types: q.types, language: languageOf(q.language), firstLogin: q.firstLogin === 'true' },
            viewer,
          ),
        );
      },
    });
  };
}
