import { route } from '../route.ts';

/** Public content: banners, notices, announcements, popups (a token only changes the popups). */
export const contentRoutes = {
  announcements: route({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', auth: 'none' }),
};
