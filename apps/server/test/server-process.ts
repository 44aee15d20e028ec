import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free loopback port, kept across restarts so clients keep one base URL. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * The real server (apps/server/src/server.ts) as ONE node process: `node --import tsx`, not the
 * tsx binary, so a SIGKILL hits the process that serves (the tsx wrapper would die and leave its
 * node child running). Resolves once /wps/system/status answers: a cold start compiles the server
 * with tsx, which took over 20 s for two processes at once on a loaded 2-core CI machine.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const run = spawnServer(env, port);
  await waitUntilReady(run, port, 60_000);
  return run.child;
}

/** SIGKILLs a child (our own, by its handle) and waits until it is gone. */
export function killNow(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A server process whose stdout and stderr are kept, for tests that read what it printed. */
export interface ServerRun {
  child: ChildProcess;
  /** Everything printed so far (stdout and stderr interleaved). */
  output: () => string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
}

/**
 * Like startServer, but returns at once (the caller waits with waitUntilReady or on `exited`) and
 * keeps the output. An `undefined` value removes that variable from the inherited environment
 * (e.g. DATABASE_URL, so the server starts its own embedded PostgreSQL).
 */
export function spawnServer(env: Record<string, string | undefined>, port: number): ServerRun {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Waits until /wps/system/status answers; SIGKILLs the process and throws after `timeoutMs`. */
export async function waitUntilReady(run: ServerRun, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (run.child.exitCode !== null || run.child.signalCode !== null)
      throw new Error(`server exited ${run.child.exitCode ?? run.child.signalCode}: ${run.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await killNow(run.child);
      throw new Error(`server did not become ready within ${timeoutMs} ms: ${run.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGTERM (graceful close), then SIGKILL if the process is still there after `timeoutMs`. */
export async function stopServer(run: ServerRun, timeoutMs = 15_000): Promise<void> {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return;
  run.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const result = await Promise.race([run.exited, late]);
  clearTimeout(timer);
  if (result === 'late') await killNow(run.child);
}

/**
 * Two server processes on one database (the cross-process tests: sockets, the session cache),
 * started together on two distinct free ports. If either fails to start, both are stopped and the
 * failure is thrown; otherwise the caller kills `children` (our own, by their handles) when done.
 */
export async function startTwoServers(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ children: [ChildProcess, ChildProcess]; bases: [string, string] }> {
  const portA = await freePort();
  let portB = await freePort();
  while (portB === portA) portB = await freePort();
  const runs = [spawnServer(env, portA), spawnServer(env, portB)] as const;
  const ready = await Promise.allSettled([
    waitUntilReady(runs[0], portA, timeoutMs),
    waitUntilReady(runs[1], portB, timeoutMs),
  ]);
  const failed = ready.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(runs.map((r) => killNow(r.child)));
    throw failed.reason;
  }
  return {
    children: [runs[0].child, runs[1].child],
    bases: [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`],
  };
}
