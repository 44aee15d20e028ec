import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import type { Config } from '../config.ts';
import { JOBS_APPLICATION_NAME } from './job-runner.ts';
import type { JobName } from './jobs.ts';

const jobsOn = (c: Config) => {
  c.jobs = true;
};

interface Run {
  jobId: string;
  task: string;
  /** The cron tick a job was scheduled for (payload._cron.ts), null for a queued job. */
  cronTs: number | null;
  process: string;
}

/** What a process's runner did, recorded from graphile-worker's events. */
function watch(t: TestApp, name: string) {
  const runs: Run[] = [];
  const errors: string[] = [];
  const scheduled: number[] = [];
  const { events } = t.services.jobs;
  events.on('job:success', ({ job }) => {
    const cron = (job.payload as { _cron?: { ts: string } } | null)?._cron;
    runs.push({
      jobId: job.id,
      task: job.task_identifier,
      cronTs: cron ? Date.parse(cron.ts) : null,
      process: name,
    });
  });
  events.on('job:error', ({ job, error }) => errors.push(`${job.task_identifier}: ${String(error)}`));
  events.on('cron:schedule', ({ timestamp }) => scheduled.push(timestamp));
  return { runs, errors, scheduled };
}
type Watch = ReturnType<typeof watch>;

/** graphile-worker's events that say a pool or its LISTEN connection came, went or failed. */
const LIFECYCLE_EVENTS = [
  'pool:create',
  'pool:release',
  'pool:fatalError',
  'pool:gracefulShutdown',
  'pool:gracefulShutdown:error',
  'pool:forcefulShutdown',
  'pool:listen:error',
  'pool:listen:success',
  'worker:fatalError',
  'worker:getJob:error',
  'resetLocked:failure',
] as const;

async function waitFor(what: string, ok: () => boolean, timeoutMs: number, errors: string[] = []) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (errors.length) throw new Error(`job failed: ${errors.join('; ')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Queues a job on the app's runner and waits until a worker finished it. */
async function runJob(t: TestApp, w: Watch, task: JobName): Promise<void> {
  const job = await t.services.jobs.addJob(task);
  await waitFor(task, () => w.runs.some((r) => r.jobId === job.id), 15_000, w.errors);
}

const count = async (t: TestApp, q: string) =>
  Number((await sql.raw<{ n: string }>(q).execute(t.db)).rows[0]!.n);
const memberId = async (t: TestApp, username: string) =>
  (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow())
    .id;

describe('JOBS=off (the default in tests)', () => {
  it('installs no queue schema and refuses jobs', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.jobs).toBe(false);
      expect(await count(t, "SELECT count(*) AS n FROM pg_namespace WHERE nspname = 'graphile_worker'")).toBe(
        0,
      );
      await expect(t.services.jobs.addJob('cleanup.captchas')).rejects.toThrow(/not running/);
    } finally {
      await t.close();
    }
  });
});

describe('E2E_FAST_JOBS=1 (end-to-end tests only, decision 089)', () => {
  it('queues the agent rollup every few seconds besides its minute cron, and stops with the app', async () => {
    const t = await createTestApp((c) => {
      c.jobs = true;
      c.fastJobs = true;
    });
    const w = watch(t, 'a');
    let closed = false;
    try {
      // Two queued (not cron) runs: the repeat, not a minute tick that happened to fall in the wait.
      const queuedRollups = () => w.runs.filter((r) => r.task === 'agent.rollup' && r.cronTs === null);
      // Installing the queue schema on a fresh database takes a while on a loaded machine.
      await waitFor('two repeated rollups', () => queuedRollups().length >= 2, 45_000, w.errors);
      await t.close();
      closed = true;
      const after = w.runs.length;
      await new Promise((r) => setTimeout(r, 3_500));
      expect(w.runs.length).toBe(after);
    } finally {
      if (!closed) await t.close();
    }
  }, 90_000);
});

describe('cleanup jobs: old rows go, fresh rows stay', () => {
  let t: TestApp;
  let w: Watch;
  beforeAll(async () => {
    t = await createTestApp(jobsOn);
    w = watch(t, 'A');
  });
  afterAll(() => t?.close());

  it('cleanup.outbox deletes events older than 7 days, in batches of 5,000', async () => {
    const member = await memberId(t, 'demo');
    const others = await count(t, "SELECT count(*) AS n FROM outbox_events WHERE type <> 'test'");
    // 12,000 old events (three batches), then some younger ones, as ids grow with time.
    await sql`
      INSERT INTO outbox_events (member_id, type, payload, created_at)
      SELECT ${member}, 'test', '{"age":"old"}'::jsonb, now() - interval '8 days' - g * interval '1 second'
      FROM generate_series(1, 12000) g`.execute(t.db);
    await sql`
      INSERT INTO outbox_events (member_id, type, payload, created_at)
      SELECT ${member}, 'test', '{"age":"fresh"}'::jsonb, now() - interval '6 days 23 hours'
      FROM generate_series(1, 10)`.execute(t.db);
    await sql`INSERT INTO outbox_events (member_id, type, payload) VALUES (${member}, 'test', '{"age":"new"}')`.execute(
      t.db,
    );
    await runJob(t, w, 'cleanup.outbox');
    expect(await count(t, "SELECT count(*) AS n FROM outbox_events WHERE payload->>'age' = 'old'")).toBe(0);
    expect(await count(t, "SELECT count(*) AS n FROM outbox_events WHERE type = 'test'")).toBe(11);
    expect(await count(t, "SELECT count(*) AS n FROM outbox_events WHERE type <> 'test'")).toBe(others);
  });

  it('cleanup.captchas deletes expired captchas only', async () => {
    const ins = (id: string, expiresIn: string) =>
      sql`INSERT INTO captchas (id, answer_hash, ip, expires_at)
          VALUES (${id}, 'x', '127.0.0.1', now() + ${expiresIn}::interval)`.execute(t.db);
    await ins('old-1', '-2 hours');
    await ins('old-2', '-1 minute');
    await ins('fresh-1', '4 minutes');
    const known = await t.knownCaptcha();
    await runJob(t, w, 'cleanup.captchas');
    const left = await t.db.selectFrom('captchas').select('id').execute();
    expect(left.map((r) => r.id).sort()).toEqual([known.captchaId, 'fresh-1'].sort());
  });

  it('cleanup.smsCodes deletes codes expired over a day ago, keeps what the send throttle counts', async () => {
    const ins = (phone: string, expiredAgo: string, used: boolean) =>
      sql`INSERT INTO sms_codes (purpose, phone, code_hash, ip, delivered, created_at, expires_at, used_at)
          VALUES ('login', ${phone}, 'x', '127.0.0.1', true,
            now() - ${expiredAgo}::interval - interval '5 minutes', now() - ${expiredAgo}::interval,
            ${used ? sql`now() - ${expiredAgo}::interval` : null})`.execute(t.db);
    await ins('1:old-used', '2 days', true);
    await ins('1:old-unused', '25 hours', false);
    await ins('1:recent', '10 minutes', false);
    await ins('1:recent-used', '10 minutes', true);
    await ins('1:active', '-4 minutes', false);
    await runJob(t, w, 'cleanup.smsCodes');
    const left = await t.db.selectFrom('sms_codes').select('phone').where('phone', 'like', '1:%').execute();
    expect(left.map((r) => r.phone).sort()).toEqual(['1:active', '1:recent', '1:recent-used']);
  });

  it('cleanup.emailCodes deletes codes expired over a day ago, keeps what the hourly limit counts', async () => {
    const member = await memberId(t, 'demo');
    const ins = (email: string, expiredAgo: string, used: boolean) =>
      sql`INSERT INTO email_codes (member_id, email, code_hash, created_at, expires_at, used_at)
          VALUES (${member}, ${email}, 'x',
            now() - ${expiredAgo}::interval - interval '10 minutes', now() - ${expiredAgo}::interval,
            ${used ? sql`now() - ${expiredAgo}::interval` : null})`.execute(t.db);
    await ins('old-used@example.com', '3 days', true);
    await ins('old@example.com', '25 hours', false);
    await ins('recent@example.com', '30 minutes', true);
    await ins('active@example.com', '-9 minutes', false);
    await runJob(t, w, 'cleanup.emailCodes');
    const left = await t.db
      .selectFrom('email_codes')
      .select('email')
      .where('member_id', '=', member)
      .execute();
    expect(left.map((r) => r.email).sort()).toEqual(['active@example.com', 'recent@example.com']);
  });

  it('running a cleanup again changes nothing (idempotent)', async () => {
    const before = await count(t, 'SELECT count(*) AS n FROM outbox_events');
    await runJob(t, w, 'cleanup.outbox');
    expect(await count(t, 'SELECT count(*) AS n FROM outbox_events')).toBe(before);
  });

  it('survives losing its connections mid-job: no crash, and jobs run again', async () => {
    // What the runner went through, for the failure message: this once ran nothing for 30 s in CI
    // and passed alone, and the runner's own log is silent in tests.
    const started = Date.now();
    const timeline: string[] = [];
    const note = (event: string) => (payload: object) => {
      const error = 'error' in payload ? `: ${String(payload.error)}` : '';
      timeline.push(`${Date.now() - started} ms ${event}${error}`);
    };
    for (const event of LIFECYCLE_EVENTS) t.services.jobs.events.on(event, note(event));
    // Kill the runner's connections while jobs complete: graphile-worker reconnects, or stops and
    // our runner starts a new one; an unhandled rejection here would fail the run (and end a server).
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 10 }, () => t.services.jobs.addJob('cleanup.captchas').catch(() => {})),
      );
      await new Promise((r) => setTimeout(r, 30));
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${JOBS_APPLICATION_NAME}`.execute(t.db);
      await new Promise((r) => setTimeout(r, 200));
    }
    w.errors.length = 0;
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await runJob(t, w, 'cleanup.captchas');
        break;
      } catch (e) {
        if (Date.now() > deadline)
          throw new Error(`${(e as Error).message}; the runner's events:\n${timeline.join('\n')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }, 60_000);
});

describe('two processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let wa: Watch;
  let wb: Watch;
  beforeAll(async () => {
    a = await createTestApp(jobsOn);
    b = await createTestApp(jobsOn, { database: a.databaseName });
    wa = watch(a, 'A');
    wb = watch(b, 'B');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  const allRuns = () => [...wa.runs, ...wb.runs];

  it('queued jobs: each runs exactly once, whichever process enqueued it', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).services.jobs.addJob('cleanup.captchas')),
    );
    const ids = jobs.map((j) => j.id);
    const done = () => allRuns().filter((r) => ids.includes(r.jobId));
    await waitFor('20 jobs', () => new Set(done().map((r) => r.jobId)).size === 20, 20_000, [
      ...wa.errors,
      ...wb.errors,
    ]);
    await new Promise((r) => setTimeout(r, 1_000)); // time for a duplicate run to show up, if any
    expect(done()).toHaveLength(20);
    expect(new Set(done().map((r) => r.jobId)).size).toBe(20);
  });

  it('a cron tick that both processes schedule runs once: a due receipt is auto-confirmed once', async () => {
    // An approved withdrawal whose receipt deadline has passed.
    const member = await memberId(a, 'demo');
    const { withdrawals, adminWallet } = a.services;
    const account = await withdrawals.bindAccount(member, {
      bankName: 'Demo Bank',
      accountName: 'Demo',
      accountNumber: '11112222',
      paymentPassword: 'Pay#2026',
    });
    const w = await withdrawals.request(member, {
      bankAccountId: account.id,
      amount: '25.00',
      paymentPassword: 'Pay#2026',
      idempotencyKey: randomUUID(),
    });
    const operator = await a.db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow();
    await adminWallet.approveWithdrawal(operator.id, w.id);
    await a.db
      .updateTable('withdrawals')
      .set({ confirm_deadline: new Date(Date.now() - 60_000) })
      .where('id', '=', w.id)
      .execute();

    // The next minute tick: both processes' cron schedules it (cron:schedule in each) ...
    const start = Date.now();
    const tick = () => wa.scheduled.find((ts) => ts > start && wb.scheduled.includes(ts));
    await waitFor('a cron tick scheduled by both processes', () => tick() !== undefined, 75_000);
    const ts = tick()!;
    const ran = () =>
      allRuns().filter((r) => r.task === 'withdrawals.autoConfirmReceipts' && r.cronTs === ts);
    await waitFor('the tick to run', () => ran().length > 0, 15_000, [...wa.errors, ...wb.errors]);
    await new Promise((r) => setTimeout(r, 1_000));
    // ... and exactly one of them runs it.
    expect(ran()).toHaveLength(1);
    const row = await a.db
      .selectFrom('withdrawals')
      .select(['receipt', 'receipt_at'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(row.receipt).toBe('AUTO');
    expect(row.receipt_at).not.toBeNull();
    console.log(`tick ${new Date(ts).toISOString()}: scheduled by A and B, run by ${ran()[0]!.process}`);
  }, 100_000);
});
