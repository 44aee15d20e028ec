import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { ledgerViolations, newMember } from '../../../test/ledger-support.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../../..');
const worker = path.resolve(here, '../../../test/ledger-worker.ts');
const COUNT = 300;

let db: Db;
let url: string;
beforeAll(async () => {
  url = (await createTestDatabase()).url;
  db = createDb(url, 2);
});
afterAll(() => db.destroy());

/** Deterministic kill moments (mulberry32), so a failure can be reproduced. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs the worker; SIGKILLs it `killAfterAcks` acknowledgements in plus a random delay, or lets it finish. */
function runWorker(args: string[], killAt: number | null, delayMs: number) {
  return new Promise<{ acks: { i: number; id: string; replayed: boolean }[]; killed: boolean }>(
    (resolve, reject) => {
      // node --import tsx, not the tsx binary: SIGKILL must hit the process doing the work (the tsx
      // wrapper would die and leave its node child running).
      const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const acks: { i: number; id: string; replayed: boolean }[] = [];
      let buffer = '';
      let stderr = '';
      let armed = false;
      child.stderr.on('data', (d) => (stderr += d));
      child.stdout.on('data', (d) => {
        buffer += d;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const [, i, id, replayed] = line.split(' ');
          acks.push({ i: Number(i), id: id!, replayed: replayed === 'true' });
          if (killAt !== null && !armed && acks.filter((x) => !x.replayed).length >= killAt) {
            armed = true;
            setTimeout(() => child.kill('SIGKILL'), delayMs);
          }
        }
      });
      child.on('exit', (code, signal) => {
        if (signal === 'SIGKILL') resolve({ acks, killed: true });
        else if (code === 0) resolve({ acks, killed: false });
        else reject(new Error(`worker exited ${code}: ${stderr}`));
      });
    },
  );
}

describe('ledger crash safety', () => {
  it('never applies a key twice and loses no acknowledged movement across SIGKILLs', async () => {
    const ledger = createLedgerService({ db });
    const a = await newMember(db, ledger);
    const b = await newMember(db, ledger);
    const args = [url, a.memberId, b.memberId, String(COUNT)];
    const random = prng(42);
    const acked = new Map<number, string>();
    let kills = 0;
    for (let cycle = 0; cycle < 6; cycle++) {
      const last = cycle === 5;
      // Each cycle kills after 3-17 new movements plus 0-4 ms: often mid-transaction.
      const result = await runWorker(
        args,
        last ? null : 3 + Math.floor(random() * 15),
        Math.floor(random() * 5),
      );
      if (result.killed) kills++;
      for (const ack of result.acks) {
        const before = acked.get(ack.i);
        // A retried key answers with the transaction it got the first time.
        if (before) expect(ack).toMatchObject({ id: before, replayed: true });
        acked.set(ack.i, ack.id);
      }
    }
    expect(kills).toBeGreaterThanOrEqual(5);
    expect(acked.size).toBe(COUNT);

    const rows = await db
      .selectFrom('ledger_transactions')
      .select(['idem_key', 'id'])
      .where('scope', '=', 'crash')
      .execute();
    expect(rows).toHaveLength(COUNT);
    for (const r of rows) expect(acked.get(Number(r.idem_key.slice('crash-'.length)))).toBe(r.id);
    let expectA = 0n;
    let expectB = 0n;
    for (let i = 0; i < COUNT; i++) {
      if (i % 3 === 2) {
        expectA -= 2n;
        expectB += 2n;
      } else expectA += BigInt((i % 7) + 1);
    }
    expect((await ledger.balance({ accountId: a.accountId })).balance).toBe(expectA);
    expect((await ledger.balance({ accountId: b.accountId })).balance).toBe(expectB);
    expect(await ledgerViolations(db)).toEqual([]);
  }, 60_000);
});
