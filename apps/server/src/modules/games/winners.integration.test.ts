import { RankList } from '@goldline/contract/games';
import { TRIAL_TYPE } from '@goldline/contract/member';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
let ids: Record<string, string>;

/** One in-house round through the real game wallet (bet and payout in one ledger transaction). */
async function round(memberId: string, gameCode: string, stake: bigint, payout: bigint) {
  const answer = await k.t.services.gameWallet.settle({
    vendor: 'INHOUSE',
    memberId,
    txId: `tx-${memberId}-${gameCode}-${stake}-${payout}`,
    roundId: `r-${memberId}-${gameCode}-${stake}-${payout}`,
    gameCode,
    stake,
    payout,
    detail: {},
  });
  expect(answer.status).toBe('OK');
  return answer.roundRowId!;
}

beforeAll(async () => {
  k = await createWalletKit();
  const rows = await k.t.db.selectFrom('games').select(['id', 'game_code']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.game_code, r.id]));
  await round(k.ids.demo, 'dice', 1_000n, 5_000n); // 10.00 -> 50.00
  await round(k.ids.agent, 'crash', 10_000n, 25_000n); // 100.00 -> 250.00
  await round(k.ids.demo, 'mines', 1_000n, 0n); // a loss
  await round(k.ids.demo, 'limbo', 2_000n, 2_000n); // stake back: not a win
  const old = await round(k.ids.agent, 'slot', 100n, 900_000n); // a big win, but 31 days ago
  await k.t.db
    .updateTable('game_rounds')
    .set({ settled_at: new Date(Date.now() - 31 * 24 * 3600_000) })
    .where('id', '=', old)
    .execute();
  // Play money never reaches the board.
  await k.trialToken();
  const trial = await k.t.db
    .selectFrom('members')
    .select('id')
    .where('type', '=', TRIAL_TYPE)
    .executeTakeFirstOrThrow();
  await round(trial.id, 'plinko', 1_000n, 100_000n);
});
afterAll(() => k.close());

const board = async (query = '') => {
  const res = await k.t.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_getRankList?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return RankList.parse(res.json().value).list.map((w) => w.vo);
};

describe('winner board (GCSGAME_getRankList)', () => {
  it('real settled cash wins of the last 30 days, biggest first, names masked', async () => {
    const list = await board('gameCategory=ALL&language=CN&limitNum=20');
    expect(list).toEqual([
      {
        customerName: 'ag***',
        winAmount: '250.00',
        multiplier: '2.50',
        iconUrl: '/games/crash.svg',
        gameName: '飞涨',
        gameType: 'CRASH',
        nodeId: ids.crash,
        time: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({
        customerName: 'de***',
        winAmount: '50.00',
        multiplier: '5.00',
        gameName: '骰子',
      }),
    ]);
  });

  it('limitNum and gameCategory narrow it; an unknown category is an empty board', async () => {
    expect((await board('limitNum=1')).map((w) => w.winAmount)).toEqual(['250.00']);
    expect(await board('gameCategory=INHOUSE')).toHaveLength(2);
    expect(await board('gameCategory=LIVE')).toEqual([]);
    expect(await board('gameCategory=NOPE')).toEqual([]);
    const tooMany = await k.t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?limitNum=21',
    });
    expect(tooMany.json().code).toBe('VALIDATION_FAILED');
  });
});
