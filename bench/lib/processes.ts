import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

/** Starts a TypeScript entry point with tsx and resolves once `readyPath` answers 200. */
export async function startProcess(
  entry: string,
  port: number,
  readyPath: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const tsx = join(root, 'node_modules/.bin/tsx');
  const child = spawn(tsx, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${entry} did not become ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  return { child, stop };
}

/** The real server on its own fresh embedded database. */
export async function startAppServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'goldline-bench-'));
  // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startProcess('apps/server/src/server.ts', port, '/wps/system/status', {
    DATA_DIR: dataDir,
    // The bench drives thousands of logins from one address: lift the per-IP limits for this run only.
    RATE_LIMITS: 'off',
    // Benchmarks measure requests, not the job queue's own connections and polling.
    JOBS: 'off',
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
