import { Announcements } from '@goldline/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const read = async (query = '', token?: string) => {
  const res = await k.t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    ...(token ? { headers: { 'x-session-token': token } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return Announcements.parse(res.json().value);
};
const titles = (list: { title: string }[]) => list.map((a) => a.title);
const op = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  k.call(method, url, k.tokens.op, payload);

describe('announcements and banners (demo content)', () => {
  it('a visitor gets the home banners, notices, player announcements, the promotion and the B popup', async () => {
    const v = await read('types=B,PL,PU,PR,H&platform=W&execution=B');
    expect(v.banners.map((b) => [b.url, b.linkage, b.groupName])).toEqual([
      ['/banners/welcome.svg', '/rng?vassalage=INHOUSE', 'w_home'],
      ['/banners/originals.svg', '/seamless?gameCode=crash', 'w_home'],
      ['/banners/fair.svg', '/fairness', 'w_home'],
    ]);
    expect(v.banners[0]?.alt).toBe('Welcome to Goldline: play the Goldline Originals');
    // Words over the picture (issue 12), EN for a visitor who asked for no language.
    expect(v.banners.map((b) => [b.headline, b.cta])).toEqual([
      ['Welcome! Six Goldline Originals to play', 'Play now'],
      ['Crash: cash out before the rocket flies away', 'Play Crash'],
      ['Provably fair: check every round yourself', 'How it works'],
    ]);
    expect(v.notice).toHaveLength(2);
    expect(titles(v.player)).toEqual([
      'Goldline Originals are live',
      'Provably fair, explained',
      'Keep your account safe',
    ]);
    expect(titles(v.promotion)).toEqual(['Originals launch week']);
    expect(v.popup.map((p) => [p.title, p.execution])).toEqual([['New here? Try before you deposit', 'B']]);
  });

  it('a member gets the A popups; with firstLogin=true the F ones too; a bad token reads as a visitor', async () => {
    const created = await op('POST', '/admin/content/announcements', {
      type: 'PU',
      execution: 'F',
      titles: { EN: 'Welcome aboard', CN: '欢迎加入' },
      contents: { EN: '<p>Your first steps</p>' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const member = await read('', k.tokens.demo);
    expect(member.popup.map((p) => p.execution)).toEqual(['A']);
    const first = await read('firstLogin=true', k.tokens.demo);
    expect(first.popup.map((p) => p.execution).sort()).toEqual(['A', 'F']);
    expect((await read('firstLogin=true')).popup.map((p) => p.execution)).toEqual(['B']);
    expect((await read('', 'expired-or-forged')).popup.map((p) => p.execution)).toEqual(['B']);
  });

  it('answers in the language asked, falling back to EN; only the types asked are filled', async () => {
    const cn = await read('language=CN');
    expect(titles(cn.player)[0]).toBe('Goldline 原创游戏正式上线');
    expect(cn.banners[2]?.alt).toBe('可验证公平：每一局都可以亲自验证');
    expect([cn.banners[0]?.headline, cn.banners[0]?.cta]).toEqual([
      '欢迎！六款 Goldline 原创游戏等你来玩',
      '立即游戏',
    ]);
    expect(titles((await read('language=MY')).promotion)).toEqual(['Originals စတင်မိတ်ဆက်သည့် အပတ်']);
    expect(titles((await read('language=KO')).promotion)).toEqual(['Originals launch week']);
    const onlyNotice = await read('types=H');
    expect(onlyNotice.notice).toHaveLength(2);
    expect([onlyNotice.banners, onlyNotice.player, onlyNotice.popup, onlyNotice.promotion]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});

describe('operator content API', () => {
  it('sanitises announcement HTML on save: scripts and on* attributes are gone', async () => {
    const res = await op('POST', '/admin/content/announcements', {
      type: 'PL',
      titles: { EN: 'Hello' },
      contents: {
        EN: '<p onclick="steal()">Hi <img src="/x.png" onerror="alert(1)"><script>alert(2)</script></p>',
        CN: '<a href="javascript:alert(3)">点</a><b>粗</b>',
      },
      sort: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json().value.contents;
    expect(stored.EN).toBe('<p>Hi <img src="/x.png" /></p>');
    expect(stored.CN).toBe('<a target="_blank" rel="noopener noreferrer">点</a><b>粗</b>');
    const row = await k.t.db
      .selectFrom('announcements')
      .select('contents')
      .where('id', '=', res.json().value.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.contents)).not.toMatch(/script|onclick|onerror|javascript/);
    // Seen at once by the site (this process's cache is cleared by the change).
    const site = await read('types=PL');
    expect(site.player.find((a) => a.title === 'Hello')?.content).toBe('<p>Hi <img src="/x.png" /></p>');

    const updated = await op('PUT', `/admin/content/announcements/${res.json().value.id}`, {
      contents: { EN: '<p style="color:red" onmouseover="x()">Edited</p>' },
    });
    expect(updated.json().value.contents).toEqual({ EN: '<p>Edited</p>' });
  });

  it('deactivating takes an announcement or banner off the site; scheduled ones wait for their time', async () => {
    const list = (await op('GET', '/admin/content/announcements')).json().value.announcements;
    const promo = list.find((a: { type: string }) => a.type === 'PR');
    expect((await op('PUT', `/admin/content/announcements/${promo.id}`, { active: false })).statusCode).toBe(
      200,
    );
    expect((await read('types=PR')).promotion).toEqual([]);

    const later = await op('POST', '/admin/content/announcements', {
      type: 'H',
      titles: { EN: 'Tomorrow' },
      contents: { EN: 'Soon' },
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.statusCode).toBe(200);
    expect(titles((await read('types=H')).notice)).not.toContain('Tomorrow');

    const banners = (await op('GET', '/admin/content/banners')).json().value.banners;
    const fair = banners.find((b: { imageUrl: string }) => b.imageUrl === '/banners/fair.svg');
    await op('PUT', `/admin/content/banners/${fair.id}`, { active: false });
    expect((await read('types=B')).banners.map((b) => b.url)).not.toContain('/banners/fair.svg');
  });

  it('refuses inconsistent content', async () => {
    const bad = [
      { type: 'PU', titles: { EN: 'x' }, contents: { EN: 'x' } }, // a popup needs an audience
      { type: 'PL', execution: 'A', titles: { EN: 'x' }, contents: { EN: 'x' } }, // only popups have one
      { type: 'PL', titles: { CN: '只有中文' }, contents: { CN: 'x' } }, // EN is required
    ];
    for (const body of bad) {
      expect((await op('POST', '/admin/content/announcements', body)).json().code).toBe('VALIDATION_FAILED');
    }
    const banner = (linkageType: string, linkage: string | null) =>
      op('POST', '/admin/content/banners', {
        groupName: 'w_promotion',
        imageUrl: '/banners/p.svg',
        linkageType,
        linkage,
        alt: { EN: 'Promo' },
      });
    expect((await banner('INTERNAL', 'https://elsewhere.example')).json().code).toBe('VALIDATION_FAILED');
    expect((await banner('EXTERNAL', 'javascript:alert(1)')).json().code).toBe('VALIDATION_FAILED');
    expect((await banner('NONE', '/promotions')).json().code).toBe('VALIDATION_FAILED');
    const good = await banner('VIDEO', 'https://www.youtube.com/watch?v=abc');
    expect(good.json().value).toMatchObject({ groupName: 'w_promotion', linkageType: 'VIDEO', active: true });
  });

  it('needs an operator token, and writes an audit row per change', async () => {
    const member = await k.call('GET', '/admin/content/banners', k.tokens.demo);
    expect(member.json().code).toBe('UNAUTHORIZED');
    const audit = await k.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'content.%')
      .execute();
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set([
        'content.announcement.create',
        'content.announcement.update',
        'content.banner.update',
        'content.banner.create',
      ]),
    );
  });
});
