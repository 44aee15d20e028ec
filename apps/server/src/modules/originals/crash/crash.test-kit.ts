import { crashPointCents } from '@goldline/games/crash';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { crashRepository } from './crash.repository.ts';
import { gameHashAt, walkChain } from './crash-chain-hashes.ts';
import { CRASH_LEADER_LOCK } from './crash-leadership.ts';

/**
 * Test support for the crash integration tests. The growth curve is fixed (2x takes 11.5 s), so a
 * test that must finish in seconds needs rounds that crash early: `commitDesignedChain` commits a
 * real chain (fixed seed) whose public salt is searched so that its first games crash inside the
 * given ranges. Everything else (hashes, crash points, verification) is the production path.
 */
export async function commitDesignedChain(
  db: Db,
  ranges: readonly (readonly [bigint, bigint])[],
  length = 50,
): Promise<{ terminalHash: string; salt: string; crashCents: bigint[] }> {
  const seed = 'c7a5'.repeat(16);
  const walked = await walkChain(seed, length);
  const hashes = ranges.map((_, i) => gameHashAt(walked, i + 1));
  for (let attempt = 0; attempt < 200_000; attempt++) {
    const salt = `designed-salt-${attempt}`;
    const crashCents: bigint[] = [];
    for (const [i, [min, max]] of ranges.entries()) {
      const c = await crashPointCents(hashes[i]!, salt);
      if (c < min || c > max) break;
      crashCents.push(c);
    }
    if (crashCents.length === ranges.length) {
      await crashRepository.insertChain(db, { seed, length, terminalHash: walked.terminalHash, salt });
      return { terminalHash: walked.terminalHash, salt, crashCents };
    }
  }
  throw new Error('no salt found for these ranges');
}

/** Polls until `read` returns something truthy (the loop's phases are timed by the database). */
export async function eventually<T>(
  read: () => Promise<T | null | undefined | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the crash loop');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function roundPhase(db: Db, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('crash_rounds')
    .select('phase')
    .where('id', '=', String(id))
    .executeTakeFirst();
  return row?.phase ?? null;
}

/** The OS pids of the processes holding the crash leadership lock (from their connection's name). */
export async function leaderPids(db: Db): Promise<number[]> {
  const rows = await sql<{ name: string }>`
    SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND l.objid = ${CRASH_LEADER_LOCK}
      AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db);
  return rows.rows.map((r) => Number(r.name.split(':')[1]));
}
