import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { diceRollFromSeeds } from '@goldline/games/dice';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginalsKit, type OriginalsKit } from '../originals/originals.test-kit.ts';
import { createVendorKit, type VendorKit } from '../vendors/vendor-test-kit.ts';

/**
 * The bet path's cost in SQL statements (decision 051, "Performance"): every statement a request
 * sends to PostgreSQL, BEGIN and COMMIT included, counted per request through the async context, so
 * background work (outbox relay, timers) is not counted. The ceilings are the measured figures
 * (before the performance pass: 41 and 20; before each ledger movement became one call of
 * ledger_move, issue 11 and decision 070: 18 and 10); a
 * change that adds a round trip to a dice bet or a vendor debit fails here, not in production.
 */
// 14 and 9 statements, plus the site settings read the ledger makes at most once a second (a slow
// machine can take that long between two bets), plus one of slack: one run in three counted one
// more at load 20 (cause not found yet). The ledger's outbox NOTIFY is sent after the commit as
// background work and not counted (decision 074; it was part of ledger_move's call before). The
// jackpot's contribution is still one statement (its shard, decision 073).
const DICE_BET_CEILING = 16;
const VENDOR_DEBIT_CEILING = 10;

const scope = new AsyncLocalStorage<string[]>();
const original = pg.Client.prototype.query;

function counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  return scope.run(statements, async () => ({ result: await work(), statements }));
}

let k: OriginalsKit;
let v: VendorKit;

beforeAll(async () => {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    scope.getStore()?.push(String(text).replace(/\s+/g, ' ').slice(0, 160));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  k = await createOriginalsKit();
  v = await createVendorKit(k.t);
});

afterAll(async () => {
  pg.Client.prototype.query = original;
  await k?.close();
});

describe('statements per bet', () => {
  it('a winning dice bet over HTTP (cash, jackpot fed) stays within its ceiling', async () => {
    // The costliest ordinary bet: stake, payout and a jackpot contribution of a whole cent (2.00 at
    // 0.5 %) all move money. The roll is known in advance from the seed pair and its next nonce.
    const bet = async () => {
      const seed = await k.t.db
        .selectFrom('player_seeds')
        .select(['server_seed', 'client_seed', 'nonce'])
        .where('member_id', '=', k.ids.demo)
        .where('active', '=', true)
        .executeTakeFirstOrThrow();
      const roll = await diceRollFromSeeds(seed.server_seed, seed.client_seed, seed.nonce);
      const direction = roll < 5_000 ? 'under' : 'over';
      return counted(() => k.dice(k.tokens.demo, { amount: '2.00', target: 50, direction }));
    };
    // Warm-up: seed pair, jackpot cycle; system accounts created by a bet are cached from the next.
    await k.dice(k.tokens.demo, { amount: '2.00' });
    await k.dice(k.tokens.demo, { amount: '2.00' });
    let { result, statements } = await bet();
    if (result.json().value?.win !== true) ({ result, statements } = await bet()); // roll 50.00: 1 in 10,001
    expect(result.statusCode).toBe(200);
    expect(result.json().value).toMatchObject({ win: true });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(DICE_BET_CEILING);
  });

  it('a vendor debit stays within its ceiling', async () => {
    const memberId = await v.member(100_000n);
    const token = await v.token(memberId);
    const debit = (transactionId: string) =>
      v.call('debit', {
        playerId: memberId,
        token,
        currency: 'USD',
        transactionId,
        roundId: randomUUID(),
        gameCode: v.gameCode,
        amount: '1.00',
      });
    for (let i = 0; i < 2; i += 1) expect((await debit(randomUUID())).json()).toMatchObject({ status: 'OK' });
    const { result, statements } = await counted(() => debit(randomUUID()));
    expect(result.json()).toMatchObject({ status: 'OK' });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(VENDOR_DEBIT_CEILING);
  });
});
