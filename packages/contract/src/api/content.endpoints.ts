import { Announcements, AnnouncementsQuery } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { contentRoutes as r } from './content.routes.ts';

export const contentEndpoints = {
  announcements: endpoint(r.announcements, { query: AnnouncementsQuery, response: Announcements }),
};
