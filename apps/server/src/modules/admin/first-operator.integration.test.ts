import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import {
  freePort,
  killNow,
  type ServerRun,
  spawnServer,
  waitUntilReady,
} from '../../../test/server-process.ts';
import { createDb } from '../../db/database.ts';
import { createPasswordHasher } from '../../lib/password.ts';
import { bootstrapFirstOperator } from './first-operator.ts';

/**
 * A deployment on its own PostgreSQL (DATABASE_URL, no DEMO_DATA): the real server process, as an
 * operator would start it, on an empty migrated database.
 */
describe('a real deployment starts without the demo', () => {
  let server: ServerRun;
  let base: string;
  let stdout = '';

  beforeAll(async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({ DATABASE_URL: database.url, CRASH_LOOP: 'off', RATE_LIMITS: undefined }, port);
    await waitUntilReady(server, port, 30_000);
    // The banner is printed once the server listens; wait until it has arrived whole.
    const deadline = Date.now() + 10_000;
    while (!/Warning: SMS/.test(server.output()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    stdout = server.output();
  }, 60_000);

  afterAll(async () => {
    if (server) await killNow(server.child);
  });

  const call = async (method: string, url: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { 'x-session-token': token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever envelope the server sent
    return { status: res.status, json: (await res.json()) as Record<string, any> };
  };

  it('prints only what is on: a first operator, no demo accounts, no developer pages', () => {
    expect(stdout).toMatch(/First operator created: admin \/ \S{24}/);
    expect(stdout).not.toContain('Demo');
    expect(stdout).not.toContain('PlayDemo#2026');
    expect(stdout).not.toContain('/dev/outbox');
    expect(stdout).not.toContain('Developer tools');
  });

  it('has no demo accounts and no developer tools', async () => {
    const demoOperator = await call('POST', '/admin/session/login', {
      username: 'operator',
      password: 'Operator#2026',
    });
    expect(demoOperator.json.code).toBe('INVALID_CREDENTIALS');
    expect((await call('GET', '/wps/dev/outbox')).status).toBe(404);
    expect((await call('POST', '/wps/dev/pay/1', {})).status).toBe(404);
  });

  it('still lets people sign up: the registration rules are there', async () => {
    const rules = await call('GET', '/wps/system/setting/register');
    expect(rules.status).toBe(200);
    expect(rules.json.value.username).toMatchObject({ enabled: true, required: true });
  });

  it('makes the first operator replace the one-time password before anything else', async () => {
    const secret = /First operator created: admin \/ (\S+)/.exec(stdout)![1]!;
    const first = await call('POST', '/admin/session/login', { username: 'admin', password: secret });
    expect(first.json.value).toMatchObject({ mustChangePassword: true });
    const token = first.json.value.token as string;

    const blocked = await call('GET', '/admin/system/settings', undefined, token);
    expect([blocked.status, blocked.json.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);

    const wrong = await call(
      'PUT',
      '/admin/session/password',
      { currentPassword: 'not-it', newPassword: 'Long-enough#2026' },
      token,
    );
    expect(wrong.json.code).toBe('OLD_PASSWORD_INCORRECT');
    const short = await call(
      'PUT',
      '/admin/session/password',
      { currentPassword: secret, newPassword: 'short' },
      token,
    );
    expect(short.json.code).toBe('VALIDATION_FAILED');
    const same = await call(
      'PUT',
      '/admin/session/password',
      { currentPassword: secret, newPassword: secret },
      token,
    );
    expect(same.json.code).toBe('PASSWORD_SAME_AS_OLD');

    const changed = await call(
      'PUT',
      '/admin/session/password',
      { currentPassword: secret, newPassword: 'Operator-own#2026' },
      token,
    );
    expect(changed.json.success).toBe(true);
    expect((await call('GET', '/admin/system/settings', undefined, token)).status).toBe(200);

    expect(
      (await call('POST', '/admin/session/login', { username: 'admin', password: secret })).json.code,
    ).toBe('INVALID_CREDENTIALS');
    const again = await call('POST', '/admin/session/login', {
      username: 'admin',
      password: 'Operator-own#2026',
    });
    expect(again.json.value.mustChangePassword).toBe(false);
  });
});

describe('bootstrapFirstOperator', () => {
  it('creates one operator however many processes start together, and none once one exists', async () => {
    const database = await createTestDatabase();
    const db = createDb(database.url, 8);
    try {
      const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
      const results = await Promise.all(Array.from({ length: 6 }, () => bootstrapFirstOperator(db, hasher)));
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const rows = await db.selectFrom('operators').select(['username', 'must_change_password']).execute();
      expect(rows).toEqual([{ username: 'admin', must_change_password: true }]);
      expect(await bootstrapFirstOperator(db, hasher)).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});
