import type { VendorCard } from '@goldline/contract/games';
import { describe, expect, it } from 'vitest';
import type { GameMenu } from './nav-actions';
import { vendorAction, withVendor } from './vendor-action';

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

describe('vendorAction', () => {
  it('opens fish, slots and our list pages filtered by vendor', () => {
    expect(vendorAction(menu('FISH', '/fish', []), vendor('JDB', '9'))).toEqual({
      kind: 'navigate',
      to: '/fish?vassalage=JDB',
    });
    expect(vendorAction(menu('RNG', '/rng', []), vendor('PG'))).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=PG',
    });
    expect(vendorAction(menu('INHOUSE', '/rng?vassalage=INHOUSE', []), vendor('INHOUSE'))).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=INHOUSE',
    });
  });

  it('launches other vendors: the single game, else their game list', () => {
    expect(vendorAction(menu('LOTT', '/lott', []), vendor('TCG', '77'))).toMatchObject({
      kind: 'launch',
      nodeId: '77',
    });
    expect(vendorAction(menu('LIVE', '/live', []), vendor('EVO'))).toEqual({
      kind: 'lobby',
      gameType: 'LIVE',
      vassalage: 'EVO',
      name: 'EVO name',
    });
  });
});

describe('withVendor', () => {
  it('sets or replaces the vassalage query', () => {
    expect(withVendor('/rng', 'PG')).toBe('/rng?vassalage=PG');
    expect(withVendor('/bgs?gameType=CRASH', 'INHOUSE')).toBe('/bgs?gameType=CRASH&vassalage=INHOUSE');
    expect(withVendor('/rng?vassalage=INHOUSE', 'PG')).toBe('/rng?vassalage=PG');
  });
});
