import { endpoint } from '../endpoint.ts';
import { LanguageQuery } from '../missions.ts';
import { VipLevelList, VipLevelsUpsert, VipStatus } from '../vip.ts';
import { vipRoutes as r } from './vip.routes.ts';

export const vipEndpoints = {
  status: endpoint(r.status, { query: LanguageQuery, response: VipStatus }),
  adminLevels: endpoint(r.adminLevels, { response: VipLevelList }),
  adminSaveLevels: endpoint(r.adminSaveLevels, { body: VipLevelsUpsert, response: VipLevelList }),
};
