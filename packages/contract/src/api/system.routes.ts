import { route } from '../route.ts';

/** Public system calls (spec section 7). Never gated: they must answer during maintenance. */
export const systemRoutes = {
  status: route({ method: 'GET', path: '/wps/system/status', auth: 'none' }),
  whitelabel: route({ method: 'GET', path: '/wps/system/whitelabel', auth: 'none' }),
  domainRoute: route({ method: 'GET', path: '/wps/system/domainRoute', auth: 'none' }),
  helpCenter: route({ method: 'GET', path: '/wps/system/helpCenter', auth: 'none' }),
  registrationRules: route({ method: 'GET', path: '/wps/system/setting/register', auth: 'none' }),
  captcha: route({ method: 'GET', path: '/wps/captcha', auth: 'none' }),
};
