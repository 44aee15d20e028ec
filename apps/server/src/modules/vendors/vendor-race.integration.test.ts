import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ledgerViolations } from '../../../test/ledger-support.ts';
import { createVendorKit, type VendorKit } from './vendor-test-kit.ts';

/**
 * Bet, win and rollback of one round raced in random order (each sent twice at once, as a vendor
 * retrying on a timeout would): whatever the order, every call id moves money at most once and the
 * round's totals, its status and the ledger tell the same story.
 */
let t: TestApp;
let v: VendorKit;
beforeAll(async () => {
  t = await createTestApp(() => {}, { poolSize: 10 });
  v = await createVendorKit(t);
});
afterAll(() => t.close());

const ITERATIONS = 30;
const pause = () => new Promise((r) => setTimeout(r, Math.random() * 10));
const shuffle = <T>(xs: T[]) => xs.sort(() => Math.random() - 0.5);

describe('one round raced', () => {
  it(`bet / win / rollback in random order, ${ITERATIONS} times: money moves once, the round is coherent`, async () => {
    const memberId = await v.member(100_000n);
    const token = await v.token(memberId);
    const who = { token, playerId: memberId, currency: 'USD' };
    const outcomes = new Set<string>();

    for (let i = 0; i < ITERATIONS; i++) {
      const [bet, win, refund] = [`b${i}`, `w${i}`, `rb${i}`];
      const roundId = `race-${i}`;
      const calls = {
        bet: () =>
          v.call('debit', { ...who, transactionId: bet, roundId, gameCode: v.gameCode, amount: '10.00' }),
        win: () =>
          v.call('credit', {
            ...who,
            transactionId: win,
            roundId,
            gameCode: v.gameCode,
            amount: '15.00',
            referenceTransactionId: bet,
          }),
        rollback: () => v.call('rollback', { ...who, transactionId: refund, referenceTransactionId: bet }),
      };
      const order = shuffle([...Object.keys(calls), ...Object.keys(calls)] as (keyof typeof calls)[]);
      const answers = await Promise.all(
        order.map(async (name) => {
          await pause();
          return { name, status: (await calls[name]()).json().status as string };
        }),
      );
      const statuses = (name: string) => answers.filter((a) => a.name === name).map((a) => a.status);
      // Both copies of a call agree.
      for (const name of Object.keys(calls)) expect(new Set(statuses(name)).size, name).toBe(1);
      const [betStatus, winStatus, rollbackStatus] = ['bet', 'win', 'rollback'].map((n) => statuses(n)[0]);
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(betStatus);
      expect(winStatus).toBe('OK');
      expect(['OK', 'ROUND_CLOSED']).toContain(rollbackStatus);

      const moved = await t.db
        .selectFrom('ledger_transactions')
        .select('idem_key')
        .where('scope', '=', `game:${v.code}`)
        .where('idem_key', 'in', [bet, win, refund])
        .execute();
      const keys = moved.map((m) => m.idem_key).sort();
      const betMoved = betStatus === 'OK';
      const refunded = betMoved && rollbackStatus === 'OK';
      expect(keys).toEqual([...(betMoved ? [bet] : []), ...(refunded ? [refund] : []), win].sort());

      const round = await t.db
        .selectFrom('game_rounds')
        .selectAll()
        .where('vendor_code', '=', v.code)
        .where('round_id', '=', roundId)
        .executeTakeFirstOrThrow();
      expect(round).toMatchObject({
        stake: betMoved ? '1000' : '0',
        payout: '1500',
        refunded: refunded ? '1000' : '0',
        status: refunded ? 'REFUNDED' : 'SETTLED',
      });
      outcomes.add(`${betStatus}/${rollbackStatus}`);
    }

    const rounds = await t.db
      .selectFrom('game_rounds')
      .select(['stake', 'payout', 'refunded'])
      .where('member_id', '=', memberId)
      .execute();
    const net = rounds.reduce((s, r) => s - BigInt(r.stake) + BigInt(r.payout) + BigInt(r.refunded), 0n);
    expect(await v.balance(memberId)).toBe(100_000n + net);
    expect(await ledgerViolations(t.db)).toEqual([]);
    // The random orders really did reach different outcomes.
    expect(outcomes.size).toBeGreaterThan(1);
  });
});
