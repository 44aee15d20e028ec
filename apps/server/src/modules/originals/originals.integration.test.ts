import { createHash, randomUUID } from 'node:crypto';
import { minorToAmount } from '@goldline/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginalsKit, type OriginalsKit } from './originals.test-kit.ts';

let k: OriginalsKit;

beforeAll(async () => {
  k = await createOriginalsKit();
});
afterAll(() => k.close());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('seeds', () => {
  it('creates a pair on first use, rotates on a new client seed and reveals the old server seed', async () => {
    const first = (await k.get('/wps/originals/seeds', k.tokens.player01)).json().value;
    expect(first).toMatchObject({ nonce: 0 });
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.clientSeed.length).toBeGreaterThan(0);
    // Stable until changed.
    expect((await k.get('/wps/originals/seeds', k.tokens.player01)).json().value).toEqual(first);

    const res = await k.post('/wps/originals/seeds/client', k.tokens.player01, {
      clientSeed: 'my lucky seed',
    });
    expect(res.statusCode).toBe(200);
    const { revealed, current } = res.json().value;
    expect(sha256(revealed.serverSeed)).toBe(first.serverSeedHash);
    expect(revealed).toMatchObject({ clientSeed: first.clientSeed, lastNonce: -1 });
    // The pre-committed next seed became the active one.
    expect(current).toMatchObject({
      serverSeedHash: first.nextServerSeedHash,
      clientSeed: 'my lucky seed',
      nonce: 0,
    });

    const rotated = (await k.post('/wps/originals/seeds/rotate', k.tokens.player01)).json().value;
    expect(rotated.current).toMatchObject({
      serverSeedHash: current.nextServerSeedHash,
      clientSeed: 'my lucky seed',
    });
    expect(sha256(rotated.revealed.serverSeed)).toBe(current.serverSeedHash);

    const list = (await k.get('/wps/originals/seeds/revealed', k.tokens.player01)).json().value.list;
    expect(list.map((s: { serverSeedHash: string }) => s.serverSeedHash)).toEqual([
      current.serverSeedHash,
      first.serverSeedHash,
    ]);
  });

  it('needs a member session', async () => {
    expect((await k.get('/wps/originals/seeds')).statusCode).toBe(401);
  });
});

describe('dice', () => {
  it('settles through the game wallet: stake and payout move, the round is in the betting record', async () => {
    const before = await k.balance(k.ids.demo);
    const seeds = (await k.get('/wps/originals/seeds', k.tokens.demo)).json().value;
    const res = await k.dice(k.tokens.demo, { amount: '2.00', target: 49.5, direction: 'under' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      nonce: seeds.nonce,
      serverSeedHash: seeds.serverSeedHash,
      amount: '2.00',
      replayed: false,
    });
    expect(v.roundId).toMatch(/^dice-\d+$/);
    expect(v.win).toBe(v.roll < 49.5);
    expect(v.payout).toBe(v.win ? '4.00' : '0.00');
    expect(v.multiplier).toBe(v.win ? '2.00' : '0.00');
    const after = await k.balance(k.ids.demo);
    const delta = v.win ? 200n : -200n;
    expect(after.balance - before.balance).toBe(delta);
    expect(v.balance).toBe(minorToAmount(after.balance, 2));
    const round = await k.t.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', '=', v.roundId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      vendor_code: 'INHOUSE',
      game_code: 'dice',
      member_id: k.ids.demo,
      stake: '200',
      payout: v.win ? '400' : '0',
      status: 'SETTLED',
      account_kind: 'cash',
    });
  });
});

describe('idempotency and nonces', () => {
  it('a replayed idempotencyKey answers the same, moves nothing and keeps the nonce', async () => {
    const idempotencyKey = randomUUID();
    const moves = await k.movements('game:INHOUSE');
    const first = (await k.dice(k.tokens.demo, { idempotencyKey })).json().value;
    const movedByFirst = (await k.movements('game:INHOUSE')) - moves;
    expect(movedByFirst).toBe(first.win ? 2 : 1); // stake, and the payout when there is one
    const balance = await k.balance(k.ids.demo);
    const nonce = (await k.get('/wps/originals/seeds', k.tokens.demo)).json().value.nonce;
    expect(nonce).toBe(first.nonce + 1);

    const again = await k.dice(k.tokens.demo, { idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({ ...first, replayed: true });
    expect((await k.movements('game:INHOUSE')) - moves).toBe(movedByFirst);
    expect(await k.balance(k.ids.demo)).toEqual(balance);
    expect((await k.get('/wps/originals/seeds', k.tokens.demo)).json().value.nonce).toBe(nonce);
  });

  it('concurrent copies of one request settle once', async () => {
    const idempotencyKey = randomUUID();
    const moves = await k.movements('game:INHOUSE');
    const answers = (
      await Promise.all(Array.from({ length: 6 }, () => k.dice(k.tokens.demo, { idempotencyKey })))
    ).map((r) => r.json().value);
    expect(answers.filter((a) => a.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => `${a.roundId}/${a.nonce}/${a.roll}`)).size).toBe(1);
    expect((await k.movements('game:INHOUSE')) - moves).toBe(answers[0].win ? 2 : 1);
  });

  it('the same idempotencyKey for another bet is IDEMPOTENCY_CONFLICT', async () => {
    const idempotencyKey = randomUUID();
    await k.dice(k.tokens.demo, { idempotencyKey });
    const res = await k.dice(k.tokens.demo, { idempotencyKey, amount: '3.00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const limbo = await k.post('/wps/originals/limbo/bet', k.tokens.demo, {
      idempotencyKey,
      amount: '1.00',
      target: '2',
    });
    expect(limbo.json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('concurrent bets get distinct, consecutive nonces', async () => {
    await k.fund(k.ids.player01, 10_000n);
    const start = (await k.get('/wps/originals/seeds', k.tokens.player01)).json().value.nonce;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        i % 2
          ? k.dice(k.tokens.player01, { amount: '0.10' })
          : k.post('/wps/originals/limbo/bet', k.tokens.player01, {
              amount: '0.10',
              idempotencyKey: randomUUID(),
              target: '1.5',
            }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    const nonces = answers.map((r) => r.json().value.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 16 }, (_, i) => start + i));
  });
});

describe('limits and parameters', () => {
  const refused = async (res: { statusCode: number; json(): { code: string } }, code: string) => {
    expect(res.json().code).toBe(code);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  };

  it('refuses bets outside the limits, a payout above the cap and a slot bet that is not whole line bets; nothing moves', async () => {
    const moves = await k.movements('game:INHOUSE');
    const nonce = (await k.get('/wps/originals/seeds', k.tokens.demo)).json().value.nonce;
    await refused(await k.dice(k.tokens.demo, { amount: '0.09' }), 'BET_OUT_OF_RANGE');
    await refused(await k.dice(k.tokens.demo, { amount: '1000.01' }), 'BET_OUT_OF_RANGE');
    // 0.01 % pays 9,900x: 20.00 could pay 198,000.00, above the 100,000.00 cap.
    await refused(
      await k.dice(k.tokens.demo, { amount: '20.00', target: 0.01, direction: 'under' }),
      'BET_OUT_OF_RANGE',
    );
    await refused(
      await k.post('/wps/originals/limbo/bet', k.tokens.demo, {
        amount: '1.00',
        idempotencyKey: randomUUID(),
        target: '1000000',
      }),
      'BET_OUT_OF_RANGE',
    );
    await refused(
      await k.post('/wps/originals/slot/spin', k.tokens.demo, {
        amount: '0.30',
        idempotencyKey: randomUUID(),
      }),
      'VALIDATION_FAILED',
    );
    await refused(await k.dice(k.tokens.demo, { amount: '1.001' }), 'VALIDATION_FAILED');
    expect(await k.movements('game:INHOUSE')).toBe(moves);
    expect((await k.get('/wps/originals/seeds', k.tokens.demo)).json().value.nonce).toBe(nonce);
    // 10.00 at 9,900x is 99,000.00: within the cap.
    expect(
      (await k.dice(k.tokens.demo, { amount: '10.00', target: 0.01, direction: 'under' })).statusCode,
    ).toBe(200);
  });

  it('follows the operator limits and the catalogue switch', async () => {
    await k.t.db
      .updateTable('originals_limits')
      .set({ max_bet: '50', min_bet: '10' })
      .where('game', '=', 'dice')
      .execute();
    await refused(await k.dice(k.tokens.demo, { amount: '0.60' }), 'BET_OUT_OF_RANGE');
    expect((await k.get('/wps/originals/rules/dice')).json().value.maxBet).toBe('0.50');
    await k.t.db
      .updateTable('originals_limits')
      .set({ max_bet: '100000' })
      .where('game', '=', 'dice')
      .execute();
    await k.t.db.updateTable('games').set({ active: false }).where('game_code', '=', 'dice').execute();
    await refused(await k.dice(k.tokens.demo), 'GAME_UNAVAILABLE');
    await k.t.db.updateTable('games').set({ active: true }).where('game_code', '=', 'dice').execute();
    expect((await k.dice(k.tokens.demo)).statusCode).toBe(200);
  });

  it('checks every parameter against the maths', async () => {
    // Under 98.01 is 9,801 winning rolls: above the 98 % chance the game allows.
    await refused(await k.dice(k.tokens.demo, { target: 98.01, direction: 'under' }), 'VALIDATION_FAILED');
    await refused(await k.dice(k.tokens.demo, { target: 1.99, direction: 'over' }), 'VALIDATION_FAILED');
    await refused(await k.dice(k.tokens.demo, { target: 49.555 }), 'VALIDATION_FAILED');
    await refused(await k.dice(k.tokens.demo, { target: 100 }), 'VALIDATION_FAILED');
    expect((await k.dice(k.tokens.demo, { target: 98, direction: 'under' })).statusCode).toBe(200);
    const limbo = (target: string) =>
      k.post('/wps/originals/limbo/bet', k.tokens.demo, {
        amount: '0.10',
        idempotencyKey: randomUUID(),
        target,
      });
    await refused(await limbo('1.00'), 'VALIDATION_FAILED');
    await refused(await limbo('1000000.01'), 'VALIDATION_FAILED');
    await refused(await limbo('2.345'), 'VALIDATION_FAILED');
    expect((await limbo('1.01')).statusCode).toBe(200);
    const plinko = (rows: number, risk: string) =>
      k.post('/wps/originals/plinko/bet', k.tokens.demo, {
        amount: '0.10',
        idempotencyKey: randomUUID(),
        rows,
        risk,
      });
    await refused(await plinko(7, 'low'), 'VALIDATION_FAILED');
    await refused(await plinko(17, 'low'), 'VALIDATION_FAILED');
    await refused(await plinko(12, 'extreme'), 'VALIDATION_FAILED');
    const res = await plinko(16, 'high');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.path).toHaveLength(16);
  });

  it('a bet above the balance is INSUFFICIENT_BALANCE and takes no nonce', async () => {
    const seeds = (await k.get('/wps/originals/seeds', k.tokens.agent)).json().value;
    const { balance } = await k.balance(k.ids.agent);
    await k.t.db
      .updateTable('originals_limits')
      .set({ max_bet: String(balance + 100n) })
      .where('game', '=', 'dice')
      .execute();
    const res = await k.dice(k.tokens.agent, { amount: minorToAmount(balance + 1n, 2), target: 98 });
    await k.t.db
      .updateTable('originals_limits')
      .set({ max_bet: '100000' })
      .where('game', '=', 'dice')
      .execute();
    expect(res.json().code).toBe('INSUFFICIENT_BALANCE');
    expect((await k.get('/wps/originals/seeds', k.tokens.agent)).json().value).toEqual(seeds);
    expect((await k.balance(k.ids.agent)).balance).toBe(balance);
  });
});

describe('rules and recall', () => {
  it('shows the exact RTP, the max win and the limits of each game', async () => {
    const rules = async (game: string) => (await k.get(`/wps/originals/rules/${game}`)).json().value;
    expect(await rules('dice')).toEqual({
      game: 'dice',
      rtp: '98.9901',
      maxWinMultiplier: '9900.00',
      minBet: '0.10',
      maxBet: '1000.00',
      maxPayout: '100000.00',
      betStep: '0.01',
      // 0.5 % × (1,000 + 10,000) / (10,000 − 1,000)
      jackpotRtp: '0.6111',
    });
    expect(await rules('slot')).toMatchObject({
      rtp: '96.3654',
      maxWinMultiplier: '9169.00',
      betStep: '0.20',
      minBet: '0.20',
    });
    expect(await rules('mines')).toMatchObject({ rtp: '99.0000', maxWinMultiplier: '5148297.00' });
    expect(await rules('limbo')).toMatchObject({ rtp: '99.0000', maxWinMultiplier: '1000000.00' });
    expect(await rules('plinko')).toMatchObject({ rtp: '99.0000', maxWinMultiplier: '1000.00' });
    expect((await k.get('/wps/originals/rules/roulette')).statusCode).toBe(400);
  });

  it('recalls a round for its owner only; the server seed shows once rotated', async () => {
    const bet = (
      await k.post('/wps/originals/slot/spin', k.tokens.demo, {
        amount: '1.00',
        idempotencyKey: randomUUID(),
      })
    ).json().value;
    const recall = await k.get(`/wps/originals/rounds/${bet.roundId}`, k.tokens.demo);
    expect(recall.statusCode).toBe(200);
    expect(recall.json().value).toMatchObject({
      roundId: bet.roundId,
      game: 'slot',
      amount: '1.00',
      payout: bet.payout,
      nonce: bet.nonce,
      serverSeedHash: bet.serverSeedHash,
      serverSeed: null,
      clientSeed: bet.clientSeed,
      result: { freeSpins: bet.freeSpins, spins: bet.spins },
    });
    expect(recall.json().value.steps).toEqual([expect.objectContaining({ kind: 'bet' })]);
    for (const other of [k.tokens.agent, k.tokens.player01]) {
      const res = await k.get(`/wps/originals/rounds/${bet.roundId}`, other);
      expect(res.statusCode).toBe(404);
    }
    expect((await k.get('/wps/originals/rounds/crash-1', k.tokens.demo)).statusCode).toBe(404);
    expect((await k.get('/wps/originals/rounds/dice-x', k.tokens.demo)).statusCode).toBe(404);
    const { revealed } = (await k.post('/wps/originals/seeds/rotate', k.tokens.demo)).json().value;
    const after = (await k.get(`/wps/originals/rounds/${bet.roundId}`, k.tokens.demo)).json().value;
    expect(after.serverSeed).toBe(revealed.serverSeed);
    expect(sha256(after.serverSeed)).toBe(bet.serverSeedHash);
  });
});
