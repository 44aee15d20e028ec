import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';

/**
 * Where a bench's time goes (issue 11 asks for it where a figure is missed): the CPU seconds the
 * server and PostgreSQL spent, the wait events of PostgreSQL's client backends sampled every 20 ms,
 * and the statements that took the most time (pg_stat_statements, nested statements of functions
 * included). `BENCH_PG_PROFILE=1` turns it on; the cluster must start with `PROFILE_SETTINGS`.
 */
export const PROFILE = process.env.BENCH_PG_PROFILE === '1';

export const PROFILE_SETTINGS: Record<string, string> = PROFILE
  ? {
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.track': 'all',
      'pg_stat_statements.track_planning': 'on',
      track_functions: 'all',
    }
  : {};

const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** /proc/<pid>/stat's fields from the state on (field n at index n - 3), or null once it has exited. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) of a process and its live children, plus its reaped children's. */
export function cpuSecondsOfTree(rootPid: number): number {
  const root = statFields(rootPid);
  if (!root) return Number.NaN;
  let total = Number(root[11]) + Number(root[12]) + Number(root[13]) + Number(root[14]);
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const f = statFields(pid);
    if (f && Number(f[1]) === rootPid) total += Number(f[11]) + Number(f[12]);
  }
  return total / TICKS;
}

/** The postmaster: the parent of this connection's backend. */
export async function postmasterPid<T>(db: Kysely<T>): Promise<number> {
  const backend = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0]!.pid;
  return Number(statFields(backend)![1]);
}

/**
 * Starts measuring; `finish(units, unitName)` stops and returns the lines: CPU per unit (a bet, a
 * pair...), the wait events (average number of backends in each state per sample), the top
 * statements by total time. `db` is the bench's own connection (its samples are left out).
 */
export async function startPgProfile<T>(db: Kysely<T>, serverPid: number) {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
  await sql`SELECT pg_stat_statements_reset()`.execute(db);
  const postmaster = await postmasterPid(db);
  const waits = new Map<string, number>();
  let samples = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rows = (
        await sql<{ state: string; n: string }>`
          SELECT coalesce(state, '?') || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') AS state,
                 count(*) AS n
            FROM pg_stat_activity
           WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() GROUP BY 1`.execute(db)
      ).rows;
      samples += 1;
      for (const r of rows) waits.set(r.state, (waits.get(r.state) ?? 0) + Number(r.n));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const pg0 = cpuSecondsOfTree(postmaster);
  const server0 = cpuSecondsOfTree(serverPid);
  const self0 = process.cpuUsage();

  return async function finish(units: number, unitName: string): Promise<string[]> {
    const pgS = cpuSecondsOfTree(postmaster) - pg0;
    const serverS = cpuSecondsOfTree(serverPid) - server0;
    const self = process.cpuUsage(self0);
    sampling = false;
    await sampler;
    const per = (s: number) => `${((s / Math.max(units, 1)) * 1000).toFixed(2)} ms/${unitName}`;
    const lines = [
      `  profile: CPU server ${serverS.toFixed(1)} s (${per(serverS)}), PostgreSQL ${pgS.toFixed(1)} s (${per(pgS)}), ` +
        `load generator ${((self.user + self.system) / 1e6).toFixed(1)} s, over ${units} ${unitName}s`,
      '  backends by state and wait event (average per 20 ms sample):',
      ...[...waits]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([state, n]) => `    ${state.padEnd(44)} ${(n / Math.max(samples, 1)).toFixed(2)}`),
      `  statements by execution + planning time (ms total, calls, ms a call, of it planning; * = sent by the client):`,
    ];
    const top = (
      await sql<{
        total: string;
        calls: string;
        each: string;
        plan: string;
        toplevel: boolean;
        query: string;
      }>`
        SELECT round(total_exec_time + total_plan_time)::text AS total, calls::text,
               round(((total_exec_time + total_plan_time) / calls)::numeric, 3)::text AS each,
               round((total_plan_time / calls)::numeric, 3)::text AS plan, toplevel,
               left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS query
          FROM pg_stat_statements
         WHERE calls > 0 AND query NOT LIKE '%pg_stat_activity%' AND query NOT LIKE '%pg_stat_statements%'
         ORDER BY total_exec_time + total_plan_time DESC LIMIT 14`.execute(db)
    ).rows;
    for (const r of top) {
      lines.push(
        `    ${r.total.padStart(6)} ${r.calls.padStart(6)} ${r.each.padStart(7)} ${r.plan.padStart(7)} ${r.toplevel ? '*' : ' '} ${r.query}`,
      );
    }
    return lines;
  };
}
