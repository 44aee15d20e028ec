import { route } from '../route.ts';

/**
 * The game catalogue, recent games, favourites, the winner board and launch (spec sections 2-4, 7
 * and 9). Public reads need no session; favourites are closed to trial accounts (spec section 6).
 */
export const gamesRoutes = {
  gameList: route({ method: 'GET', path: '/wps/relay/GCSGAME_gameList', auth: 'none' }),
  hotGames: route({ method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', auth: 'none' }),
  vendorLanes: route({ method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', auth: 'none' }),
  vendorStore: route({ method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', auth: 'none' }),
  menus: route({ method: 'GET', path: '/lgw/games/game_menus', auth: 'none' }),
  roomList: route({ method: 'GET', path: '/wps/relay/GLS2_roomList', auth: 'none' }),
  rankList: route({ method: 'GET', path: '/wps/relay/GCSGAME_getRankList', auth: 'none' }),
  /** Trial users may play free-play games, so they have recent games too. */
  recent: route({ method: 'GET', path: '/wps/relay/GCS_recentGame', auth: 'member' }),
  favouriteIds: route({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', auth: 'notTrial' }),
  favouriteList: route({ method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', auth: 'notTrial' }),
  addFavourite: route({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    auth: 'notTrial',
    gate: true,
  }),
  removeFavourite: route({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: 'notTrial',
    gate: true,
  }),
  /** Members; trial users only for free-play games (the service decides). */
  launch: route({ method: 'GET', path: '/wps/game/launchGame', auth: 'member', gate: true, bet: true }),
  /** The spec's trial-user variant of launch: the same call. */
  launchFb: route({
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    auth: 'member',
    gate: true,
    bet: true,
  }),
};
