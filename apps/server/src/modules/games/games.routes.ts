import { envelope } from '@goldline/contract/envelope';
import {
  FavouriteAdd,
  FavouriteIds,
  FavouriteList,
  FavouriteListQuery,
  FavouriteRemove,
  FavouriteResult,
  GameList,
  GameListQuery,
  GameMenus,
  HotGames,
  HotGamesQuery,
  Launch,
  LaunchQuery,
  RankList,
  RankListQuery,
  RecentGames,
  RecentGamesQuery,
  RoomList,
  RoomListQuery,
  VendorLanes,
  VendorStore,
} from '@goldline/contract/games';
import { TRIAL_TYPE } from '@goldline/contract/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { FavouritesService } from './favourites.service.ts';
import type { LaunchService } from './launch.service.ts';
import { languageOf, type ViewerOf } from './viewer.ts';
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
    const tags = ['games'];

    // ------------------------------------------------------------ public reads (cached per process)
    app.get(
      '/wps/relay/GCSGAME_gameList',
      { schema: { tags, querystring: GameListQuery, response: { 200: envelope(GameList) } } },
      async (request) => {
        const q = request.query;
        const viewer = q.selectType === 'FAV' || q.selectType === 'RECENT' ? await viewerOf(request) : null;
        return ok(await catalogue.gameList(q, languageOf(q.language), viewer));
      },
    );
    app.get(
      '/wps/relay/GCSGAME_hotGamesV2',
      { schema: { tags, querystring: HotGamesQuery, response: { 200: envelope(HotGames) } } },
      async (request) => ok(await catalogue.hotGames(languageOf(request.query.language))),
    );
    app.get(
      '/wps/relay/GCSGAME_newGameVendor',
      { schema: { tags, response: { 200: envelope(VendorLanes) } } },
      async () => ok(await catalogue.lanes()),
    );
    app.get(
      '/wps/relay/GCSGAME_getVassGameType',
      { schema: { tags, response: { 200: envelope(VendorStore) } } },
      async () => ok(await catalogue.vendorStore()),
    );
    app.get('/lgw/games/game_menus', { schema: { tags, response: { 200: envelope(GameMenus) } } }, async () =>
      ok(await catalogue.menus()),
    );
    app.get(
      '/wps/relay/GLS2_roomList',
      { schema: { tags, querystring: RoomListQuery, response: { 200: envelope(RoomList) } } },
      async (request) => {
        const q = request.query;
        return ok(await catalogue.roomList(q.vassalage, q.gameType, languageOf(q.language)));
      },
    );
    app.get(
      '/wps/relay/GCSGAME_getRankList',
      { schema: { tags, querystring: RankListQuery, response: { 200: envelope(RankList) } } },
      async (request) => {
        const q = request.query;
        return ok(await winners.rankList(q.gameCategory, q.limitNum, languageOf(q.language)));
      },
    );

    // ------------------------------------------------------------ member: recent games
    // Trial users may play free-play games, so they have recent games too.
    app.get(
      '/wps/relay/GCS_recentGame',
      {
        onRequest: guards.member,
        schema: { tags, querystring: RecentGamesQuery, response: { 200: envelope(RecentGames) } },
      },
      async (request) =>
        ok(
          await catalogue.recent(
            request.member!.subjectId,
            request.query,
            languageOf(request.query.language),
          ),
        ),
    );

    // ------------------------------------------------------------ member: favourites (not trial, spec section 6)
    app.get(
      '/wps/relay/MCSFE_getFavoriteGames',
      { onRequest: guards.notTrial, schema: { tags, response: { 200: envelope(FavouriteIds) } } },
      async (request) => ok(await favourites.ids(request.member!.subjectId)),
    );
    app.get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      {
        onRequest: guards.notTrial,
        schema: { tags, querystring: FavouriteListQuery, response: { 200: envelope(FavouriteList) } },
      },
      async (request) =>
        ok(
          await catalogue.favouriteList(
            request.member!.subjectId,
            request.query,
            languageOf(request.query.language),
          ),
        ),
    );
    app.post(
      '/wps/relay/MCSFE_addFavoriteGameV2',
      {
        onRequest: guards.notTrial,
        config: { gate: true },
        schema: { tags, body: FavouriteAdd, response: { 200: envelope(FavouriteResult) } },
      },
      async (request) => ok(await favourites.add(request.member!.subjectId, request.body.nodeId)),
    );
    app.delete(
      '/wps/relay/MCSFE_removeFavoriteGameV2',
      {
        onRequest: guards.notTrial,
        config: { gate: true },
        schema: { tags, querystring: FavouriteRemove, response: { 200: envelope(FavouriteResult) } },
      },
      async (request) => ok(await favourites.remove(request.member!.subjectId, request.query.nodeId)),
    );

    // ------------------------------------------------------------ launch (members; trial only for free play)
    for (const url of ['/wps/game/launchGame', '/wps/relay/GCS_gameLaunchFB']) {
      app.get(
        url,
        {
          onRequest: guards.member,
          config: { gate: true },
          schema: { tags, querystring: LaunchQuery, response: { 200: envelope(Launch) } },
        },
        async (request) => {
          const q = request.query;
          const origin = `${request.protocol}://${request.host}`;
          const launch = await launcher.launch(
            memberViewer(request),
            { nodeId: q.nodeId, language: languageOf(q.language), backUrl: q.backUrl },
            origin,
          );
          return ok(launch);
        },
      );
    }
  };
}
