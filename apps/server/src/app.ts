import type { FastifyInstance } from 'fastify';
import { type AppDeps, composeApp } from './compose.ts';

export type { AppDeps } from './compose.ts';

/**
 * Builds the whole app on a migrated database: plugins first, then the modules, all wired in the
 * composition root (compose.ts). server.ts listens; tests call `app.inject` and read services from
 * `composeApp(deps).services` (docs/architecture.md "Server layout", decision 063).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  return (await composeApp(deps)).app;
}
