import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';
import { sha256Hex } from '../../lib/crypto.ts';

let k: WalletKit;
let ids: Record<string, string>;
let vendorGame: string;
let closedGame: string;

beforeAll(async () => {
  k = await createWalletKit();
  const op = (url: string, payload: object) => k.call('POST', url, k.tokens.op, payload);
  await op('/admin/games/vendors', {
    code: 'PG',
    displayName: 'PG Soft',
    iconUrl: '/vendors/pg.svg',
    launchUrl: 'https://games.pg.example/launch?brand=goldline',
  });
  const game = await op('/admin/games/games', {
    vendor: 'PG',
    gameCode: 'fortune-tiger',
    gameType: 'RNG',
    names: { EN: 'Fortune Tiger', CN: '财富虎' },
    iconUrl: '/games/tiger.png',
  });
  expect(game.statusCode, game.body).toBe(200);
  vendorGame = game.json().value.id;
  const closed = await op('/admin/games/games', {
    vendor: 'PG',
    gameCode: 'closed',
    gameType: 'RNG',
    names: { EN: 'Closed' },
    iconUrl: '/games/closed.png',
    active: false,
  });
  closedGame = closed.json().value.id;
  const rows = await k.t.db.selectFrom('games').select(['id', 'game_code']).execute();
  ids = Object.fromEntries(rows.map((r) => [r.game_code, r.id]));
});
afterAll(() => k.close());

const launch = (nodeId: string, token?: string, extra = '') =>
  k.t.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${nodeId}${extra}`,
    ...(token ? { headers: { 'x-session-token': token } } : {}),
  });
const recentCodes = async (token: string) =>
  (await k.call('GET', '/wps/relay/GCS_recentGame', token))
    .json()
    .value.list.map((g: { gameCode: string }) => g.gameCode);

describe('game launch', () => {
  it('a visitor -> UNAUTHORIZED', async () => {
    expect((await launch(ids.dice!)).json().code).toBe('UNAUTHORIZED');
  });

  it('an in-house game opens inside the site and becomes a recent game', async () => {
    const res = await launch(ids.dice!, k.tokens.demo);
    expect(res.json().value).toEqual({
      mode: 'internal',
      url: '/seamless?gameCode=dice',
      gameCode: 'dice',
      vassalage: 'INHOUSE',
      gameName: 'Dice',
    });
    expect(await recentCodes(k.tokens.demo)).toEqual(['dice']);
  });

  it('a vendor game opens at the vendor with a one-time token stored only as its sha256', async () => {
    const before = Date.now();
    const back = encodeURIComponent('/rng?vassalage=PG&x=1');
    const res = await launch(vendorGame, k.tokens.demo, `&language=cn&backUrl=${back}`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      mode: 'external',
      gameCode: 'fortune-tiger',
      vassalage: 'PG',
      gameName: '财富虎',
    });
    const url = new URL(v.url);
    expect(url.origin + url.pathname).toBe('https://games.pg.example/launch');
    expect(url.searchParams.get('brand')).toBe('goldline');
    expect(url.searchParams.get('game')).toBe('fortune-tiger');
    expect(url.searchParams.get('playerId')).toBe(k.ids.demo);
    expect(url.searchParams.get('lang')).toBe('CN');
    // The back url travels as one parameter: its & cannot add another.
    expect(url.searchParams.get('backUrl')).toBe('http://localhost/rng?vassalage=PG&x=1');
    expect(url.searchParams.get('x')).toBeNull();
    const token = url.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await k.t.db.selectFrom('launch_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: sha256Hex(token), member_id: k.ids.demo, vendor_code: 'PG' });
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expires_at.getTime() - before;
    expect(ttl).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(4 * 3600_000 + 1000);
    expect(await recentCodes(k.tokens.demo)).toEqual(['fortune-tiger', 'dice']);
  });

  it('a backUrl off this site is refused', async () => {
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await launch(vendorGame, k.tokens.demo, `&backUrl=${encodeURIComponent(back)}`);
      expect(res.json().code, back).toBe('VALIDATION_FAILED');
    }
  });

  it('unknown -> NOT_FOUND; a switched-off game or vendor -> GAME_UNAVAILABLE', async () => {
    expect((await launch('987654', k.tokens.demo)).json().code).toBe('NOT_FOUND');
    expect((await launch(closedGame, k.tokens.demo)).json().code).toBe('GAME_UNAVAILABLE');
    await k.call('PUT', '/admin/games/vendors/PG', k.tokens.op, { active: false });
    expect((await launch(vendorGame, k.tokens.demo)).json().code).toBe('GAME_UNAVAILABLE');
    await k.call('PUT', '/admin/games/vendors/PG', k.tokens.op, { active: true });
    expect((await launch(vendorGame, k.tokens.demo)).statusCode).toBe(200);
  });

  it('trial users launch free-play games only, and only while FREEPLAY3 is on (both routes)', async () => {
    const trial = await k.trialToken();
    const fb = (nodeId: string) => k.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${nodeId}`, trial);
    expect((await fb(ids.crash!)).json().value).toMatchObject({ mode: 'internal', gameCode: 'crash' });
    expect((await launch(ids.mines!, trial)).json().value.mode).toBe('internal');
    // The vendor game is not a free-play game.
    expect((await fb(vendorGame)).json().code).toBe('FREE_PLAY_UNAVAILABLE');
    expect((await launch(vendorGame, trial)).json().code).toBe('FREE_PLAY_UNAVAILABLE');
    expect(await recentCodes(trial)).toEqual(['mines', 'crash']);

    const flag = (on: boolean) =>
      k.call('PUT', '/admin/system/settings', k.tokens.op, { whitelabel: { FREEPLAY3: on } });
    expect((await flag(false)).statusCode).toBe(200);
    expect((await fb(ids.crash!)).json().code).toBe('FREE_PLAY_UNAVAILABLE');
    await flag(true);
    // A member is not limited to free-play games, on either route.
    const member = await k.call('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${vendorGame}`, k.tokens.demo);
    expect(member.json().value.mode).toBe('external');
  });

  it('recent games page 20 by default, filter by category', async () => {
    const res = await k.call('GET', '/wps/relay/GCS_recentGame?gameType=INHOUSE', k.tokens.demo);
    expect(res.json().value).toMatchObject({ page: 1, totalPages: 1 });
    expect(res.json().value.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['dice']);
    expect(res.json().value.list[0].lastPlayedAt).toMatch(/Z$/);
    expect((await k.t.app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame' })).json().code).toBe(
      'UNAUTHORIZED',
    );
    const sel = await k.call('GET', '/wps/relay/GCSGAME_gameList?selectType=RECENT', k.tokens.demo);
    expect(sel.json().value.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'fortune-tiger',
      'dice',
    ]);
  });
});
