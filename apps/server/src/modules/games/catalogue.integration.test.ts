import { GameList, GameMenus, VendorLanes, VendorStore } from '@goldline/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { CATALOGUE_TTL_MS } from './catalogue.service.ts';

let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const get = (url: string, token?: string) =>
  k.t.app.inject({ method: 'GET', url, ...(token ? { headers: { 'x-session-token': token } } : {}) });
const list = async (query: string, token?: string) => {
  const res = await get(`/wps/relay/GCSGAME_gameList?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return GameList.parse(res.json().value);
};
const codes = (l: { games: { gameCode: string }[] }) => l.games.map((g) => g.gameCode);
const op = (method: 'POST' | 'PUT', url: string, payload: object) =>
  k.call(method, url, k.tokens.op, payload);

async function createVendor(code: string, extra: object = {}) {
  const res = await op('POST', '/admin/games/vendors', {
    code,
    displayName: `${code} Gaming`,
    iconUrl: `/vendors/${code.toLowerCase()}.svg`,
    launchUrl: `https://${code.toLowerCase()}.vendor.example/play`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
async function createGame(vendor: string, gameCode: string, gameType: string, extra: object = {}) {
  const res = await op('POST', '/admin/games/games', {
    vendor,
    gameCode,
    gameType,
    names: { EN: `${vendor} ${gameCode}` },
    iconUrl: `/games/${gameCode}.png`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: string };
}

describe('game list (the six in-house games of migration 0004)', () => {
  it('lists active games in the catalogue order, 20 per page by default, names in EN', async () => {
    const l = await list('');
    expect(l).toMatchObject({ pageNo: 1, pageSize: 20, total: 6, totalPages: 1 });
    expect(codes(l)).toEqual(['crash', 'dice', 'slot', 'mines', 'limbo', 'plinko']);
    expect(l.games[1]).toEqual({
      nodeId: l.games[1]?.gameId,
      gameId: expect.stringMatching(/^\d+$/),
      gameCode: 'dice',
      gameName: 'Dice',
      displayName: 'Dice',
      vassalage: 'INHOUSE',
      gameType: 'ARCADE',
      iconUrl: '/games/dice.svg',
      lagerIcon: null,
      isHot: 1,
      isNew: false,
      isGame: 'GAME',
      rtp: '98.99',
      freePlay: true,
    });
  });

  it('pages with a stable order', async () => {
    const p1 = await list('pageSize=4&pageNo=1');
    const p2 = await list('pageSize=4&pageNo=2');
    const p3 = await list('pageSize=4&pageNo=3');
    expect(codes(p1)).toEqual(['crash', 'dice', 'slot', 'mines']);
    expect(codes(p2)).toEqual(['limbo', 'plinko']);
    expect(p3.games).toEqual([]);
    // An empty page past the end still says how many there are.
    expect([p1.totalPages, p2.totalPages, p3.totalPages, p1.total, p3.total]).toEqual([2, 2, 2, 6, 6]);
  });

  it('answers names in the language asked, falling back to EN', async () => {
    expect((await list('language=CN&pageSize=3')).games.map((g) => g.gameName)).toEqual([
      '飞涨',
      '骰子',
      '黄金转轴',
    ]);
    expect((await list('language=ko&pageSize=2')).games.map((g) => g.gameName)).toEqual(['Crash', 'Dice']);
  });

  it('searches names in any language, case-insensitively, with % and _ taken literally', async () => {
    expect(codes(await list('keyword=DIC'))).toEqual(['dice']);
    expect(codes(await list('keyword=reels'))).toEqual(['slot']);
    expect(codes(await list(`keyword=${encodeURIComponent('骰')}`))).toEqual(['dice']);
    // The CN name matches, the answer is still in the language asked.
    expect((await list(`keyword=${encodeURIComponent('扫雷')}&language=EN`)).games[0]?.gameName).toBe(
      'Mines',
    );
    expect((await list('keyword=%25')).total).toBe(0);
    expect((await list('keyword=_')).total).toBe(0);
  });

  it('selects HOT and NEW', async () => {
    expect(codes(await list('selectType=HOT'))).toEqual(['crash', 'dice', 'slot']);
    expect(codes(await list('selectType=NEW'))).toEqual(['crash', 'slot', 'mines']);
  });

  it('FAV and RECENT are empty for a visitor, never an error', async () => {
    expect((await list('selectType=FAV')).total).toBe(0);
    expect((await list('selectType=RECENT', 'not-a-token')).total).toBe(0);
  });

  it('filters by category: the in-house games sit under INHOUSE, also as /rng?vassalage=INHOUSE', async () => {
    expect((await list('gameType=INHOUSE')).total).toBe(6);
    expect((await list('gameType=RNG&vassalage=INHOUSE')).total).toBe(6);
    expect((await list('gameClassify=inhouse')).total).toBe(6);
    expect(
      (await list('vassalage=INHOUSE&gameType=INHOUSE&keyword=mi')).games.map((g) => g.gameCode),
    ).toEqual(['mines']);
    // Moved out of their own categories (spec section 4 "excluded RNG vendors move to INHOUSE"), but
    // the slots page still sells the in-house slot (issue 12: /rng said "no games").
    expect(codes(await list('gameType=RNG'))).toEqual(['slot']);
    expect((await list('gameType=ARCADE')).total).toBe(0);
  });

  it('rejects an unknown category', async () => {
    expect((await get('/wps/relay/GCSGAME_gameList?gameType=POKER')).json().code).toBe('VALIDATION_FAILED');
    expect((await get('/wps/relay/GCSGAME_gameList?gameClassify=POKER')).json().code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('hot games come as value.list', async () => {
    const res = await get('/wps/relay/GCSGAME_hotGamesV2?language=CN');
    expect(res.json().value.list.map((g: { gameName: string }) => g.gameName)).toEqual([
      '飞涨',
      '骰子',
      '黄金转轴',
    ]);
  });
});

describe('vendors after reshaping (vendors created through the operator API)', () => {
  let pgSlot: { id: string };
  beforeAll(async () => {
    await createVendor('SBT', { sort: 10 });
    await createGame('SBT', 'sbt-football', 'SPORTS');
    await createGame('SBT', 'sbt-basket', 'SPORTS');
    await createVendor('AV', { sort: 11 }); // an e-sports vendor: it files its games under SPORTS
    await createGame('AV', 'av-dota', 'SPORTS', { names: { EN: 'Dota 2 live', CN: '刀塔2' } });
    await createVendor('DS88', { sort: 12, walletMode: 'TRANSFER' }); // cockfight
    await createGame('DS88', 'ds88-arena', 'SPORTS');
    await createVendor('PG', { sort: 5 });
    pgSlot = await createGame('PG', 'pg-fortune', 'RNG', { isHot: true });
    await createVendor('TCG_LOTTO_VN', { sort: 20 });
    await createGame('TCG_LOTTO_VN', 'vn-lotto', 'ELOTT');
    await createVendor('OFF', { active: false });
    await createGame('OFF', 'off-live', 'LIVE');
  });

  it('GCSGAME_getVassGameType splits e-sports and cockfight out of SPORTS and keeps INHOUSE apart', async () => {
    const store = VendorStore.parse((await get('/wps/relay/GCSGAME_getVassGameType')).json().value);
    const byType = Object.fromEntries(store.gameVendor.map((c) => [c.gameType, c.vendors]));
    expect(store.gameVendor.map((c) => c.gameType)).toEqual([
      'RNG',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'ELOTT',
      'INHOUSE',
    ]);
    expect(byType.SPORTS).toEqual([
      expect.objectContaining({ vassalage: 'SBT', gameType: 'SPORTS', gameCount: 2, singleNodeId: null }),
    ]);
    expect(byType.ESPORTS?.map((v) => v.vassalage)).toEqual(['AV']);
    expect(byType.COCKFIGHT).toEqual([
      expect.objectContaining({ vassalage: 'DS88', gameType: 'COCKFIGHT', isSingle: false }),
    ]);
    expect(byType.RNG).toEqual([
      expect.objectContaining({ vassalage: 'PG', gameCount: 1, singleNodeId: pgSlot.id, isSingle: true }),
    ]);
    // The in-house slot, crash and arcade games make one INHOUSE card; no CRASH or ARCADE category left.
    expect(byType.INHOUSE).toEqual([
      {
        vassalage: 'INHOUSE',
        gameType: 'INHOUSE',
        displayName: 'Goldline Originals',
        iconUrl: '/games/vendor-inhouse.svg',
        gameCount: 6,
        singleNodeId: null,
        isSingle: true,
      },
    ]);
    expect(store.prizeMode).toBe('ELOTT');
  });

  it('the game list follows the same categories; tiles say ESPORTS for an e-sports vendor', async () => {
    expect(codes(await list('gameType=SPORTS'))).toEqual(['sbt-football', 'sbt-basket']);
    const esports = await list('gameType=ESPORTS&language=CN');
    expect(esports.games.map((g) => [g.gameCode, g.gameType, g.gameName])).toEqual([
      ['av-dota', 'ESPORTS', '刀塔2'],
    ]);
    expect(codes(await list('gameType=COCKFIGHT'))).toEqual(['ds88-arena']);
    expect(codes(await list('gameType=RNG&vassalage=PG'))).toEqual(['pg-fortune']);
    expect(codes(await list('gameType=RNG')).sort()).toEqual(['pg-fortune', 'slot']);
    // An inactive vendor's games are nowhere.
    expect((await list('vassalage=OFF')).total).toBe(0);
    expect((await list('keyword=off')).total).toBe(0);
  });

  it('game_menus: one entry per category with a vendor, with its path; empty categories hidden', async () => {
    const { menus } = GameMenus.parse((await get('/lgw/games/game_menus')).json().value);
    expect(menus.map((m) => [m.gameType, m.path])).toEqual([
      ['RNG', '/rng'],
      ['SPORTS', '/sports'],
      ['ESPORTS', '/esports'],
      ['COCKFIGHT', '/cockfight'],
      ['ELOTT', '/elott'],
      ['INHOUSE', '/rng?vassalage=INHOUSE'],
    ]);
  });

  it('newGameVendor: one lane per category with cards', async () => {
    const { data } = VendorLanes.parse((await get('/wps/relay/GCSGAME_newGameVendor')).json().value);
    expect(data.lanes.map((l) => [l.gameClassify, l.cards.map((c) => c.vassalage)])).toEqual([
      ['RNG', ['PG']],
      ['SPORTS', ['SBT']],
      ['ESPORTS', ['AV']],
      ['COCKFIGHT', ['DS88']],
      ['ELOTT', ['TCG_LOTTO_VN']],
      ['INHOUSE', ['INHOUSE']],
    ]);
    expect(data.lanes[0]?.title).toBe('Slots');
  });

  it('a third-party crash game has its own CRASH category (/bgs?gameType=CRASH)', async () => {
    await createGame('PG', 'pg-rocket', 'CRASH');
    const { menus } = GameMenus.parse((await get('/lgw/games/game_menus')).json().value);
    expect(menus.find((m) => m.gameType === 'CRASH')).toMatchObject({
      path: '/bgs?gameType=CRASH',
      vendors: [{ vassalage: 'PG', gameCount: 1 }],
    });
    expect(codes(await list('gameType=CRASH'))).toEqual(['pg-rocket']);
  });

  it('an operator change is seen at once by this process (its cache is cleared)', async () => {
    expect((await list('vassalage=PG')).total).toBe(2);
    const res = await op('PUT', `/admin/games/games/${pgSlot.id}`, { active: false });
    expect(res.json().value.active).toBe(false);
    expect((await list('vassalage=PG')).total).toBe(1);
    const store = VendorStore.parse((await get('/wps/relay/GCSGAME_getVassGameType')).json().value);
    expect(store.gameVendor.find((c) => c.gameType === 'RNG')).toBeUndefined();
    await op('PUT', '/admin/games/vendors/PG', { active: false });
    expect((await list('vassalage=PG')).total).toBe(0);
  });

  it('GLS2_roomList lists one vendor’s games (the VASSALAGE tile popup)', async () => {
    const res = await get('/wps/relay/GLS2_roomList?vassalage=SBT&language=CN');
    expect(res.json().value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'sbt-football',
      'sbt-basket',
    ]);
    const inhouse = await get('/wps/relay/GLS2_roomList?vassalage=INHOUSE&gameType=RNG');
    expect(inhouse.json().value.list).toHaveLength(6);
  });
});

describe('two processes on one database', () => {
  it('another process sees an operator change within the cache TTL', async () => {
    const other = await createTestApp(undefined, { database: k.t.databaseName });
    try {
      const total = async () =>
        (await other.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_gameList?vassalage=SBT' })).json()
          .value.total;
      expect(await total()).toBe(2);
      const football = (await list('keyword=sbt-football')).games[0];
      expect(football).toBeDefined();
      const changedAt = Date.now();
      await op('PUT', `/admin/games/games/${football?.nodeId}`, { active: false });
      expect((await list('vassalage=SBT')).total).toBe(1);
      // The other process still serves what it read, but never for longer than the TTL.
      if (Date.now() - changedAt < CATALOGUE_TTL_MS - 500) expect(await total()).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, CATALOGUE_TTL_MS + 100));
      expect(await total()).toBe(1);
    } finally {
      await other.close();
    }
  }, 20_000);
});
