import { createInterface } from 'node:readline';
import { createDb } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';

/**
 * A process of its own for group-commit-processes.integration.test.ts: posts debits of 1 from one
 * wallet through the ledger's group commit, the keys read from stdin (one per line), LOOPS at a
 * time, and prints `ack <key> <transactionId>` or `refused <key> <code>` once the ledger answered,
 * i.e. after the batch's commit. The test SIGKILLs it at random moments and checks what it printed
 * against the database.
 * Environment: DATABASE_URL, MEMBER (the payer), LOOPS.
 */
const db = createDb(process.env.DATABASE_URL!, 10);
const ledger = createLedgerService({ db });
const member = process.env.MEMBER!;
const loops = Number(process.env.LOOPS ?? 20);

const keys: string[] = [];
let ended = false;
/** Loops waiting for a key. */
let waiting: (() => void)[] = [];
const wakeAll = () => {
  const w = waiting;
  waiting = [];
  for (const wake of w) wake();
};
const lines = createInterface({ input: process.stdin });
lines.on('line', (k) => {
  keys.push(k);
  wakeAll();
});
lines.on('close', () => {
  ended = true;
  wakeAll();
});

async function next(): Promise<string | null> {
  while (keys.length === 0 && !ended) await new Promise<void>((r) => waiting.push(r));
  return keys.shift() ?? null;
}

async function loop(): Promise<void> {
  for (let key = await next(); key !== null; key = await next()) {
    try {
      const r = await ledger.move({
        scope: 'gc-proc',
        key,
        kind: 'bet',
        postings: [
          { from: { memberId: member, kind: 'cash' }, to: { system: 'house', currency: 'USD' }, amount: 1n },
        ],
      });
      process.stdout.write(`ack ${key} ${r.transactionId}\n`);
    } catch (err) {
      const code = typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : String(err);
      process.stdout.write(`refused ${key} ${code}\n`);
    }
  }
}

await Promise.all(Array.from({ length: loops }, loop));
await db.destroy();
