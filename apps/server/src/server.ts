import path from 'node:path';
import { composeApp } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { databaseUrl, type EmbeddedHandle, startEmbeddedPostgres } from './db/embedded.ts';
import { migrateToLatest } from './db/migrate.ts';
import { bootstrapFirstOperator } from './modules/admin/first-operator.ts';
import { demoAccounts, seedDemoIfEmpty, seedSiteDefaultsIfEmpty } from './seed/seed.ts';
import { seedAgentDemo } from './seed/seed-agent.ts';
import { seedChatDemo } from './seed/seed-chat.ts';
import { seedCommsDemo } from './seed/seed-comms.ts';
import { seedContractsDemo } from './seed/seed-contracts.ts';
import { seedLotteryDemo } from './seed/seed-lottery.ts';
import { seedLoyaltyDemo } from './seed/seed-loyalty.ts';
import { seedMissionsDemo } from './seed/seed-missions.ts';
import { seedOidcDemo } from './seed/seed-oidc.ts';
import { seedPromotionsDemo } from './seed/seed-promotions.ts';
import { seedRebateDemo, seedReferralDemo } from './seed/seed-referral-rebate.ts';
import { seedResponsibleGamingDemo } from './seed/seed-responsible-gaming.ts';
import { seedTwoStepDemo } from './seed/seed-two-step.ts';

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
  // Composed first, started by listen: the seeds write through the composed services.
  const { app, services } = await composeApp({ config, db });
  let seeded = false;
  if (config.demoData) seeded = await seedDemoIfEmpty(db, services);
  // The agent's demo tree and its activity (issue 13): a fresh demo only, not the tests' seed.
  if (seeded) {
    // The demo's past rebate claim (issue 16); first: it winds the demo's first bets back to yesterday.
    await seedRebateDemo(db, services);
    await seedAgentDemo(db, services);
    // Contracts between agent and its sub-agents, with a month of statements (issue 14).
    await seedContractsDemo(db, services);
    // Lottery history, games and the second operator (issue 15); the tests' seed leaves it out.
    await seedLotteryDemo(db, services);
    // Promotions with the demo's bonuses, an application and a reward waiting (issue 16).
    await seedPromotionsDemo(db, services);
    // Missions with progress, leaderboards, red-envelope rains and a raffle (issue 16).
    await seedMissionsDemo(db, services, { rainSoon: !config.fastJobs });
    // VIP levels, points history and the points mall with a redemption in each status (issue 16).
    await seedLoyaltyDemo(db, services);
    // Loopback known for the demo accounts, and the demo's one login from another network (issue 17).
    await seedTwoStepDemo(db, services);
    // Demo ID linked to the demo member, for the one-click sign-in (issue 17).
    await seedOidcDemo(services);
    // Help centre in CN and AR, news and blog articles, feedback answered and open (issue 17).
    await seedCommsDemo(db, services);
    // The demo's deposit limit with a pending raise and a loss limit (issue 17).
    await seedResponsibleGamingDemo(services);
    // Chat rooms with a short conversation in each (issue 17).
    await seedChatDemo(services);
    // The demo's referees (issue 16); last: no later wind-back moves their deadlines.
    await seedReferralDemo(db, services);
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
