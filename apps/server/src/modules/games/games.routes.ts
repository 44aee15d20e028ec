import { gamesEndpoints as e } from '@goldline/contract/api/games.endpoints';
import { TRIAL_TYPE } from '@goldline/contract/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf, type ViewerOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { FavouritesService } from './favourites.service.ts';
import type { LaunchService } from './launch.service.ts';
import type { WinnersService } from './winners.service.ts';

/** The member a guard has resolved, as a viewer. */
const memberViewer = (request: FastifyRequest) => ({
  memberId: request.member!.subjectId,
  trial: request.member!.type === TRIAL_TYPE,
});

/** The game catalogue, favourites, recent games, winner board and launch (spec sections 2-4, 7, 9). */
export function gamesRoutes(deps: {
  catalogue: CatalogueService;
  favourites: FavouritesService;
  launcher: LaunchService;
  winners: WinnersService;
  guards: Guards;
  viewerOf: ViewerOf;
}): FastifyPluginAsyncZod {
  const { catalogue, favourites, launcher, winners, guards, viewerOf } = deps;
  return async (app) => {
    const extras = { tags: ['games'] };

    // ------------------------------------------------------------ public reads (cached per process)
    app.route({
      ...fromEndpoint(e.gameList, guards, extras),
      handler: async (request) => {
        const q = request.query;
        const viewer = q.selectType === 'FAV' || q.selectType === 'RECENT' ? await viewerOf(request) : null;
        return ok(await catalogue.gameList(q, languageOf(q.language), viewer));
      },
    });
    app.route({
      ...fromEndpoint(e.hotGames, guards, extras),
      handler: async (request) => ok(await catalogue.hotGames(languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.vendorLanes, guards, extras),
      handler: async () => ok(await catalogue.lanes()),
    });
    app.route({
      ...fromEndpoint(e.vendorStore, guards, extras),
      handler: async () => ok(await catalogue.vendorStore()),
    });
    app.route({
      ...fromEndpoint(e.menus, guards, extras),
      handler: async () => ok(await catalogue.menus()),
    });
    app.route({
      ...fromEndpoint(e.roomList, guards, extras),
      handler: async (request) => {
        const q = request.query;
        return ok(await catalogue.roomList(q.vassalage, q.gameType, languageOf(q.language)));
      },
    });
    app.route({
      ...fromEndpoint(e.rankList, guards, extras),
      handler: async (request) => {
        const q = request.query;
        return ok(await winners.rankList(q.gameCategory, q.limitNum, languageOf(q.language)));
      },
    });

    // ------------------------------------------------------------ member: recent games
    // Trial users may play free-play games, so they have recent games too.
    app.route({
      ...fromEndpoint(e.recent, guards, extras),
      handler: async (request) =>
        ok(
          await catalogue.recent(
            request.member!.subjectId,
            request.query,
            languageOf(request.query.language),
          ),
        ),
    });

    // ------------------------------------------------------------ member: favourites (not trial, spec section 6)
    app.route({
      ...fromEndpoint(e.favouriteIds, guards, extras),
      handler: async (request) => ok(await favourites.ids(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.favouriteList, guards, extras),
      handler: async (request) =>
        ok(
          await catalogue.favouriteList(
            request.member!.subjectId,
            request.query,
            languageOf(request.query.language),
          ),
        ),
    });
    app.route({
      ...fromEndpoint(e.addFavourite, guards, extras),
      handler: async (request) => ok(await favourites.add(request.member!.subjectId, request.body.nodeId)),
    });
    app.route({
      ...fromEndpoint(e.removeFavourite, guards, extras),
      handler: async (request) =>
        ok(await favourites.remove(request.member!.subjectId, request.query.nodeId)),
    });

    // ------------------------------------------------------------ launch (members; trial only for free play)
    for (const endpoint of [e.launch, e.launchFb]) {
      app.route({
        ...fromEndpoint(endpoint, guards, extras),
        handler: async (request) => {
          const q = request.query;
          const origin = `${request.protocol}://${request.host}`;
          const launch = await launcher.launch(
            memberViewer(request),
            { nodeId: q.nodeId, language: languageOf(q.language), backUrl: q.backUrl },
            origin,
          );
          return ok(launch);
        },
      });
    }
  };
}
