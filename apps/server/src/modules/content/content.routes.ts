import { Announcements, AnnouncementsQuery } from '@goldline/contract/content';
import { envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf, type ViewerOf } from '../games/viewer.ts';
import type { ContentService } from './content.service.ts';

/** Public content: banners, notices, announcements, popups (a token only changes the popups). */
export function contentRoutes(deps: { content: ContentService; viewerOf: ViewerOf }): FastifyPluginAsyncZod {
  const { content, viewerOf } = deps;
  return async (app) => {
    app.get(
      '/wps/relay/MCSFE_getListAnnouncements',
      {
        schema: {
          tags: ['content'],
          querystring: AnnouncementsQuery,
          response: { 200: envelope(Announcements) },
        },
      },
      async (request) => {
        const q = request.query;
        const viewer = await viewerOf(request);
        return ok(
          await content.announcements(
            { types: q.types, language: languageOf(q.language), firstLogin: q.firstLogin === 'true' },
            viewer,
          ),
        );
      },
    );
  };
}
