import {
  AdminChangePasswordRequest,
  AdminLoginRequest,
  AdminLoginResponse,
  SystemSettings,
  UpdateSystemSettings,
} from '../admin.ts';
import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { adminRoutes as r } from './admin.routes.ts';

export const adminEndpoints = {
  login: endpoint(r.login, { body: AdminLoginRequest, response: AdminLoginResponse }),
  changePassword: endpoint(r.changePassword, { body: AdminChangePasswordRequest, response: Empty }),
  logout: endpoint(r.logout, { response: Empty }),
  settings: endpoint(r.settings, { response: SystemSettings }),
  updateSettings: endpoint(r.updateSettings, { body: UpdateSystemSettings, response: SystemSettings }),
};
