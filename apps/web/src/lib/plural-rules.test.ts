import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pluralRulesFromLocale } from './plural-rules';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'CN',
    fallbackLng: 'EN',
    resources: {
      EN: { common: { games_one: '{{count}} game', games_other: '{{count}} games' } },
      CN: { common: { games_other: '{{count}} 个游戏' } },
      AR: {
        common: {
          games_zero: 'zero',
          games_one: 'one',
          games_two: 'two',
          games_few: 'few',
          games_many: 'many',
          games_other: 'other',
        },
      },
    },
    defaultNS: 'common',
  });
  return i18n;
}

describe('plural rules by locale', () => {
  it('shows the English form for one Chinese item without the fix (the bug it prevents)', async () => {
    const i18n = await instance();
    expect(i18n.t('games', { count: 1 })).toBe('1 game');
  });

  it('reads Chinese plurals with zh-CN rules (one form) and Arabic with its six forms', async () => {
    const i18n = await instance();
    pluralRulesFromLocale(i18n);
    expect(i18n.t('games', { count: 1 })).toBe('1 个游戏');
    await i18n.changeLanguage('AR');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('games', { count }))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });
});
