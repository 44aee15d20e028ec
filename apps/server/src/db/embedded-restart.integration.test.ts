import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killNow,
  type ServerRun,
  spawnServer,
  stopServer,
  waitUntilReady,
} from '../../test/server-process.ts';

/**
 * Restart after a crash needs no help (docs/decisions/010-embedded-postgres.md): the REAL server
 * (apps/server/src/server.ts, one node process, its own embedded PostgreSQL in a temp DATA_DIR) is
 * SIGKILLed, which leaves its PostgreSQL running as an orphan; the next start must stop that orphan
 * and come up on the same data. A second server on a DATA_DIR whose owner is alive must refuse and
 * leave the live cluster alone. Linux only where it reads /proc (the machines this runs on).
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let tmp: string;
let pgDir: string;
let port: number;
let env: Record<string, string | undefined>;
const runs: ServerRun[] = [];
/** The server that is meant to be alive between the two tests. */
let live: ServerRun | undefined;

function start(p = port): ServerRun {
  const run = spawnServer(env, p);
  runs.push(run);
  return run;
}

/** pid and port from the cluster's postmaster.pid, or null when there is none. */
function postmaster(): { pid: number; port: number } | null {
  try {
    const lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return null;
  }
}

/** The process's start time (clock ticks since boot), or null when it is gone or a zombie. */
function startTicks(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' ? null : (fields[19] ?? null);
  } catch {
    return null;
  }
}

/** Whether `pid` is a postgres running in our temp cluster (its cwd is the data directory). */
function isOurPostgres(pid: number): boolean {
  try {
    return (
      fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(pgDir) &&
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
    );
  } catch {
    return false;
  }
}

async function waitGone(pid: number, ticks: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (startTicks(pid) === ticks) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

async function query<T>(pgPort: number, text: string): Promise<T[]> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: pgPort,
    user: 'goldline',
    password: 'goldline',
    database: 'goldline',
  });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'goldline-restart-'));
  // The cluster runs as the `postgres` user when we are root; it must reach its directory.
  fs.chmodSync(tmp, 0o755);
  pgDir = path.join(tmp, 'pg');
  port = await freePort();
  env = {
    DATABASE_URL: undefined,
    DATA_DIR: tmp,
    CRASH_LOOP: 'off',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent-web-dist',
  };
});

afterAll(async () => {
  for (const run of runs) await stopServer(run, 15_000);
  // A cluster left behind (a failed assertion before its server was stopped) is stopped by the pid
  // in its own postmaster.pid, and only when that pid really is a postgres on our temp directory.
  const pm = postmaster();
  const ticks = pm ? startTicks(pm.pid) : null;
  if (pm && ticks && isOurPostgres(pm.pid)) {
    process.kill(pm.pid, 'SIGINT');
    if (!(await waitGone(pm.pid, ticks, 15_000))) process.kill(pm.pid, 'SIGKILL');
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

describe('embedded PostgreSQL across a crash of the server', () => {
  it('restarts after a SIGKILL: stops its own orphaned PostgreSQL and keeps committed rows', async () => {
    const first = start();
    // The first start runs initdb, migrations and the demo seed: several seconds on 2 cores.
    await waitUntilReady(first, port, 90_000);
    const before = postmaster();
    expect(before).not.toBeNull();
    const orphan = before!.pid;
    const orphanTicks = startTicks(orphan);
    expect(orphanTicks).not.toBeNull();
    await query(before!.port, 'CREATE TABLE restart_probe (note text)');
    await query(before!.port, `INSERT INTO restart_probe VALUES ('committed before the crash')`);

    await killNow(first.child);
    // The crash leaves the cluster running without its server: the situation to recover from.
    await sleep(200);
    expect(startTicks(orphan)).toBe(orphanTicks);

    const t0 = Date.now();
    const second = start();
    await waitUntilReady(second, port, 60_000);
    live = second;
    console.log(`restart after SIGKILL ready in ${Date.now() - t0} ms`);

    // The orphan is gone (its pid free, or reused by an unrelated, younger process).
    expect(startTicks(orphan)).not.toBe(orphanTicks);
    const after = postmaster();
    expect(after).not.toBeNull();
    expect(after!.pid).not.toBe(orphan);
    expect(isOurPostgres(after!.pid)).toBe(true);
    expect(second.output()).toContain(
      `Stopped an orphaned PostgreSQL (pid ${orphan}) left by a server that is gone`,
    );
    const rows = await query<{ note: string }>(after!.port, 'SELECT note FROM restart_probe');
    expect(rows).toEqual([{ note: 'committed before the crash' }]);
  }, 120_000);

  it('a second server on the same DATA_DIR refuses and leaves the live server and its PostgreSQL alone', async () => {
    if (!live) {
      live = start();
      await waitUntilReady(live, port, 90_000);
    }
    const pm = postmaster();
    expect(pm).not.toBeNull();
    const ticks = startTicks(pm!.pid);
    expect(ticks).not.toBeNull();

    let otherPort = await freePort();
    while (otherPort === port) otherPort = await freePort();
    const intruder = start(otherPort);
    const code = await Promise.race([intruder.exited, sleep(60_000).then(() => 'timeout' as const)]);
    if (code === 'timeout') await killNow(intruder.child);
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    expect(intruder.output()).toMatch(new RegExp(`PostgreSQL \\(pid ${pm!.pid}\\) already runs on `));

    // Untouched: same postmaster, same process, still serving through the live server.
    await sleep(500);
    expect(postmaster()?.pid).toBe(pm!.pid);
    expect(startTicks(pm!.pid)).toBe(ticks);
    expect((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok).toBe(true);
    expect(await query(pm!.port, 'SELECT 1 AS n')).toEqual([{ n: 1 }]);
  }, 120_000);
});
