import { createHash, randomUUID } from 'node:crypto';
import { amountToMinor } from '@goldline/contract/money';
import { diceRollFromSeeds, settleDice } from '@goldline/games/dice';
import { limboResultFromSeeds, settleLimbo } from '@goldline/games/limbo';
import {
  cashOutMines,
  type MinesRound,
  minePositionsFromSeeds,
  revealTile,
  startMines,
} from '@goldline/games/mines';
import { type PlinkoRisk, plinkoPath, settlePlinko } from '@goldline/games/plinko';
import { floats } from '@goldline/games/provably-fair';
import { playSlotFromSeeds, slotPayout } from '@goldline/games/slot/game';
import { SYMBOLS } from '@goldline/games/slot/symbols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOriginalsKit, type OriginalsKit } from './originals.test-kit.ts';

let k: OriginalsKit;
beforeAll(async () => {
  k = await createOriginalsKit();
  await k.fund(k.ids.demo, 1_000_000n);
});
afterAll(() => k.close());

const minor = (amount: string) => amountToMinor(amount, 2);
const risks: PlinkoRisk[] = ['low', 'medium', 'high'];

/** One of each game with varied parameters; returns the round ids. */
async function playEverything(token: string, salt: number): Promise<string[]> {
  const ids: string[] = [];
  const ok = (res: {
    statusCode: number;
    body: string;
    json(): { value: { roundId: string; status?: string } };
  }) => {
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().value.roundId);
    return res.json().value;
  };
  const bet = (path: string, body: Record<string, unknown>) =>
    k.post(`/wps/originals/${path}`, token, { idempotencyKey: randomUUID(), amount: '1.00', ...body });
  for (let i = 0; i < 4; i += 1) {
    ok(await bet('dice/bet', { target: 10 + 20 * i + salt, direction: i % 2 ? 'over' : 'under' }));
    ok(await bet('limbo/bet', { target: ['1.01', '2', '3.33', '50'][i] }));
    ok(await bet('plinko/bet', { rows: 8 + 2 * i + salt, risk: risks[(i + salt) % 3] }));
    ok(await bet('slot/spin', { amount: '0.40' }));
  }
  for (const mines of [1, 3, 10]) {
    const round = ok(await bet('mines/start', { mines }));
    let state = round;
    for (let tile = 0; tile < 3 && state.status === 'playing'; tile += 1)
      state = (
        await k.post('/wps/originals/mines/reveal', token, { roundId: round.roundId, tile: tile + salt })
      ).json().value;
    if (state.status === 'playing')
      expect(
        (await k.post('/wps/originals/mines/cashout', token, { roundId: round.roundId })).statusCode,
      ).toBe(200);
  }
  return ids;
}

/** Recomputes a recalled round with packages/games alone and compares it with what was stored and paid. */
async function recompute(r: {
  game: string;
  amount: string;
  payout: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  steps: { kind: string; data: Record<string, unknown> }[];
}): Promise<void> {
  const { serverSeed: s, clientSeed: c, nonce: n } = r;
  const amount = minor(r.amount);
  const paid = minor(r.payout);
  if (r.game === 'dice') {
    const bet = {
      target: Math.round(Number(r.params.target) * 100),
      direction: r.params.direction as 'under' | 'over',
    };
    const roll = await diceRollFromSeeds(s, c, n);
    expect(r.result.roll).toBe(roll / 100);
    expect(paid).toBe(settleDice(amount, bet, roll).payoutMinor);
  } else if (r.game === 'limbo') {
    const cents = await limboResultFromSeeds(s, c, n);
    expect(minor(String(r.result.result))).toBe(cents);
    expect(paid).toBe(settleLimbo(amount, minor(String(r.params.target)), cents).payoutMinor);
  } else if (r.game === 'plinko') {
    const rows = Number(r.params.rows);
    const path = plinkoPath(await floats(s, c, n, rows), rows);
    const bucket = path.reduce((a, b) => a + b, 0);
    expect(r.result).toMatchObject({ path, bucket });
    expect(paid).toBe(settlePlinko(amount, rows, r.params.risk as PlinkoRisk, bucket).payoutMinor);
  } else if (r.game === 'slot') {
    const outcome = await playSlotFromSeeds(s, c, n);
    const spins = r.result.spins as { stops: number[]; window: string[][] }[];
    expect(spins.map((x) => x.stops)).toEqual([outcome.base, ...outcome.freeSpins].map((x) => x.stops));
    expect(spins[0]!.window).toEqual(outcome.base.window.map((reel) => reel.map((id) => SYMBOLS[id])));
    expect(paid).toBe(slotPayout(amount, outcome));
  } else if (r.game === 'mines') {
    const mines = Number(r.params.mines);
    const positions = await minePositionsFromSeeds(s, c, n, mines);
    expect(r.result.minePositions).toEqual(positions);
    let round: MinesRound = startMines(amount, mines, await floats(s, c, n, mines));
    for (const step of r.steps) {
      if (step.kind === 'reveal' || step.kind === 'bust' || step.kind === 'clear')
        round = revealTile(round, Number(step.data.tile));
      if (step.kind === 'cashout') round = cashOutMines(round);
    }
    expect(round.status).not.toBe('playing');
    expect(paid).toBe(round.payoutMinor);
  } else throw new Error(`unexpected game ${r.game}`);
}

describe('every stored round recomputes from its seeds', () => {
  it('after rotation, for every game, across seed pairs; balances and the betting record match', async () => {
    const start = (await k.balance(k.ids.demo)).balance;
    const ids = [...(await playEverything(k.tokens.demo, 0))];
    await k.post('/wps/originals/seeds/client', k.tokens.demo, { clientSeed: 'second pair' });
    ids.push(...(await playEverything(k.tokens.demo, 1)));
    // Before the rotation the server seed of the active pair stays secret.
    const hidden = (await k.get(`/wps/originals/rounds/${ids.at(-1)}`, k.tokens.demo)).json().value;
    expect(hidden.serverSeed).toBeNull();
    await k.post('/wps/originals/seeds/rotate', k.tokens.demo);

    const games = new Set<string>();
    const nonces = new Set<string>();
    let net = 0n;
    for (const id of ids) {
      const res = await k.get(`/wps/originals/rounds/${id}`, k.tokens.demo);
      expect(res.statusCode).toBe(200);
      const r = res.json().value;
      expect(createHash('sha256').update(r.serverSeed).digest('hex')).toBe(r.serverSeedHash);
      await recompute(r);
      net += minor(r.payout) - minor(r.amount) + (r.result.jackpotWin ? minor(r.result.jackpotWin) : 0n);
      // The wallet's round (betting record, winner board) has the same stake and payout.
      const round = await k.t.db
        .selectFrom('game_rounds')
        .select(['stake', 'payout', 'status'])
        .where('vendor_code', '=', 'INHOUSE')
        .where('round_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(round).toEqual({
        stake: String(minor(r.amount)),
        payout: String(minor(r.payout)),
        status: 'SETTLED',
      });
      games.add(r.game);
      nonces.add(`${r.serverSeedHash}:${r.nonce}`);
    }
    expect([...games].sort()).toEqual(['dice', 'limbo', 'mines', 'plinko', 'slot']);
    expect(nonces.size).toBe(ids.length);
    // The member's ledger balance moved by exactly what the rounds say.
    expect((await k.balance(k.ids.demo)).balance).toBe(start + net);
    // Every round the database holds for the member was checked.
    const stored = await k.t.db
      .selectFrom('originals_rounds')
      .select('id')
      .where('member_id', '=', k.ids.demo)
      .execute();
    expect(stored).toHaveLength(ids.length);
  });
});
