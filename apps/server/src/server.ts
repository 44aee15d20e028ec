import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { databaseUrl, type EmbeddedHandle, startEmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoAccounts, seedDemoIfEmpty } from './db/seed.ts';
import { createPasswordHasher } from './lib/password.ts';

/** Entry: config -> database -> migrate -> seed (empty DB only) -> app -> listen; graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedHandle | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    console.log(`Starting embedded PostgreSQL (data in ${dir})...`);
    embedded = await startEmbeddedPostgres(dir);
    url = databaseUrl(embedded.baseUrl, 'goldline');
    await ensureDatabase(embedded.baseUrl, 'goldline');
  }
  const db = createDb(url, config.dbPoolSize);
  await migrateToLatest(db);
  const seeded = await seedDemoIfEmpty(db, createPasswordHasher(config.argon2));
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });

  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(`\nReady on http://localhost:${port}`);
  console.log(`API docs: http://localhost:${port}/docs   OpenAPI: http://localhost:${port}/openapi.json`);
  console.log(seeded ? 'Demo data seeded. Demo accounts:' : 'Demo accounts (unless changed since):');
  for (const a of demoAccounts) console.log(`  ${a.role.padEnd(32)} ${a.username.padEnd(10)} ${a.password}`);
  if (config.messageProvider === 'outbox')
    console.log('SMS and e-mail go to the developer outbox: GET /wps/dev/outbox');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.destroy();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function ensureDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = createDb(baseUrl, 1);
  try {
    const { sql } = await import('kysely');
    const found = await sql<{ n: number }>`SELECT 1 AS n FROM pg_database WHERE datname = ${name}`.execute(
      admin,
    );
    if (found.rows.length === 0) await sql.raw(`CREATE DATABASE "${name}"`).execute(admin);
  } finally {
    await admin.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
