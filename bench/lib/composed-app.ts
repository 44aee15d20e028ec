import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type AppServices, composeApp } from '../../apps/server/src/compose.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb, type Db } from '../../apps/server/src/db/database.ts';
import { databaseUrl, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedSiteDefaultsIfEmpty } from '../../apps/server/src/seed/seed.ts';

/**
 * A bench's own embedded PostgreSQL with one migrated database `name` and the composed services on
 * it (no jobs, no crash loop, site defaults seeded), handed to `run`; everything is stopped and the
 * data folder removed afterwards, also when `run` throws.
 */
export async function withComposedApp(
  name: string,
  run: (db: Db, services: AppServices) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `goldline-${name}-`));
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(join(dir, 'pg'), { persistent: false });
  const admin = createDb(pg.baseUrl, 1);
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  await admin.destroy();
  const db = createDb(databaseUrl(pg.baseUrl, name), 4);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
  config.jobs = false;
  config.crash.loop = false;
  let close = async () => {};
  try {
    await migrateToLatest(db);
    const { app, services } = await composeApp({ config, db });
    close = () => app.close();
    await seedSiteDefaultsIfEmpty(services);
    await run(db, services);
  } finally {
    await close();
    await db.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
