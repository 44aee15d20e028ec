import {
  AdminAnnouncement,
  AdminAnnouncementList,
  AdminBanner,
  AdminBannerList,
  AdminGame,
  AdminGameList,
  AdminGameListQuery,
  AdminVendor,
  AdminVendorList,
  CreateAnnouncementRequest,
  CreateBannerRequest,
  CreatedVendor,
  CreateGameRequest,
  CreateVendorRequest,
  UpdateAnnouncementRequest,
  UpdateBannerRequest,
  UpdateGameRequest,
  UpdateVendorRequest,
  VendorCodeParam,
} from '@goldline/contract/admin-games';
import { IdParam } from '@goldline/contract/cashier';
import { envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AdminContentService } from '../content/admin-content.service.ts';
import type { AdminGamesService } from './admin-games.service.ts';

/** Back-office catalogue and content (operator token only; member tokens get UNAUTHORIZED). */
export function adminGamesRoutes(deps: {
  adminGames: AdminGamesService;
  adminContent: AdminContentService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { adminGames, adminContent, guards } = deps;
  return async (app) => {
    const tags = ['admin'];
    const onRequest = guards.operator;

    app.get(
      '/admin/games/vendors',
      { onRequest, schema: { tags, response: { 200: envelope(AdminVendorList) } } },
      async () => ok(await adminGames.vendors()),
    );
    app.post(
      '/admin/games/vendors',
      { onRequest, schema: { tags, body: CreateVendorRequest, response: { 200: envelope(CreatedVendor) } } },
      async (request) => ok(await adminGames.createVendor(request.operator!.subjectId, request.body)),
    );
    app.put(
      '/admin/games/vendors/:code',
      {
        onRequest,
        schema: {
          tags,
          params: VendorCodeParam,
          body: UpdateVendorRequest,
          response: { 200: envelope(AdminVendor) },
        },
      },
      async (request) =>
        ok(await adminGames.updateVendor(request.operator!.subjectId, request.params.code, request.body)),
    );

    app.get(
      '/admin/games/games',
      {
        onRequest,
        schema: { tags, querystring: AdminGameListQuery, response: { 200: envelope(AdminGameList) } },
      },
      async (request) => ok(await adminGames.games(request.query)),
    );
    app.post(
      '/admin/games/games',
      { onRequest, schema: { tags, body: CreateGameRequest, response: { 200: envelope(AdminGame) } } },
      async (request) => ok(await adminGames.createGame(request.operator!.subjectId, request.body)),
    );
    app.put(
      '/admin/games/games/:id',
      {
        onRequest,
        schema: { tags, params: IdParam, body: UpdateGameRequest, response: { 200: envelope(AdminGame) } },
      },
      async (request) =>
        ok(await adminGames.updateGame(request.operator!.subjectId, request.params.id, request.body)),
    );

    app.get(
      '/admin/content/banners',
      { onRequest, schema: { tags, response: { 200: envelope(AdminBannerList) } } },
      async () => ok(await adminContent.banners()),
    );
    app.post(
      '/admin/content/banners',
      { onRequest, schema: { tags, body: CreateBannerRequest, response: { 200: envelope(AdminBanner) } } },
      async (request) => ok(await adminContent.createBanner(request.operator!.subjectId, request.body)),
    );
    app.put(
      '/admin/content/banners/:id',
      {
        onRequest,
        schema: {
          tags,
          params: IdParam,
          body: UpdateBannerRequest,
          response: { 200: envelope(AdminBanner) },
        },
      },
      async (request) =>
        ok(await adminContent.updateBanner(request.operator!.subjectId, request.params.id, request.body)),
    );

    app.get(
      '/admin/content/announcements',
      { onRequest, schema: { tags, response: { 200: envelope(AdminAnnouncementList) } } },
      async () => ok(await adminContent.announcements()),
    );
    app.post(
      '/admin/content/announcements',
      {
        onRequest,
        schema: { tags, body: CreateAnnouncementRequest, response: { 200: envelope(AdminAnnouncement) } },
      },
      async (request) => ok(await adminContent.createAnnouncement(request.operator!.subjectId, request.body)),
    );
    app.put(
      '/admin/content/announcements/:id',
      {
        onRequest,
        schema: {
          tags,
          params: IdParam,
          body: UpdateAnnouncementRequest,
          response: { 200: envelope(AdminAnnouncement) },
        },
      },
      async (request) =>
        ok(
          await adminContent.updateAnnouncement(request.operator!.subjectId, request.params.id, request.body),
        ),
    );
  };
}
