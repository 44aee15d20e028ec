import { route } from '../route.ts';

/** Blog and news articles (decision 108) and their back office. */
export const blogRoutes = {
  list: route({ method: 'GET', path: '/wps/blog', auth: 'none' }),
  article: route({ method: 'GET', path: '/wps/blog/:slug', auth: 'none' }),
  adminList: route({ method: 'GET', path: '/admin/blog', auth: 'operator' }),
  adminCreate: route({ method: 'POST', path: '/admin/blog', auth: 'operator' }),
  adminUpdate: route({ method: 'PUT', path: '/admin/blog/:id', auth: 'operator' }),
};
