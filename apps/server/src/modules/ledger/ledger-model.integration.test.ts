import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { errorCode, newMember } from '../../../test/ledger-support.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';
import type { AccountRef, LedgerService, MovementResult } from './ledger.types.ts';

let db: Db;
let ledger: LedgerService;
let run = 0;

beforeAll(async () => {
  db = createDb((await createTestDatabase()).url, 4);
  ledger = createLedgerService({ db });
});
afterAll(() => db.destroy());

const who = fc.constantFrom(0, 1);
const amount = fc.bigInt({ min: 1n, max: 500n });
const pick = fc.nat({ max: 20 });
const Command = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), who, amount }),
  fc.record({ op: fc.constant('bet' as const), who, amount }),
  fc.record({ op: fc.constant('win' as const), who, amount }),
  fc.record({ op: fc.constant('transfer' as const), who, amount }),
  fc.record({ op: fc.constant('rollback' as const), pick }),
  fc.record({ op: fc.constant('hold' as const), who, amount }),
  fc.record({ op: fc.constant('post' as const), pick }),
  fc.record({ op: fc.constant('void' as const), pick }),
  fc.record({ op: fc.constant('replay' as const), pick }),
);
type Command = typeof Command extends fc.Arbitrary<infer T> ? T : never;

/** One query: per account of this run, cached balance vs entries vs holds, and unbalanced transactions. */
async function observed(ids: string[]) {
  const rows = await sql<{
    id: string;
    balance: string;
    held: string;
    total: string;
    pending: string;
    bad: number;
  }>`
    SELECT a.id, a.balance, a.held,
      (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = a.id) AS total,
      (SELECT coalesce(sum(amount), 0) FROM ledger_holds WHERE account_id = a.id AND status = 'pending') AS pending,
      (SELECT count(*) FROM (SELECT 1 FROM ledger_entries e2 WHERE e2.transaction_id IN
        (SELECT transaction_id FROM ledger_entries WHERE account_id = a.id)
        GROUP BY e2.transaction_id HAVING sum(e2.amount) <> 0) u)::int AS bad
    FROM ledger_accounts a WHERE a.id = ANY(${ids}::bigint[]) ORDER BY a.id`.execute(db);
  return new Map(rows.rows.map((r) => [r.id, r]));
}

describe('ledger model (fast-check)', () => {
  it('matches a simple model after every step of random command sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Command, { maxLength: 15 }), async (commands) => {
        run++;
        const members = [await newMember(db, ledger), await newMember(db, ledger)];
        const refs: AccountRef[] = members.map((m) => ({ memberId: m.memberId, kind: 'cash' }));
        const model = { balance: [0n, 0n], held: [0n, 0n] };
        const movements: { id: string; deltas: bigint[]; reversed: boolean }[] = [];
        const holds: { id: string; who: number; amount: bigint; open: boolean }[] = [];
        const done: { again: () => Promise<MovementResult>; id: string }[] = [];
        let k = 0;
        const key = () => ({ scope: 'model', key: `r${run}-${k++}` });
        const avail = (i: number) => model.balance[i]! - model.held[i]!;
        const house = { system: 'house', currency: 'USD' } as const;
        const clearing = { system: 'payment_clearing', currency: 'USD' } as const;

        for (const c of commands as Command[]) {
          if (c.op === 'deposit' || c.op === 'bet' || c.op === 'win' || c.op === 'transfer') {
            const i = c.who;
            const [from, to] =
              c.op === 'deposit'
                ? [clearing, refs[i]!]
                : c.op === 'bet'
                  ? [refs[i]!, house]
                  : c.op === 'win'
                    ? [house, refs[i]!]
                    : [refs[i]!, refs[1 - i]!];
            const deltas = [0n, 0n];
            if (c.op !== 'win' && c.op !== 'deposit') deltas[i] = -c.amount;
            if (c.op === 'deposit' || c.op === 'win') deltas[i] = c.amount;
            if (c.op === 'transfer') deltas[1 - i] = c.amount;
            const request = { ...key(), kind: c.op, postings: [{ from, to, amount: c.amount }] };
            if (c.op !== 'deposit' && c.op !== 'win' && avail(i) < c.amount) {
              expect(await errorCode(ledger.move(request))).toBe('INSUFFICIENT_BALANCE');
            } else {
              const r = await ledger.move(request);
              expect(r.replayed).toBe(false);
              model.balance = model.balance.map((b, j) => b + deltas[j]!);
              movements.push({ id: r.transactionId, deltas, reversed: false });
              done.push({ again: () => ledger.move(request), id: r.transactionId });
            }
          } else if (c.op === 'rollback') {
            const m = movements[c.pick % Math.max(movements.length, 1)];
            if (!m) continue;
            const p = ledger.reverse(m.id, key(), 'model');
            if (m.reversed) expect(await errorCode(p)).toBe('INVALID_STATE');
            else if (m.deltas.some((d, j) => avail(j) - d < 0n))
              expect(await errorCode(p)).toBe('INSUFFICIENT_BALANCE');
            else {
              const r = await p;
              m.reversed = true;
              model.balance = model.balance.map((b, j) => b - m.deltas[j]!);
              movements.push({ id: r.transactionId, deltas: m.deltas.map((d) => -d), reversed: false });
            }
          } else if (c.op === 'hold') {
            const request = { ...key(), account: refs[c.who]!, amount: c.amount };
            if (avail(c.who) < c.amount)
              expect(await errorCode(ledger.hold(request))).toBe('INSUFFICIENT_BALANCE');
            else {
              const r = await ledger.hold(request);
              model.held[c.who]! += c.amount;
              expect(r.available).toBe(avail(c.who));
              holds.push({ id: r.holdId, who: c.who, amount: c.amount, open: true });
            }
          } else if (c.op === 'post' || c.op === 'void') {
            const h = holds[c.pick % Math.max(holds.length, 1)];
            if (!h) continue;
            const p =
              c.op === 'post'
                ? ledger.postHold(h.id, { system: 'withdrawal_clearing', currency: 'USD' }, key())
                : ledger.voidHold(h.id, key());
            if (!h.open) expect(await errorCode(p)).toBe('HOLD_CLOSED');
            else {
              await p;
              h.open = false;
              model.held[h.who]! -= h.amount;
              if (c.op === 'post') model.balance[h.who]! -= h.amount;
            }
          } else {
            const d = done[c.pick % Math.max(done.length, 1)];
            if (!d) continue;
            const r = await d.again();
            expect(r).toMatchObject({ replayed: true, transactionId: d.id });
          }

          const seen = await observed(members.map((m) => m.accountId));
          members.forEach((m, j) => {
            const row = seen.get(m.accountId)!;
            expect(BigInt(row.balance)).toBe(model.balance[j]);
            expect(BigInt(row.total)).toBe(model.balance[j]);
            expect(BigInt(row.held)).toBe(model.held[j]);
            expect(BigInt(row.pending)).toBe(model.held[j]);
            expect(BigInt(row.balance) - BigInt(row.held)).toBeGreaterThanOrEqual(0n);
            expect(row.bad).toBe(0);
          });
        }
      }),
      { numRuns: 1000, seed: 20261122 },
    );
  }, 120_000);
});
