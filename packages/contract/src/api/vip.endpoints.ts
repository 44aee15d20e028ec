import { endpoint } from '../endpoint.ts';
import { VipLevelList, VipLevelsUpsert, VipStatus } from '../vip.ts';
import { vipRoutes as r } from './vip.routes.ts';

export const vipEndpoints = {
  status: endpoint(r.status, { response: VipStatus }),
  adminLevels: endpoint(r.adminLevels, { response: VipLevelList }),
  adminSaveLevels: endpoint(r.adminSaveLevels, { body: VipLevelsUpsert, response: VipLevelList }),
};
