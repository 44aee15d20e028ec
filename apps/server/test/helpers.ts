import { randomBytes } from 'node:crypto';
import { JWE_ALG, JWE_CONTENT_TYPE, JWE_ENC, TOKEN_HEADER } from '@goldline/contract/encryption';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type AppServices, composeApp } from '../src/compose.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import { databaseUrl } from '../src/db/embedded.ts';
import { saltedHash } from '../src/lib/crypto.ts';
import { captchaRepository } from '../src/modules/captcha/captcha.repository.ts';
import { normaliseCaptchaAnswer } from '../src/modules/captcha/captcha-answer.ts';
import { seedDemoIfEmpty } from '../src/seed/seed.ts';

/** Fast argon2 for tests only (production parameters are fixed in config.ts). */
const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface TestApp {
  app: FastifyInstance;
  /** The services the app was composed with (compose.ts): call them directly, e.g. `services.ledger`. */
  services: AppServices;
  db: Db;
  /** The database this app runs on; pass it as `database` to build a second app on the same one. */
  databaseName: string;
  databaseUrl: string;
  config: Config;
  /** Seals a body for an "encrypted" route with the key published by /wps/system/status. */
  encrypt(body: unknown): Promise<string>;
  /** Shorthand for an encrypted call. */
  sendEncrypted(
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /** Creates a captcha whose answer is known (the image itself is covered by its own test). */
  knownCaptcha(answer?: string): Promise<{ captchaId: string; captcha: string }>;
  /** Latest message the outbox holds for a recipient. */
  lastMessage(recipient: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Seeds the demo data into a test database that servers in child processes will use (they would
 * race to seed it themselves): through the composed services, with cheap argon2.
 */
export async function seedTestDatabase(db: Db): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
  config.argon2 = TEST_ARGON2;
  config.jobs = false;
  config.crash.loop = false;
  const { app, services } = await composeApp({ config, db });
  await seedDemoIfEmpty(db, services);
  await app.close();
}

/** A database cloned from the migrated template, for tests that drive the ledger without an app. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const baseUrl = inject('pgBaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDb(baseUrl, 1);
  await sql.raw(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`).execute(admin);
  await admin.destroy();
  return { name, url: databaseUrl(baseUrl, name) };
}

/**
 * A fresh database cloned from the migrated template, seeded with the demo data, and the app on it.
 * `options.database` builds a second app on an existing test database (two processes, one database).
 */
export async function createTestApp(
  overrides: (c: Config) => void = () => {},
  options: { database?: string; poolSize?: number } = {},
): Promise<TestApp> {
  const name = options.database ?? (await createTestDatabase()).name;
  const url = databaseUrl(inject('pgBaseUrl'), name);
  const db = createDb(url, options.poolSize ?? 5);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
  config.argon2 = TEST_ARGON2;
  config.rateLimits = false;
  // The crash round loop runs only where a test asks for it (docs/decisions/053-crash-loop.md).
  config.crash.loop = false;
  // The job queue (and its schema) only where a test asks for it (docs/decisions/060-jobs.md).
  config.jobs = false;
  overrides(config);
  const { app, services } = await composeApp({ config, db });
  await seedDemoIfEmpty(db, services);
  await app.ready();

  const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
  const { jwk, kid } = status.json().value.encryption;
  const publicKey = await importJWK(jwk, JWE_ALG);
  const encrypt = (body: unknown) =>
    new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
      .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid })
      .encrypt(publicKey);

  return {
    app,
    services,
    db,
    databaseName: name,
    databaseUrl: url,
    config,
    encrypt,
    async sendEncrypted(method, url, body, token) {
      return app.inject({
        method,
        url,
        headers: { 'content-type': JWE_CONTENT_TYPE, ...(token ? { [TOKEN_HEADER]: token } : {}) },
        payload: await encrypt(body),
      });
    },
    async knownCaptcha(answer = 'AB3D') {
      const captchaId = `test-${randomBytes(8).toString('hex')}`;
      await captchaRepository.insert(db, {
        id: captchaId,
        answerHash: saltedHash(normaliseCaptchaAnswer(answer)),
        ip: '127.0.0.1',
        expiresAt: new Date(Date.now() + 60_000),
      });
      return { captchaId, captcha: answer };
    },
    async lastMessage(recipient) {
      const row = await db
        .selectFrom('dev_outbox')
        .select('body')
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.body;
    },
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export async function login(
  t: TestApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return t.sendEncrypted('POST', '/wps/session/login', { type: 'username', username, password, ...extra });
}

export async function loginToken(t: TestApp, username: string, password: string): Promise<string> {
  const res = await login(t, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().value.token;
}

export const auth = (token: string) => ({ [TOKEN_HEADER]: token });
