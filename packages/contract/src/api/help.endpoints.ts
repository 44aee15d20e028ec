import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { AdminHelpSection, AdminHelpSections, HelpSectionKey, SaveHelpSectionRequest } from '../help.ts';
import { helpRoutes as r } from './help.routes.ts';

export const helpEndpoints = {
  adminList: endpoint(r.adminList, { response: AdminHelpSections }),
  adminSave: endpoint(r.adminSave, {
    params: HelpSectionKey,
    body: SaveHelpSectionRequest,
    response: AdminHelpSection,
  }),
  adminDelete: endpoint(r.adminDelete, { params: HelpSectionKey, response: Empty }),
};
