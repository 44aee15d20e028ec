import type { ChildProcess } from 'node:child_process';
import { TOKEN_HEADER } from '@goldline/contract/encryption';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedTestDatabase } from '../../../test/helpers.ts';
import { postSealed } from '../../../test/http-client.ts';
import { killNow, startTwoServers } from '../../../test/server-process.ts';
import { createDb, type Db } from '../../db/database.ts';

/**
 * The proof, literally: two REAL server processes (apps/server/src/server.ts, each its own
 * node process and pool) on one database. Process B serves a member's calls from its session cache;
 * a logout, a password change or a lock made through process A (or by any write to the database)
 * is refused by B on its next call, with no wait but the NOTIFY's delivery
 * (docs/decisions/067-session-cache.md). Each wait below polls every 10 ms and gives up after
 * BOUND_MS; the time each change took to reach B is printed.
 */
const BOUND_MS = 2_000;

let db: Db | undefined;
let serverA: ChildProcess | undefined;
let serverB: ChildProcess | undefined;
let baseA: string;
let baseB: string;

beforeAll(async () => {
  const { url } = await createTestDatabase();
  db = createDb(url, 1);
  await seedTestDatabase(db);
  // A generous bound: on the shared 2-core machine two servers starting together can take a while.
  const started = await startTwoServers(
    { DATABASE_URL: url, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', JOBS: 'off', CRASH_LOOP: 'off' },
    75_000,
  );
  [serverA, serverB] = started.children;
  [baseA, baseB] = started.bases;
}, 120_000);

afterAll(async () => {
  // Our own children, by their handles: never a kill by name.
  await Promise.all([serverA, serverB].map((c) => (c ? killNow(c) : undefined)));
  await db?.destroy();
});

async function login(base: string, username: string, password: string): Promise<string> {
  const res = await postSealed(base, '/wps/session/login', { type: 'username', username, password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function info(base: string, token: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${base}/wps/member/info`, { headers: { [TOKEN_HEADER]: token } });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code };
}

/** Polls B until `done` holds; answers how long it took (ms), or fails after BOUND_MS. */
async function untilOnB(token: string, done: (r: { status: number; code?: string }) => boolean) {
  const start = performance.now();
  for (;;) {
    const r = await info(baseB, token);
    if (done(r)) return Math.round(performance.now() - start);
    if (performance.now() - start > BOUND_MS) throw new Error(`B still answers ${JSON.stringify(r)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the session cache across two processes', () => {
  it('serves B from its cache: a revocation that sends no NOTIFY is not seen by B', async () => {
    const token = await login(baseA, 'agent', 'AgentDemo#2026');
    expect(await info(baseB, token)).toEqual({ status: 200 });
    // Triggers off for this one write (replica role): the row is revoked but nobody is told.
    await db!.connection().execute(async (c) => {
      await sql`SET session_replication_role = replica`.execute(c);
      await sql`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND subject_id =
        (SELECT id FROM members WHERE username = 'agent')`.execute(c);
      await sql`SET session_replication_role = DEFAULT`.execute(c);
    });
    // B answers from memory (it would refuse if it read the row); A never cached the session.
    expect(await info(baseB, token)).toEqual({ status: 200 });
    expect((await info(baseA, token)).status).toBe(401);
  });

  it('a logout through A is refused by B on its next call', async () => {
    const token = await login(baseA, 'demo', 'PlayDemo#2026');
    expect(await info(baseB, token)).toEqual({ status: 200 });
    expect(await info(baseB, token)).toEqual({ status: 200 });
    const out = await fetch(`${baseA}/wps/session/logout`, {
      method: 'DELETE',
      headers: { [TOKEN_HEADER]: token },
    });
    expect(out.status).toBe(200);
    const ms = await untilOnB(token, (r) => r.status === 401 && r.code === 'UNAUTHORIZED');
    console.log(`logout through A refused by B after ${ms} ms`);
    expect(await info(baseA, token)).toMatchObject({ status: 401 });
  });

  it('a password change through A ends the other sessions on B, and keeps the one that changed it', async () => {
    const changer = await login(baseA, 'player01', 'PlayDemo#2026');
    const other = await login(baseB, 'player01', 'PlayDemo#2026');
    expect(await info(baseB, other)).toEqual({ status: 200 });
    expect(await info(baseB, changer)).toEqual({ status: 200 });
    const change = await postSealed(
      baseA,
      '/wps/member/password',
      { oldPassword: 'PlayDemo#2026', newPassword: 'NewPlay#2027', confirmNewPassword: 'NewPlay#2027' },
      changer,
    );
    expect(change.status).toBe(200);
    const ms = await untilOnB(other, (r) => r.status === 401);
    console.log(`password change through A ended the other session on B after ${ms} ms`);
    expect(await info(baseB, changer)).toEqual({ status: 200 });
  });

  it('a lock (member disabled in the database) is refused by B at once, and the unlock lets it in again', async () => {
    const token = await login(baseA, 'demo', 'PlayDemo#2026');
    expect(await info(baseB, token)).toEqual({ status: 200 });
    await db!.updateTable('members').set({ status: 'disabled' }).where('username', '=', 'demo').execute();
    const ms = await untilOnB(token, (r) => r.status === 403 && r.code === 'ACCOUNT_DISABLED');
    console.log(`lock refused by B after ${ms} ms`);
    expect((await info(baseA, token)).code).toBe('ACCOUNT_DISABLED');
    await db!.updateTable('members').set({ status: 'active' }).where('username', '=', 'demo').execute();
    await untilOnB(token, (r) => r.status === 200);
  });
});
