import { route } from '../route.ts';

/** Back-office catalogue and content: vendors, games, banners, announcements. */
export const adminGamesRoutes = {
  vendors: route({ method: 'GET', path: '/admin/games/vendors', auth: 'operator' }),
  createVendor: route({ method: 'POST', path: '/admin/games/vendors', auth: 'operator' }),
  updateVendor: route({ method: 'PUT', path: '/admin/games/vendors/:code', auth: 'operator' }),
  games: route({ method: 'GET', path: '/admin/games/games', auth: 'operator' }),
  createGame: route({ method: 'POST', path: '/admin/games/games', auth: 'operator' }),
  updateGame: route({ method: 'PUT', path: '/admin/games/games/:id', auth: 'operator' }),
  banners: route({ method: 'GET', path: '/admin/content/banners', auth: 'operator' }),
  createBanner: route({ method: 'POST', path: '/admin/content/banners', auth: 'operator' }),
  updateBanner: route({ method: 'PUT', path: '/admin/content/banners/:id', auth: 'operator' }),
  announcements: route({ method: 'GET', path: '/admin/content/announcements', auth: 'operator' }),
  createAnnouncement: route({ method: 'POST', path: '/admin/content/announcements', auth: 'operator' }),
  updateAnnouncement: route({ method: 'PUT', path: '/admin/content/announcements/:id', auth: 'operator' }),
};
