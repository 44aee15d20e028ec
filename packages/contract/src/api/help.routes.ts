import { route } from '../route.ts';

/** The operator's help-centre editor (the public read is systemRoutes.helpCenter). */
export const helpRoutes = {
  adminList: route({ method: 'GET', path: '/admin/help', auth: 'operator' }),
  adminSave: route({ method: 'PUT', path: '/admin/help/:id/:lang', auth: 'operator' }),
  adminDelete: route({ method: 'DELETE', path: '/admin/help/:id/:lang', auth: 'operator' }),
};
