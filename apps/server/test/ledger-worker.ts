/**
 * Crash-test worker (ledger-crash.integration.test.ts): applies movements with keys crash-0..N-1
 * from the start, printing `ack <i> <transactionId> <replayed>` after each one the ledger confirmed.
 * The test SIGKILLs it at random moments and starts it again; every retry must replay, not re-apply.
 */
import { createDb } from '../src/db/database.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';

const [url, memberA, memberB, count] = process.argv.slice(2);
if (!url || !memberA || !memberB || !count)
  throw new Error('usage: ledger-worker <url> <memberA> <memberB> <count>');
const db = createDb(url, 2);
const ledger = createLedgerService({ db });
const a = { memberId: memberA, kind: 'cash' } as const;
const b = { memberId: memberB, kind: 'cash' } as const;

for (let i = 0; i < Number(count); i++) {
  // Deposits to A, and every third step a transfer A -> B that the deposits always cover.
  const postings =
    i % 3 === 2
      ? [{ from: a, to: b, amount: 2n }]
      : [
          {
            from: { system: 'payment_clearing', currency: 'USD' } as const,
            to: a,
            amount: BigInt((i % 7) + 1),
          },
        ];
  const r = await ledger.move({
    scope: 'crash',
    key: `crash-${i}`,
    kind: i % 3 === 2 ? 'transfer' : 'deposit',
    postings,
  });
  process.stdout.write(`ack ${i} ${r.transactionId} ${r.replayed}\n`);
}
await db.destroy();
