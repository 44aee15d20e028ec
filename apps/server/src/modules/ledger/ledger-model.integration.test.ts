import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { errorCode, newMember } from '../../../test/ledger-support.ts';
import { createDb, type Db } from '../../db/database.ts';
import { createLedgerService } from './ledger.service.ts';
import type { AccountRef, LedgerService, MovementResult } from './ledger.types.ts';

let db: Db;
/** Every stand-alone movement alone (ledger_move), and through the group commit (decision 097). */
let alone: LedgerService;
let grouped: LedgerService;
let run = 0;

beforeAll(async () => {
  db = createDb((await createTestDatabase()).url, 4);
  alone = createLedgerService({ db, groupCommit: false });
  grouped = createLedgerService({ db });
});
afterAll(() => db.destroy());

const who = fc.constantFrom(0, 1);
const amount = fc.bigInt({ min: 1n, max: 500n });
const pick = fc.nat({ max: 20 });
const via = fc.constantFrom('alone' as const, 'grouped' as const);
const MoveOp = fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const, 'transfer' as const);
/**
 * One item of a burst: movements sent at once, which the group commit posts as one batch in call
 * order; 'again' repeats an earlier item of the burst (same key and body), 'clash' reuses its key
 * with another amount.
 */
const BurstItem = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: MoveOp, who, amount }) },
  fc.record({ op: fc.constant('again' as const), pick }),
  fc.record({ op: fc.constant('clash' as const), pick, amount }),
);
const Command = fc.oneof(
  fc.record({ op: MoveOp, who, amount, via }),
  fc.record({
    op: fc.constant('burst' as const),
    items: fc.array(BurstItem, { minLength: 2, maxLength: 8 }),
  }),
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
        const members = [await newMember(db, alone), await newMember(db, alone)];
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

        /** A movement of the model's kinds: its request body and what it does to each balance. */
        const movement = (op: 'deposit' | 'bet' | 'win' | 'transfer', i: number, amount: bigint) => {
          const [from, to] =
            op === 'deposit'
              ? [clearing, refs[i]!]
              : op === 'bet'
                ? [refs[i]!, house]
                : op === 'win'
                  ? [house, refs[i]!]
                  : [refs[i]!, refs[1 - i]!];
          const deltas = [0n, 0n];
          if (op !== 'win' && op !== 'deposit') deltas[i] = -amount;
          if (op === 'deposit' || op === 'win') deltas[i] = amount;
          if (op === 'transfer') deltas[1 - i] = amount;
          const refused = op !== 'deposit' && op !== 'win' && avail(i) < amount;
          return { body: { kind: op, postings: [{ from, to, amount }] }, deltas, refused };
        };

        for (const c of commands as Command[]) {
          if (c.op === 'deposit' || c.op === 'bet' || c.op === 'win' || c.op === 'transfer') {
            const { body, deltas, refused } = movement(c.op, c.who, c.amount);
            const request = { ...key(), ...body };
            const [by, other] = c.via === 'alone' ? [alone, grouped] : [grouped, alone];
            if (refused) {
              expect(await errorCode(by.move(request))).toBe('INSUFFICIENT_BALANCE');
            } else {
              const r = await by.move(request);
              expect(r.replayed).toBe(false);
              model.balance = model.balance.map((b, j) => b + deltas[j]!);
              movements.push({ id: r.transactionId, deltas, reversed: false });
              // A retry is answered the same whichever path posted the first.
              done.push({ again: () => other.move(request), id: r.transactionId });
            }
          } else if (c.op === 'burst') {
            // Sent at once through the group commit; expected outcomes worked out in call order.
            type Item = { request: Parameters<LedgerService['move']>[0]; sig: string };
            const items: Item[] = [];
            const expected: ({ code: string } | { applies: bigint[] } | { replayOf: number })[] = [];
            const claimedBy = new Map<string, number>();
            for (const it of c.items) {
              let op: 'deposit' | 'bet' | 'win' | 'transfer';
              let who: number;
              let amt: bigint;
              let k2: { scope: string; key: string };
              if (it.op === 'again' || it.op === 'clash') {
                const earlier = items[it.pick % Math.max(items.length, 1)];
                if (!earlier) continue;
                const [eop, ewho, eamt] = earlier.sig.split(':') as [typeof op, string, string];
                [op, who, amt] = [eop, Number(ewho), it.op === 'clash' ? it.amount : BigInt(eamt)];
                k2 = { scope: earlier.request.scope, key: earlier.request.key };
              } else {
                [op, who, amt] = [it.op, it.who, it.amount];
                k2 = key();
              }
              const sig = `${op}:${who}:${amt}`;
              const m = movement(op, who, amt);
              const first = claimedBy.get(k2.key);
              if (first !== undefined) {
                expected.push(
                  items[first]!.sig === sig ? { replayOf: first } : { code: 'IDEMPOTENCY_CONFLICT' },
                );
              } else if (m.refused) {
                expected.push({ code: 'INSUFFICIENT_BALANCE' });
              } else {
                expected.push({ applies: m.deltas });
                model.balance = model.balance.map((b, j) => b + m.deltas[j]!);
                claimedBy.set(k2.key, items.length);
              }
              items.push({ request: { ...k2, ...m.body }, sig });
            }
            const outcomes = await Promise.all(
              items.map((it) =>
                grouped.move(it.request).then(
                  (r) => r,
                  (e: unknown) => e,
                ),
              ),
            );
            outcomes.forEach((o, n) => {
              const want = expected[n]!;
              if ('code' in want) expect(o).toMatchObject({ code: want.code });
              else if ('replayOf' in want) {
                const firstResult = outcomes[want.replayOf] as MovementResult;
                expect(o).toMatchObject({ replayed: true, transactionId: firstResult.transactionId });
              } else {
                const r = o as MovementResult;
                expect(r.replayed).toBe(false);
                movements.push({ id: r.transactionId, deltas: want.applies, reversed: false });
                done.push({ again: () => alone.move(items[n]!.request), id: r.transactionId });
              }
            });
          } else if (c.op === 'rollback') {
            const m = movements[c.pick % Math.max(movements.length, 1)];
            if (!m) continue;
            const p = alone.reverse(m.id, key(), 'model');
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
              expect(await errorCode(alone.hold(request))).toBe('INSUFFICIENT_BALANCE');
            else {
              const r = await alone.hold(request);
              model.held[c.who]! += c.amount;
              expect(r.available).toBe(avail(c.who));
              holds.push({ id: r.holdId, who: c.who, amount: c.amount, open: true });
            }
          } else if (c.op === 'post' || c.op === 'void') {
            const h = holds[c.pick % Math.max(holds.length, 1)];
            if (!h) continue;
            const p =
              c.op === 'post'
                ? alone.postHold(h.id, { system: 'withdrawal_clearing', currency: 'USD' }, key())
                : alone.voidHold(h.id, key());
            if (!h.open) expect(await errorCode(p)).toBe('HOLD_CLOSED');
            else {
              await p;
              h.open = false;
              model.held[h.who]! -= h.amount;
              if (c.op === 'post') model.balance[h.who]! -= h.amount;
            }
          } else if (c.op === 'replay') {
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
  }, 600_000); // 1000 runs of both paths and bursts: 263 s at load 15-17 on the shared 2 cores
});
