import { randomUUID } from 'node:crypto';
import { minesMultiplier } from '@goldline/games/mines';
import { payoutRational } from '@goldline/games/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginalsKit, type OriginalsKit } from './originals.test-kit.ts';

let k: OriginalsKit;

beforeAll(async () => {
  k = await createOriginalsKit();
  await k.fund(k.ids.player01, 100_000n);
});
afterAll(() => k.close());

const start = (body: Record<string, unknown> = {}, token = k.tokens.demo) =>
  k.post('/wps/originals/mines/start', token, {
    amount: '1.00',
    idempotencyKey: randomUUID(),
    mines: 3,
    ...body,
  });
const reveal = (roundId: string, tile: number, token = k.tokens.demo) =>
  k.post('/wps/originals/mines/reveal', token, { roundId, tile });
const cashout = (roundId: string, token = k.tokens.demo) =>
  k.post('/wps/originals/mines/cashout', token, { roundId });

/** The board as the server keeps it (the API never sends it before the end). */
async function board(roundId: string): Promise<number[]> {
  const row = await k.t.db
    .selectFrom('originals_rounds')
    .select('result')
    .where('id', '=', roundId.replace('mines-', ''))
    .executeTakeFirstOrThrow();
  return row.result.minePositions as number[];
}
const safeTiles = async (roundId: string) => {
  const mines = await board(roundId);
  return Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));
};
const walletRound = (roundId: string) =>
  k.t.db.selectFrom('game_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();

describe('mines', () => {
  it('plays a round: bet at start, one round at a time, the board hidden until the cash-out pays', async () => {
    const before = (await k.balance(k.ids.demo)).balance;
    const res = await start();
    expect(res.statusCode).toBe(200);
    const s = res.json().value;
    expect(s).toMatchObject({
      status: 'playing',
      mines: 3,
      amount: '1.00',
      revealed: [],
      minePositions: null,
    });
    expect(s).toMatchObject({
      multiplier: '1.00',
      nextMultiplier: '1.125',
      payout: '0.00',
      jackpotWin: null,
    });
    expect((await k.balance(k.ids.demo)).balance).toBe(before - 100n);
    expect(await walletRound(s.roundId)).toMatchObject({ status: 'OPEN', stake: '100', game_code: 'mines' });

    const second = await start();
    expect(second.json().code).toBe('ROUND_IN_PROGRESS');
    expect((await k.post('/wps/originals/seeds/rotate', k.tokens.demo)).json().code).toBe(
      'ROUND_IN_PROGRESS',
    );
    expect(
      (await k.post('/wps/originals/seeds/client', k.tokens.demo, { clientSeed: 'x' })).json().code,
    ).toBe('ROUND_IN_PROGRESS');
    expect((await k.balance(k.ids.demo)).balance).toBe(before - 100n);
    expect((await cashout(s.roundId)).json().code).toBe('INVALID_STATE');

    const [a, b] = await safeTiles(s.roundId);
    const one = (await reveal(s.roundId, a!)).json().value;
    expect(one).toMatchObject({ status: 'playing', revealed: [a], multiplier: '1.125', minePositions: null });
    expect(one.payout).toBe('1.12');
    expect((await reveal(s.roundId, a!)).json().code).toBe('VALIDATION_FAILED');
    const two = (await reveal(s.roundId, b!)).json().value;
    expect(two.multiplier).toBe('1.2857'); // 0.99 · C(25,2)/C(22,2) = 0.99 · 300/231
    for (const view of [
      (await k.get('/wps/originals/mines/active', k.tokens.demo)).json().value,
      (await k.get(`/wps/originals/rounds/${s.roundId}`, k.tokens.demo)).json().value,
    ]) {
      expect(JSON.stringify(view)).not.toContain('minePositions":[');
      expect(view.roundId).toBe(s.roundId);
    }

    const paid = payoutRational(100n, minesMultiplier(3, 2));
    const done = (await cashout(s.roundId)).json().value;
    expect(done).toMatchObject({ status: 'cashed-out', payout: '1.28', multiplier: '1.2857' });
    expect(done.minePositions).toEqual(await board(s.roundId));
    expect((await k.balance(k.ids.demo)).balance).toBe(before - 100n + paid);
    expect(await walletRound(s.roundId)).toMatchObject({
      status: 'SETTLED',
      stake: '100',
      payout: String(paid),
    });
    expect((await cashout(s.roundId)).json().code).toBe('ROUND_CLOSED');
    expect((await k.get('/wps/originals/mines/active', k.tokens.demo)).json().value).toBeNull();
    const recall = (await k.get(`/wps/originals/rounds/${s.roundId}`, k.tokens.demo)).json().value;
    expect(recall.result.minePositions).toEqual(done.minePositions);
    expect(recall.steps.map((x: { kind: string }) => x.kind)).toEqual([
      'start',
      'reveal',
      'reveal',
      'cashout',
    ]);
  });

  it('a mine ends the round with a win of 0 through the wallet', async () => {
    const before = (await k.balance(k.ids.demo)).balance;
    const s = (await start({ mines: 5 })).json().value;
    const [mine] = await board(s.roundId);
    const busted = (await reveal(s.roundId, mine!)).json().value;
    expect(busted).toMatchObject({ status: 'busted', payout: '0.00', multiplier: '0.00', revealed: [mine] });
    expect(busted.minePositions).toHaveLength(5);
    expect((await k.balance(k.ids.demo)).balance).toBe(before - 100n);
    expect(await walletRound(s.roundId)).toMatchObject({ status: 'SETTLED', payout: '0' });
    const calls = await k.t.db
      .selectFrom('game_wallet_txs')
      .select(['kind', 'amount'])
      .where('tx_id', 'like', `%:${s.roundId}:end`)
      .execute();
    expect(calls).toEqual([{ kind: 'WIN', amount: '0' }]);
    expect((await reveal(s.roundId, (await safeTiles(s.roundId))[0]!)).json().code).toBe('ROUND_CLOSED');
  });

  it('revealing the last safe tile cashes out by itself, capped at the max payout', async () => {
    await k.t.db
      .updateTable('originals_limits')
      .set({ max_bet: '1000', max_payout: '2000' })
      .where('game', '=', 'mines')
      .execute();
    const before = (await k.balance(k.ids.demo)).balance;
    const s = (await start({ mines: 24, amount: '1.00' })).json().value;
    const [only] = await safeTiles(s.roundId);
    const done = (await reveal(s.roundId, only!)).json().value;
    // 24.75x on 1.00 would pay 24.75; the cap is 20.00.
    expect(done).toMatchObject({
      status: 'cashed-out',
      multiplier: '24.75',
      payout: '20.00',
      nextMultiplier: null,
    });
    expect((await k.balance(k.ids.demo)).balance).toBe(before - 100n + 2000n);
    await k.t.db
      .updateTable('originals_limits')
      .set({ max_bet: '100000', max_payout: '10000000' })
      .where('game', '=', 'mines')
      .execute();
  });

  it('concurrent cash-outs pay once; the others see ROUND_CLOSED', async () => {
    const before = (await k.balance(k.ids.player01)).balance;
    const s = (await start({ amount: '2.00' }, k.tokens.player01)).json().value;
    const [a] = await safeTiles(s.roundId);
    await reveal(s.roundId, a!, k.tokens.player01);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashout(s.roundId, k.tokens.player01)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.json().code === 'ROUND_CLOSED')).toHaveLength(5);
    const paid = payoutRational(200n, minesMultiplier(3, 1));
    expect((await k.balance(k.ids.player01)).balance).toBe(before - 200n + paid);
    const wins = await k.t.db
      .selectFrom('game_wallet_txs')
      .select('amount')
      .where('kind', '=', 'WIN')
      .where('tx_id', 'like', `%:${s.roundId}:end`)
      .execute();
    expect(wins).toEqual([{ amount: String(paid) }]);
  });

  it('a replayed start answers the same round and bets once', async () => {
    const idempotencyKey = randomUUID();
    const before = (await k.balance(k.ids.player01)).balance;
    const [first, second] = await Promise.all([
      start({ idempotencyKey }, k.tokens.player01),
      start({ idempotencyKey }, k.tokens.player01),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().value.roundId).toBe(first.json().value.roundId);
    expect((await k.balance(k.ids.player01)).balance).toBe(before - 100n);
    const third = await start({ idempotencyKey, mines: 4 }, k.tokens.player01);
    expect(third.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('rounds belong to their player', async () => {
    const s = (await k.get('/wps/originals/mines/active', k.tokens.player01)).json().value;
    expect(s.status).toBe('playing');
    expect((await reveal(s.roundId, 0, k.tokens.demo)).statusCode).toBe(404);
    expect((await cashout(s.roundId, k.tokens.agent)).statusCode).toBe(404);
    expect((await cashout('dice-1', k.tokens.player01)).statusCode).toBe(404);
  });
});
