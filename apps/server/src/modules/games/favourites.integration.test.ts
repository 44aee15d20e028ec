import { FAVOURITE_THROTTLE_MS } from '@goldline/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
let ids: Record<string, string>;
beforeAll(async () => {
  k = await createWalletKit();
  const rows = await k.t.db.selectFrom('games').select(['id', 'game_code']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.game_code, r.id]));
});
afterAll(() => k.close());

const add = (nodeId: string, token = k.tokens.demo) =>
  k.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token, { nodeId, vendor: 'INHOUSE' });
const remove = (nodeId: string, token = k.tokens.demo) =>
  k.call('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${nodeId}`, token);
const favIds = async (token = k.tokens.demo) =>
  (await k.call('GET', '/wps/relay/MCSFE_getFavoriteGames', token)).json().value.favGameIds;
/** Past the throttle window: the next change is allowed again. */
const waitThrottle = () => new Promise((resolve) => setTimeout(resolve, FAVOURITE_THROTTLE_MS + 50));

describe('favourites', () => {
  it('need a login; trial users are refused like other member features (spec section 6)', async () => {
    const guest = await k.t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames' });
    expect(guest.json().code).toBe('UNAUTHORIZED');
    const trial = await k.trialToken();
    for (const res of [
      await k.call('GET', '/wps/relay/MCSFE_getFavoriteGames', trial),
      await k.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', trial),
      await add(ids.dice!, trial),
      await remove(ids.dice!, trial),
    ]) {
      expect(res.json().code).toBe('TRIAL_FORBIDDEN');
    }
    // In the public list a trial user's FAV select is simply empty.
    const list = await k.call('GET', '/wps/relay/GCSGAME_gameList?selectType=FAV', trial);
    expect(list.json().value.total).toBe(0);
  });

  it('add answers the ids; adding a present game again is a no-op (and not throttled)', async () => {
    const res = await add(ids.dice!);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ favGameIds: [ids.dice] });
    const again = await add(ids.dice!);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.favGameIds).toEqual([ids.dice]);
    expect(await k.t.db.selectFrom('favourite_games').selectAll().execute()).toHaveLength(1);
  });

  it('a second change within 1 s -> RATE_LIMITED with retry-after; after 1 s it goes through', async () => {
    await waitThrottle();
    expect((await add(ids.mines!)).statusCode).toBe(200);
    const fast = await add(ids.crash!);
    expect(fast.statusCode).toBe(429);
    expect(fast.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });
    expect(fast.headers['retry-after']).toBe('1');
    expect(await favIds()).toEqual([ids.mines, ids.dice]);
    await waitThrottle();
    expect((await add(ids.crash!)).json().value.favGameIds).toEqual([ids.crash, ids.mines, ids.dice]);
  });

  it('the throttle is per member', async () => {
    expect((await add(ids.dice!, k.tokens.player01)).statusCode).toBe(200);
  });

  it('remove takes it out; removing an absent game is a no-op', async () => {
    await waitThrottle();
    const res = await remove(ids.mines!);
    expect(res.json().value.favGameIds).toEqual([ids.crash, ids.dice]);
    expect((await remove(ids.mines!)).statusCode).toBe(200);
  });

  it('unknown or switched-off games -> NOT_FOUND; nothing is stored', async () => {
    await waitThrottle();
    expect((await add('999999')).json().code).toBe('NOT_FOUND');
    expect((await remove('999999')).json().code).toBe('NOT_FOUND');
    await k.t.db.updateTable('games').set({ active: false }).where('id', '=', ids.limbo!).execute();
    expect((await add(ids.limbo!)).json().code).toBe('NOT_FOUND');
    expect((await add('abc')).json().code).toBe('VALIDATION_FAILED');
    expect(await favIds()).toEqual([ids.crash, ids.dice]);
    // A refused change did not take the slot.
    expect((await add(ids.plinko!)).statusCode).toBe(200);
  });

  it('the list (page size 999) and the FAV select show the favourites with their tiles', async () => {
    const res = await k.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?language=CN', k.tokens.demo);
    expect(res.json().value).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(res.json().value.content.map((g: { gameName: string }) => g.gameName)).toEqual([
      '弹珠',
      '飞涨',
      '骰子',
    ]);
    const fav = await k.call(
      'GET',
      '/wps/relay/GCSGAME_gameList?selectType=FAV&gameType=INHOUSE',
      k.tokens.demo,
    );
    expect(fav.json().value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'plinko',
      'crash',
      'dice',
    ]);
    const other = await k.call('GET', '/wps/relay/GCSGAME_gameList?selectType=FAV', k.tokens.player01);
    expect(other.json().value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['dice']);
  });
});
