import { GameType } from '@goldline/contract/games';
import { describe, expect, it } from 'vitest';
import { likePattern } from '../../lib/like-pattern.ts';
import { rtpOf } from '../../lib/rtp.ts';
import {
  type CategoryClause,
  categoryClauses,
  categoryOf,
  listCategory,
  listClauses,
  menuPathOf,
  prizeModeOf,
  reshapeVendors,
  type VendorTypeCount,
} from './catalogue-rules.ts';
import { maskName, multiplierOf } from './winners.service.ts';

const excluded = ['INHOUSE', 'SPRIBE'];
const matches = (clauses: CategoryClause[], vendor: string, type: GameType) =>
  clauses.some(
    (c) =>
      c.types.includes(type) &&
      (!c.vendorsIn || c.vendorsIn.includes(vendor)) &&
      !c.vendorsNotIn?.includes(vendor),
  );

const row = (vendor: string, storedType: GameType, gameCount = 1, someGameId = '1'): VendorTypeCount => ({
  vendor,
  displayName: vendor,
  iconUrl: `/v/${vendor}.svg`,
  isSingle: true,
  storedType,
  gameCount,
  someGameId,
});

describe('catalogue rules', () => {
  it('the SQL clauses of a category select exactly the games categoryOf puts there', () => {
    const vendors = ['INHOUSE', 'SPRIBE', 'PG', 'AV', 'TF', 'DS88', 'WS168', 'SBT', 'LOTT'];
    for (const category of GameType.options) {
      const clauses = categoryClauses(category, excluded);
      for (const vendor of vendors) {
        for (const type of GameType.options) {
          expect(matches(clauses, vendor, type), `${category} ${vendor} ${type}`).toBe(
            categoryOf(vendor, type, excluded) === category,
          );
        }
      }
    }
  });

  it('an empty excluded list leaves RNG alone and INHOUSE only for INHOUSE-typed games', () => {
    expect(categoryOf('INHOUSE', 'RNG', [])).toBe('RNG');
    expect(matches(categoryClauses('INHOUSE', []), 'INHOUSE', 'RNG')).toBe(false);
  });

  it('reshapes: splits sports, merges an excluded vendor into one INHOUSE card, nav order', () => {
    const shaped = reshapeVendors(
      [
        row('SBT', 'SPORTS', 3),
        row('AV', 'SPORTS', 1, '40'),
        row('SPRIBE', 'CRASH', 1, '50'),
        row('SPRIBE', 'ARCADE', 1, '51'),
        row('PG', 'RNG', 1, '60'),
        row('PG', 'CRASH', 2),
      ],
      excluded,
    );
    expect(
      shaped.map((c) => [c.gameType, c.vendors.map((v) => [v.vassalage, v.gameCount, v.singleNodeId])]),
    ).toEqual([
      ['RNG', [['PG', 1, '60']]],
      ['SPORTS', [['SBT', 3, null]]],
      ['ESPORTS', [['AV', 1, '40']]],
      ['INHOUSE', [['SPRIBE', 2, null]]],
      ['CRASH', [['PG', 2, null]]],
    ]);
  });

  it('prize mode, menu paths and the /rng?vassalage=INHOUSE alias', () => {
    const elott = (vendor: string) => [
      { gameType: 'ELOTT' as const, vendors: reshapeVendors([row(vendor, 'ELOTT')], [])[0]!.vendors },
    ];
    expect(prizeModeOf(elott('TCG_LOTTO_VN'))).toBe('ELOTT');
    expect(prizeModeOf(elott('LOTT'))).toBe('ELOTT');
    expect(prizeModeOf(elott('OTHER'))).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
    expect(menuPathOf('RNG')).toBe('/rng');
    expect(menuPathOf('COCKFIGHT')).toBe('/cockfight');
    expect(menuPathOf('INHOUSE')).toBe('/rng?vassalage=INHOUSE');
    expect(menuPathOf('ARCADE')).toBe('/bgs?gameType=ARCADE');
    expect(listCategory('RNG', 'INHOUSE', excluded)).toBe('INHOUSE');
    expect(listCategory('RNG', 'PG', excluded)).toBe('RNG');
    expect(listCategory(undefined, 'INHOUSE', excluded)).toBeUndefined();
  });

  it('formats: search pattern, RTP, multiplier, masked name', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect([rtpOf(9637), rtpOf(9900), rtpOf(5), rtpOf(null)]).toEqual(['96.37', '99.00', '0.05', null]);
    expect([multiplierOf(25_000n, 10_000n), multiplierOf(2_999n, 1_000n), multiplierOf(10n, 3n)]).toEqual([
      '2.50',
      '2.99',
      '3.33',
    ]);
    expect([maskName('demo'), maskName('a')]).toEqual(['de***', 'a***']);
  });

  it('the slots list without a vendor holds every slot, the in-house one too; with a vendor, its own', () => {
    expect(listClauses('RNG', undefined, excluded)).toEqual([{ types: ['RNG'] }]);
    expect(listClauses('RNG', 'INHOUSE', excluded)).toEqual(categoryClauses('INHOUSE', excluded));
    expect(listClauses('RNG', 'PG', excluded)).toEqual(categoryClauses('RNG', excluded));
    expect(listClauses('CRASH', undefined, excluded)).toEqual(categoryClauses('CRASH', excluded));
    expect(listClauses(undefined, undefined, excluded)).toBeUndefined();
  });
});
