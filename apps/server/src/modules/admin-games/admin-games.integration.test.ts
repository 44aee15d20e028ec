import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const op = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  k.call(method, url, k.tokens.op, payload);
const vendor = (code: string, extra: object = {}) =>
  op('POST', '/admin/games/vendors', {
    code,
    displayName: `${code} Games`,
    iconUrl: '/vendors/x.svg',
    launchUrl: 'https://vendor.example/play',
    ...extra,
  });

describe('operator vendors', () => {
  it('needs an operator token', async () => {
    expect((await k.call('GET', '/admin/games/vendors', k.tokens.demo)).json().code).toBe('UNAUTHORIZED');
    expect((await k.t.app.inject({ method: 'GET', url: '/admin/games/games' })).json().code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('create answers the vendor secret once; it is never listed nor audited', async () => {
    const res = await vendor('JDB', { walletMode: 'TRANSFER', sort: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const { vendor: created, secret } = res.json().value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created).toEqual({
      code: 'JDB',
      displayName: 'JDB Games',
      iconUrl: '/vendors/x.svg',
      walletMode: 'TRANSFER',
      launchUrl: 'https://vendor.example/play',
      active: true,
      sort: 3,
      gameCount: 0,
    });
    const stored = await k.t.db
      .selectFrom('game_vendors')
      .select('secret')
      .where('code', '=', 'JDB')
      .executeTakeFirstOrThrow();
    expect(stored.secret).toBe(secret);
    const listed = await op('GET', '/admin/games/vendors');
    expect(listed.json().value.vendors.map((v: { code: string }) => v.code)).toEqual(['INHOUSE', 'JDB']);
    expect(listed.body).not.toContain(secret);
    const audit = await k.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'games.vendor.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses a taken code, an unsafe launch url, and a launch url or transfer wallet for INHOUSE', async () => {
    expect((await vendor('JDB')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { code: 'taken' } },
    });
    expect((await vendor('bad code')).json().code).toBe('VALIDATION_FAILED');
    expect((await vendor('HTTP', { launchUrl: 'http://vendor.example/play' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await vendor('JS', { launchUrl: 'javascript:alert(1)' })).json().code).toBe('VALIDATION_FAILED');
    const inhouse = await op('PUT', '/admin/games/vendors/INHOUSE', { launchUrl: 'https://x.example/' });
    expect(inhouse.json().code).toBe('VALIDATION_FAILED');
    expect((await op('PUT', '/admin/games/vendors/INHOUSE', { walletMode: 'TRANSFER' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await op('PUT', '/admin/games/vendors/NOPE', { active: false })).json().code).toBe('NOT_FOUND');
  });

  it('updates keep what is left out and are audited with before and after', async () => {
    const res = await op('PUT', '/admin/games/vendors/JDB', { displayName: 'JDB Gaming', active: false });
    expect(res.json().value).toMatchObject({
      displayName: 'JDB Gaming',
      active: false,
      walletMode: 'TRANSFER',
      sort: 3,
    });
    const row = await k.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'games.vendor.update')
      .executeTakeFirstOrThrow();
    expect(row.before).toMatchObject({ displayName: 'JDB Games', active: true });
    expect(row.after).toMatchObject({ displayName: 'JDB Gaming', active: false });
  });
});

describe('operator games', () => {
  it('creates a game and refuses bad ones', async () => {
    const res = await op('POST', '/admin/games/games', {
      vendor: 'JDB',
      gameCode: 'fishing-war',
      gameType: 'FISH',
      names: { EN: 'Fishing War', CN: '捕鱼大战' },
      iconUrl: '/games/fishing-war.png',
      rtp: '96.50',
      isNew: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      vendor: 'JDB',
      gameCode: 'fishing-war',
      gameType: 'FISH',
      rtp: '96.50',
      isNew: true,
      isHot: false,
      active: true,
      launchPath: null,
    });
    const base = { gameType: 'RNG', names: { EN: 'X' }, iconUrl: '/games/x.png' };
    const refused = [
      { ...base, vendor: 'JDB', gameCode: 'fishing-war' }, // taken
      { ...base, vendor: 'NOPE', gameCode: 'x' }, // unknown vendor
      { ...base, vendor: 'INHOUSE', gameCode: 'keno' }, // in-house games need their site path
      { ...base, vendor: 'JDB', gameCode: 'y', launchPath: '/seamless?gameCode=y' }, // only in-house ones have one
      { ...base, vendor: 'JDB', gameCode: 'z', rtp: '101.00' },
      { ...base, vendor: 'JDB', gameCode: 'w', names: { CN: '无英文' } },
      { ...base, vendor: 'JDB', gameCode: 'v', iconUrl: 'javascript:alert(1)' },
    ];
    for (const body of refused) {
      expect((await op('POST', '/admin/games/games', body)).json().code, JSON.stringify(body)).toBe(
        'VALIDATION_FAILED',
      );
    }
  });

  it('lists with filters and searches names in any language or the game code', async () => {
    const page = async (q: string) => (await op('GET', `/admin/games/games?${q}`)).json().value;
    expect((await page('')).total).toBe(7);
    expect(
      (await page('vendor=INHOUSE&pageSize=2')).rows.map((g: { gameCode: string }) => g.gameCode),
    ).toEqual(['crash', 'dice']);
    expect((await page(`keyword=${encodeURIComponent('捕鱼')}`)).rows[0].gameCode).toBe('fishing-war');
    expect((await page('keyword=plink')).rows[0].names.CN).toBe('弹珠');
    expect((await page('gameType=ARCADE')).total).toBe(4);
  });

  it('updates hot, new, sort, names and icon; the site sees it at once', async () => {
    const dice = (await op('GET', '/admin/games/games?keyword=dice')).json().value.rows[0];
    const res = await op('PUT', `/admin/games/games/${dice.id}`, {
      sort: 0,
      isHot: false,
      isNew: true,
      names: { EN: 'Classic Dice', CN: '经典骰子', MY: 'အံစာတုံး' },
      iconUrl: '/games/dice-v2.svg',
    });
    expect(res.json().value).toMatchObject({
      sort: 0,
      isHot: false,
      isNew: true,
      rtp: '98.99',
      iconUrl: '/games/dice-v2.svg',
    });
    const site = await k.t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?language=CN&pageSize=1',
    });
    expect(site.json().value.games[0]).toMatchObject({
      gameName: '经典骰子',
      iconUrl: '/games/dice-v2.svg',
      isHot: 0,
    });
    const hot = await k.t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2' });
    expect(hot.json().value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['crash', 'slot']);
    expect((await op('PUT', '/admin/games/games/999999', { active: false })).json().code).toBe('NOT_FOUND');
  });
});
