import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { ledgerViolations, newMember } from '../../../test/ledger-support.ts';
import { killNow } from '../../../test/server-process.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';

/**
 * The group commit (decision 097) across real processes: `group-commit.child.ts` posts debits
 * through the ledger's batches and prints each answer. SIGKILLed mid-batch and restarted, no
 * acknowledged debit is lost and none is applied twice; two such processes on one database and one
 * wallet apply each key once and give both callers the same answer.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'group-commit.child.ts');

interface Poster {
  proc: ChildProcess;
  /** key -> 'ack <transactionId>' | 'refused <code>' */
  answers: Map<string, string>;
  exited: Promise<void>;
}

function startPoster(url: string, member: string): Poster {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, MEMBER: member, LOOPS: '20' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const answers = new Map<string, string>();
  let buffer = '';
  proc.stdout?.on('data', (d) => {
    buffer += d;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const [what, key, detail] = line.split(' ');
      if (key) answers.set(key, `${what} ${detail}`);
    }
  });
  // A killed child's stdin may still be written to by the test: ignore EPIPE there.
  proc.stdin?.on('error', () => {});
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return { proc, answers, exited };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the child process');
    await sleep(5);
  }
}

let db: Db;
let url: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  url = (await createTestDatabase()).url;
  db = createDb(url, 2);
});
afterAll(async () => {
  await Promise.all(children.map((c) => killNow(c)));
  await db.destroy();
});

async function fundedWallet(amount: bigint) {
  const ledger = createLedgerService({ db, groupCommit: false });
  const m = await newMember(db, ledger);
  await ledger.move({
    scope: 'gc-proc-fund',
    key: m.memberId,
    kind: 'deposit',
    postings: [
      {
        from: { system: 'payment_clearing', currency: 'USD' },
        to: { memberId: m.memberId, kind: 'cash' },
        amount,
      },
    ],
  });
  return m;
}

async function stored(keys: string[]) {
  const { rows } = await sql<{ idem_key: string; id: string; commit: string }>`
    SELECT idem_key, id::text AS id, xmin::text AS commit FROM ledger_transactions
    WHERE scope = 'gc-proc' AND idem_key = ANY(${keys}::text[])`.execute(db);
  return rows;
}

describe('group commit across processes', () => {
  it('loses no acknowledged debit and applies none twice across 3 SIGKILLs mid-batch', async () => {
    const m = await fundedWallet(1_000_000n);
    const keys = Array.from({ length: 600 }, (_, i) => `kill-${m.memberId}-${i}`);
    const acked = new Map<string, string>();
    let pending = [...keys];
    /** After each kill: keys sent to the killed process and not answered (posted again next round). */
    const unanswered: number[] = [];
    for (let round = 0; round < 4 && pending.length > 0; round++) {
      const p = startPoster(url, m.memberId);
      children.push(p.proc);
      p.proc.stdin?.write(`${pending.join('\n')}\n`);
      if (round < 3) {
        // Killed once some answers are out, with many movements still queued or in a batch.
        const target = 40 + round * 30;
        await until(() => p.answers.size >= target, 120_000);
        await killNow(p.proc);
      } else {
        p.proc.stdin?.end();
        await p.exited;
      }
      for (const [key, answer] of p.answers) {
        expect(answer).toMatch(/^ack \d+$/);
        acked.set(key, answer.slice(4));
      }
      pending = pending.filter((k) => !acked.has(k));
      if (round < 3) unanswered.push(pending.length);
    }
    expect(pending).toEqual([]);
    expect(unanswered).toHaveLength(3);
    for (const n of unanswered) expect(n).toBeGreaterThan(0);

    const rows = await stored(keys);
    // Each key once, and what was acknowledged is what is stored (an answer never precedes its commit).
    expect(rows).toHaveLength(keys.length);
    const byKey = new Map(rows.map((r) => [r.idem_key, r.id]));
    for (const [key, tx] of acked) expect(byKey.get(key)).toBe(tx);
    // Batched: far fewer commits than movements.
    expect(new Set(rows.map((r) => r.commit)).size).toBeLessThan(keys.length / 2);
    const balance = await createLedgerService({ db }).balance({ accountId: m.accountId });
    expect(balance.balance).toBe(1_000_000n - BigInt(keys.length));
    expect(await ledgerViolations(db)).toEqual([]);
  }, 400_000);

  it('two processes posting the same 400 debits against a wallet of 300 apply exactly 300, once each', async () => {
    const m = await fundedWallet(300n);
    const keys = Array.from({ length: 400 }, (_, i) => `two-${m.memberId}-${i}`);
    const posters = [startPoster(url, m.memberId), startPoster(url, m.memberId)];
    children.push(...posters.map((p) => p.proc));
    for (const p of posters) {
      p.proc.stdin?.write(`${keys.join('\n')}\n`);
      p.proc.stdin?.end();
    }
    await Promise.all(posters.map((p) => p.exited));
    const [a, b] = posters.map((p) => p.answers);
    expect([a!.size, b!.size]).toEqual([400, 400]);
    // The same key gets the same answer in both processes: one transaction, or both refused.
    for (const k of keys) expect(a!.get(k)).toBe(b!.get(k));
    const answers = [...a!.values()];
    expect(answers.filter((x) => x.startsWith('ack')).length).toBe(300);
    expect(answers.filter((x) => x === 'refused INSUFFICIENT_BALANCE').length).toBe(100);
    expect(await stored(keys)).toHaveLength(300);
    const balance = await createLedgerService({ db }).balance({ accountId: m.accountId });
    expect(balance.balance).toBe(0n);
    expect(await ledgerViolations(db)).toEqual([]);
  }, 400_000);
});
