import path from 'node:path';
import { composeApp } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { databaseUrl, type EmbeddedHandle, startEmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrate.ts';
import { bootstrapFirstOperator } from './modules/admin/first-operator.ts';
import { seedDemoHistory } from './seed/demo-seed-steps.ts';
import { demoAccounts, seedDemoIfEmpty, seedSiteDefaultsIfEmpty } from './seed/seed.ts';

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
  const db = createDb(url, config.dbPoolSize, { namedStatements: config.dbNamedStatements });
  await migrateToLatest(db);
  // Composed first, started by listen: the seeds write through the composed services.
  const { app, services } = await composeApp({ config, db });
  let seeded = false;
  const seedStarted = performance.now();
  if (config.demoData)
    seeded = await seedDemoIfEmpty(db, services, () =>
      console.log('First start: seeding the demo through the real services (a few minutes)...'),
    );
  if (seeded) {
    console.log(
      `  accounts, money and play history (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
    );
    await seedDemoHistory(db, services, { fastJobs: config.fastJobs, log: console.log });
  } else await seedSiteDefaultsIfEmpty(services);
  const firstOperator = config.demoData ? null : await bootstrapFirstOperator(db, services.hasher);
  await app.listen({ port: config.port, host: config.host });

  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const base = `http://localhost:${port}`;
  // Says what is on and nothing that is off (a banner advertising a closed page misleads).
  const lines = [`\nReady on ${base}`, `API docs: ${base}/docs   OpenAPI: ${base}/openapi.json`];
  if (config.demoData) {
    lines.push(
      seeded
        ? 'Demo data: seeded now. Demo accounts:'
        : 'Demo data: on. Demo accounts (unless changed since):',
    );
    for (const a of demoAccounts) lines.push(`  ${a.role.padEnd(32)} ${a.username.padEnd(10)} ${a.password}`);
  }
  if (firstOperator) {
    lines.push(
      `First operator created: ${firstOperator.username} / ${firstOperator.password}`,
      `  A one-time password, shown only now: log in at ${base}/backoffice and choose your own.`,
    );
  }
  if (config.devTools) {
    const outbox = config.messageProvider === 'outbox' ? `, SMS and e-mail codes at ${base}/dev/outbox` : '';
    lines.push(`Developer tools: on, for this machine only (the DemoPay payment page${outbox})`);
  } else if (config.messageProvider === 'outbox') {
    lines.push('Warning: SMS and e-mail are not sent anywhere; set MESSAGE_PROVIDER=smtp and SMTP_URL');
  }
  console.log(lines.join('\n'));

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
