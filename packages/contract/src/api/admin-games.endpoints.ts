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
} from '../admin-games.ts';
import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import { adminGamesRoutes as r } from './admin-games.routes.ts';

export const adminGamesEndpoints = {
  vendors: endpoint(r.vendors, { response: AdminVendorList }),
  createVendor: endpoint(r.createVendor, { body: CreateVendorRequest, response: CreatedVendor }),
  updateVendor: endpoint(r.updateVendor, {
    params: VendorCodeParam,
    body: UpdateVendorRequest,
    response: AdminVendor,
  }),
  games: endpoint(r.games, { query: AdminGameListQuery, response: AdminGameList }),
  createGame: endpoint(r.createGame, { body: CreateGameRequest, response: AdminGame }),
  updateGame: endpoint(r.updateGame, { params: IdParam, body: UpdateGameRequest, response: AdminGame }),
  banners: endpoint(r.banners, { response: AdminBannerList }),
  createBanner: endpoint(r.createBanner, { body: CreateBannerRequest, response: AdminBanner }),
  updateBanner: endpoint(r.updateBanner, {
    params: IdParam,
    body: UpdateBannerRequest,
    response: AdminBanner,
  }),
  announcements: endpoint(r.announcements, { response: AdminAnnouncementList }),
  createAnnouncement: endpoint(r.createAnnouncement, {
    body: CreateAnnouncementRequest,
    response: AdminAnnouncement,
  }),
  updateAnnouncement: endpoint(r.updateAnnouncement, {
    params: IdParam,
    body: UpdateAnnouncementRequest,
    response: AdminAnnouncement,
  }),
};
