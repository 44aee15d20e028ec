import { route } from '../route.ts';

/** Back office session and system settings (operators only; never gated by maintenance). */
export const adminRoutes = {
  login: route({ method: 'POST', path: '/admin/session/login', auth: 'none' }),
  /** The one call an operator holding a one-time password may make (besides logout). */
  changePassword: route({ method: 'PUT', path: '/admin/session/password', auth: 'operatorSession' }),
  logout: route({ method: 'DELETE', path: '/admin/session/logout', auth: 'operatorSession' }),
  settings: route({ method: 'GET', path: '/admin/system/settings', auth: 'operator' }),
  updateSettings: route({ method: 'PUT', path: '/admin/system/settings', auth: 'operator' }),
};
