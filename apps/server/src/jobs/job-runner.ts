import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import {
  type AddJobFunction,
  type Job,
  Logger,
  parseCronItems,
  type Runner,
  run,
  type Task,
  type WorkerEvents,
} from 'graphile-worker';
import type { JobName, Jobs, Schedule } from './jobs.ts';

/** How the runner's own connections show in pg_stat_activity. */
export const JOBS_APPLICATION_NAME = 'goldline-jobs';

export interface JobRunnerOptions {
  /** The app's database; graphile-worker keeps its queue there, in the schema `graphile_worker`. */
  connectionString: string;
  jobs: Jobs;
  crontab: readonly Schedule[];
  log: FastifyBaseLogger;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** graphile-worker's own connections (LISTEN, taking and completing jobs); tasks use the app's pool. */
  poolSize?: number;
}

export interface JobRunner {
  /** Installs or upgrades the queue schema, then starts the workers and the cron. */
  start(): Promise<void>;
  /** Graceful: no new jobs, waits for the running ones, closes its connections. */
  stop(): Promise<void>;
  /** Queues a job now (for tests, and for features that enqueue work). */
  addJob(task: JobName, payload?: Record<string, unknown>): ReturnType<AddJobFunction>;
  /**
   * Also queues `task` every `everyMs` while the runner runs, besides its cron (E2E_FAST_JOBS only,
   * decision 089). One pending job per task (the same job key as the cron's), so a slow run never
   * piles up jobs; the jobs are idempotent, so the extra runs change nothing but how soon.
   */
  repeatEvery(task: JobName, everyMs: number): void;
  /** graphile-worker's events (`job:success`, `job:error`, `cron:schedule`, ...), before and after start. */
  readonly events: WorkerEvents;
}

/**
 * graphile-worker under the server process (docs/decisions/060-jobs.md). Every process runs one;
 * the queue in PostgreSQL gives each job to one worker of the cluster, and each cron tick becomes one
 * job however many processes schedule it.
 */
export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const events: WorkerEvents = new EventEmitter();
  const log = opts.log.child({ module: 'jobs' });

  const taskList: Record<string, Task> = {};
  for (const [name, job] of Object.entries(opts.jobs)) {
    taskList[name] = async (_payload, helpers) => {
      const rows = await job();
      // Work done is worth a line at info; an idle tick is not.
      if (rows > 0) log.info({ task: name, jobId: helpers.job.id, rows }, 'job done');
    };
  }

  const options = {
    connectionString: withApplicationName(opts.connectionString, JOBS_APPLICATION_NAME),
    maxPoolSize: opts.poolSize ?? 4,
    concurrency: opts.concurrency ?? 2,
    noHandleSignals: true, // server.ts closes the app, and the app stops the runner
    logger: graphileLogger(log),
    events,
    taskList,
    parsedCronItems: parseCronItems(
      opts.crontab.map((s) => ({
        task: s.task,
        identifier: s.task,
        match: s.match,
        // One pending job per task: a tick replaces a job still waiting for its retry, so a failing
        // task never piles up jobs; the next tick is the retry that matters.
        options: { jobKey: `cron:${s.task}`, jobKeyMode: 'replace' as const, maxAttempts: 3 },
      })),
    ),
    // Completing or failing a job through graphile-worker's batcher (0 ms: no waiting). Unbatched,
    // 0.17 does not await the completion, so a connection lost at that moment is an unhandled
    // rejection that ends the whole process; batched, it is logged and stops the runner, which
    // restarts below.
    preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
  };

  let current: Runner | undefined;
  let stopped = true;
  let restartTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  const repeats: NodeJS.Timeout[] = [];

  const launch = async (): Promise<void> => {
    const r = await run({ ...options }); // a fresh object: graphile-worker caches by identity
    if (stopped) return r.stop(); // stop() came while it was starting
    current = r;
    failures = 0;
    // The runner ends on its own only when something broke (a job it could not complete, a cron that
    // could not reach the database ...): it has closed itself, so start a new one.
    r.promise.then(
      () => ended(r, undefined),
      (err: unknown) => ended(r, err),
    );
  };
  const ended = (r: Runner, err: unknown) => {
    if (stopped || current !== r) return;
    current = undefined;
    restartLater(err);
  };
  const restartLater = (err: unknown) => {
    const delay = Math.min(60_000, 1_000 * 2 ** failures++);
    log.error({ err }, `job runner stopped by itself; starting it again in ${delay} ms`);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!stopped) launch().catch(restartLater);
    }, delay);
  };

  return {
    events,
    async start() {
      if (!stopped) return;
      stopped = false;
      try {
        await launch();
      } catch (err) {
        stopped = true;
        throw err; // at boot a runner that cannot start stops the app from starting
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      for (const timer of repeats.splice(0)) clearInterval(timer);
      const r = current;
      current = undefined;
      await r?.stop().catch((err: unknown) => log.warn({ err }, 'job runner: stop failed'));
    },
    addJob(task, payload = {}) {
      if (!current)
        return Promise.reject(new Error('The job runner is not running (JOBS=off, or restarting)'));
      return current.addJob(task, payload);
    },
    repeatEvery(task, everyMs) {
      const timer = setInterval(() => {
        // Between a lost connection and the restart there is no runner: that tick is skipped.
        current
          ?.addJob(task, {}, { jobKey: `cron:${task}`, jobKeyMode: 'replace', maxAttempts: 3 })
          .catch((err: unknown) => log.warn({ err, task }, 'job runner: repeat not queued'));
      }, everyMs);
      timer.unref();
      repeats.push(timer);
    },
  };
}

/**
 * graphile-worker's logger into the app's pino. Its `info` is routine (worker started, job completed)
 * and goes to pino's debug, so the log stays quiet at info; warnings and errors keep their level.
 */
function graphileLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const { error, fatalError, job, jobs, ...rest } = meta ?? {};
    const fields: Record<string, unknown> = { ...scope, ...rest };
    const err = error ?? fatalError;
    if (err !== undefined) fields.err = err; // pino serialises `err` as an error
    // Whole job rows are noise in a log line; id, task and attempt say which job it was.
    if (isJob(job)) fields.job = { id: job.id, task: job.task_identifier, attempts: job.attempts };
    if (Array.isArray(jobs)) fields.jobIds = jobs.filter(isJob).map((j) => j.id);
    switch (level) {
      case 'error':
        log.error(fields, message);
        break;
      case 'warning':
        log.warn(fields, message);
        break;
      case 'info':
        log.debug(fields, message);
        break;
      default:
        log.trace(fields, message);
    }
  });
}

const isJob = (v: unknown): v is Job => typeof v === 'object' && v !== null && 'task_identifier' in v;

function withApplicationName(connectionString: string, name: string): string {
  try {
    const url = new URL(connectionString);
    url.searchParams.set('application_name', name);
    return url.toString();
  } catch {
    return connectionString; // not a URL (key=value form): left as it is
  }
}
