import type { VendorCard } from '@goldline/contract/games';
import { describe, expect, it } from 'vitest';
import { activePath, categoryAction, type GameMenu } from './nav-actions';

const vendor = (vassalage: string, singleNodeId: string | null = null): VendorCard => ({
  vassalage,
  gameType: 'LIVE',
  displayName: `${vassalage} name`,
  iconUrl: '',
  gameCount: singleNodeId ? 1 : 5,
  singleNodeId,
  isSingle: true,
});
const menu = (gameType: GameMenu['gameType'], path: string, vendors: VendorCard[]): GameMenu => ({
  gameType,
  path,
  vendors,
});

describe('categoryAction', () => {
  it('launches the only game of the only vendor', () => {
    expect(categoryAction(menu('LIVE', '/live', [vendor('EVO', '42')]))).toEqual({
      kind: 'launch',
      nodeId: '42',
      gameType: 'LIVE',
      vassalage: 'EVO',
      name: 'EVO name',
    });
  });

  it('navigates with several vendors, or a vendor with several games', () => {
    expect(categoryAction(menu('LIVE', '/live', [vendor('EVO', '42'), vendor('AG', '43')]))).toEqual({
      kind: 'navigate',
      to: '/live',
    });
    expect(categoryAction(menu('SPORTS', '/sports', [vendor('SBT')]))).toEqual({
      kind: 'navigate',
      to: '/sports',
    });
  });

  it.each(['PVP', 'FISH', 'RNG'] as const)('always navigates for %s', (gameType) => {
    expect(categoryAction(menu(gameType, `/${gameType.toLowerCase()}`, [vendor('X', '1')]))).toEqual({
      kind: 'navigate',
      to: `/${gameType.toLowerCase()}`,
    });
  });
});

describe('activePath', () => {
  const paths = ['/', '/rng', '/rng?vassalage=INHOUSE', '/live', '/promotions'];
  it('prefers the entry whose query matches', () => {
    expect(activePath(paths, '/rng', '?vassalage=INHOUSE')).toBe('/rng?vassalage=INHOUSE');
    expect(activePath(paths, '/rng', '?vassalage=PG')).toBe('/rng');
    expect(activePath(paths, '/RNG/', '')).toBe('/rng');
  });
  it('matches home exactly and nothing elsewhere', () => {
    expect(activePath(paths, '/', '')).toBe('/');
    expect(activePath(paths, '/member', '')).toBeNull();
  });
});
