import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Issue 12 "Players read their own language": the account record and the profit and loss name a
 * bet's game from the catalogue in the asked language, and say what caused a movement
 * (referenceType) so the web can put it in words; the "type:id" reference stays for copying.
 */
let k: WalletKit;

beforeAll(async () => {
  k = await createWalletKit();
  const gw = k.t.services.gameWallet;
  await gw.settle({
    vendor: 'INHOUSE',
    memberId: k.ids.demo,
    txId: 'names-dice-1',
    roundId: 'dice-names-1',
    gameCode: 'dice',
    stake: 100n,
    payout: 250n,
    detail: { target: '50.00', roll: '12.34' },
  });
  await gw.settle({
    vendor: 'INHOUSE',
    memberId: k.ids.demo,
    txId: 'names-limbo-1',
    roundId: 'limbo-names-1',
    gameCode: 'limbo',
    stake: 200n,
    payout: 0n,
    detail: { target: '2.00', result: '1.10' },
  });
});
afterAll(() => k?.close());

const get = async (path: string) => {
  const res = await k.call('GET', path, k.tokens.demo);
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

describe('records in the member language', () => {
  it('names the game of each bet and win in the account record, in the asked language', async () => {
    const en = await get('/wps/records/transactions?type=all&language=EN');
    const games = en.rows.filter((r: { gameName: string | null }) => r.gameName !== null);
    expect(games.map((r: { type: string; gameName: string }) => `${r.type} ${r.gameName}`)).toEqual(
      expect.arrayContaining(['bet Dice', 'win Dice', 'bet Limbo']),
    );
    const bet = games.find((r: { gameName: string }) => r.gameName === 'Dice');
    expect(bet.referenceType).toBe('ARCADE');
    expect(bet.reference).toMatch(/^ARCADE:\d+$/);

    const cn = await get('/wps/records/transactions?type=bet&language=CN');
    expect(cn.rows.map((r: { gameName: string }) => r.gameName)).toEqual(expect.arrayContaining(['骰子']));
    // Movements without a game (the demo's opening deposit) have none, and say their cause.
    const all = await get('/wps/records/transactions?type=deposit');
    for (const row of all.rows) expect(row.gameName).toBeNull();
  });

  it('reports profit and loss per game, named, with figures that add up to the totals', async () => {
    const report = await get('/wps/records/profit?language=EN');
    const dice = report.rows.find((r: { gameName: string }) => r.gameName === 'Dice');
    const limbo = report.rows.find((r: { gameName: string }) => r.gameName === 'Limbo');
    expect(dice).toMatchObject({
      gameType: 'ARCADE',
      betCount: 1,
      bets: '1.00',
      wins: '2.50',
      profit: '1.50',
    });
    expect(limbo).toMatchObject({ betCount: 1, bets: '2.00', wins: '0.00', profit: '-2.00' });
    const cents = (s: string) => Math.round(Number(s) * 100);
    const sum = report.rows.reduce((n: number, r: { profit: string }) => n + cents(r.profit), 0);
    expect(sum).toBe(cents(report.totals.profit));

    const cn = await get('/wps/records/profit?language=CN');
    expect(cn.rows.map((r: { gameName: string }) => r.gameName)).toContain('骰子');
  });
});
