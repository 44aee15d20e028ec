import { route } from '../route.ts';

/** VIP levels (issue 16; decision 099): the member's card, and the operator's ladder. */
export const vipRoutes = {
  status: route({ method: 'GET', path: '/wps/vip', auth: 'member' }),
  adminLevels: route({ method: 'GET', path: '/admin/vip/levels', auth: 'operator' }),
  adminSaveLevels: route({ method: 'PUT', path: '/admin/vip/levels', auth: 'operator' }),
};
