import { composeApp } from '../../apps/server/src/compose.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed.ts';

/**
 * The demo data on a bench database, seeded as the server seeds it (through the composed services),
 * with a fast password hash: benches measure bets, not argon2.
 */
export async function seedBenchDatabase(db: Db): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
  config.argon2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  config.jobs = false;
  config.crash.loop = false;
  const { app, services } = await composeApp({ config, db });
  try {
    await seedDemoIfEmpty(db, services);
  } finally {
    await app.close();
  }
}
