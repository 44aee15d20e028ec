import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { adminGamesRoutes } from '../admin-games/admin-games.routes.ts';
import { createAdminGamesService } from '../admin-games/admin-games.service.ts';
import { createAdminContentService } from '../content/admin-content.service.ts';
import { contentRoutes } from '../content/content.routes.ts';
import { createContentService } from '../content/content.service.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { TokenService } from '../session/tokens.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createFavouritesService } from './favourites.service.ts';
import { gamesRoutes } from './games.routes.ts';
import { createLaunchService } from './launch.service.ts';
import { createViewerOf } from './viewer.ts';
import { createWinnersService } from './winners.service.ts';

export interface GamesAreaDeps {
  db: Db;
  system: SystemService;
  tokens: TokenService;
  admin: Pick<AdminService, 'audit'>;
  members: MemberRecords;
  /** Spec section 4 "excluded RNG vendors" (shown under INHOUSE); default ['INHOUSE'] (decision 050). */
  excludedRngVendors?: readonly string[];
}

/** Services of the game catalogue, content and their back office, built once per app. */
export function createGamesArea(deps: GamesAreaDeps) {
  const { db, system } = deps;
  const excluded = deps.excludedRngVendors ? { excludedRngVendors: deps.excludedRngVendors } : {};
  const catalogue = createCatalogueService({ db, ...excluded });
  const content = createContentService({ db });
  return {
    catalogue,
    content,
    favourites: createFavouritesService({ db }),
    launcher: createLaunchService({ db, system }),
    winners: createWinnersService({ db, system, ...excluded }),
    adminGames: createAdminGamesService({ db, admin: deps.admin, onChange: () => catalogue.invalidate() }),
    adminContent: createAdminContentService({ db, admin: deps.admin, onChange: () => content.invalidate() }),
    viewerOf: createViewerOf({
      tokens: deps.tokens,
      memberStatus: (id) => deps.members.findById(id),
    }),
  };
}
export type GamesArea = ReturnType<typeof createGamesArea>;

export function gamesAreaRoutes(deps: { area: GamesArea; guards: Guards }): FastifyPluginAsync {
  const { area, guards } = deps;
  return async (app) => {
    await app.register(gamesRoutes({ ...area, guards }));
    await app.register(contentRoutes({ ...area, guards }));
    await app.register(adminGamesRoutes({ ...area, guards }));
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue and content services, for tests and other modules. */
    gamesArea: GamesArea;
  }
}
