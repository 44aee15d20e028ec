import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

/** Blog/news articles and the help-centre editor (issue 17, decision 108). */
let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const get = async (url: string) => (await k.t.app.inject({ method: 'GET', url })).json();
const post = (published: boolean) => ({
  slug: 'weekend-cup',
  category: 'NEWS',
  titles: { EN: 'Weekend cup', CN: '周末杯赛' },
  summaries: { EN: 'A cup for everyone.' },
  contents: { EN: '<p onclick="x()">Join<script>alert(1)</script></p>', CN: '<p>参加</p>' },
  published,
});

describe('blog and news', () => {
  it('sanitises on save, hides drafts, shows published articles by language with EN as fallback', async () => {
    const created = await k.call('POST', '/admin/blog', k.tokens.op, post(false));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as string;
    expect(created.json().value.contents.EN).toBe('<p>Join</p>');
    expect((await get('/wps/blog?lang=EN')).value.total).toBe(0);
    expect((await get('/wps/blog/weekend-cup')).code).toBe('NOT_FOUND');

    const published = await k.call('PUT', `/admin/blog/${id}`, k.tokens.op, post(true));
    expect(published.json().value.published).toBe(true);
    const cn = await get('/wps/blog?lang=CN&category=NEWS');
    expect(cn.value.rows).toEqual([
      expect.objectContaining({ slug: 'weekend-cup', title: '周末杯赛', summary: 'A cup for everyone.' }),
    ]);
    expect((await get('/wps/blog?category=BLOG')).value.total).toBe(0);
    expect((await get('/wps/blog/weekend-cup?lang=AR')).value).toMatchObject({
      title: 'Weekend cup',
      content: '<p>Join</p>',
    });

    await k.call('PUT', `/admin/blog/${id}`, k.tokens.op, post(false));
    expect((await get('/wps/blog/weekend-cup')).code).toBe('NOT_FOUND');
  });

  it('refuses a taken slug, an article without English, and non-operators', async () => {
    const taken = await k.call('POST', '/admin/blog', k.tokens.op, post(true));
    expect(taken.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: { slug: 'taken' } } });
    const noEn = await k.call('POST', '/admin/blog', k.tokens.op, {
      ...post(true),
      slug: 'other',
      titles: { CN: '无' },
    });
    expect(noEn.json().code).toBe('VALIDATION_FAILED');
    expect((await k.call('POST', '/admin/blog', k.tokens.demo, post(true))).json().code).toBe('UNAUTHORIZED');
  });
});

describe('help centre editor', () => {
  it("saves a language's section sanitised, serves it by language, deletes it, and audits each change", async () => {
    const saved = await k.call('PUT', '/admin/help/terms/AR', k.tokens.op, {
      sort: 0,
      title: 'الشروط والأحكام',
      content: '<p>يجب أن يكون عمرك 18 عامًا أو أكثر.</p><script>x()</script>',
    });
    expect(saved.json().value.content).toBe('<p>يجب أن يكون عمرك 18 عامًا أو أكثر.</p>');
    const ar = await get('/wps/system/helpCenter?lang=AR&device=WEB');
    expect(ar.value.sections).toEqual([expect.objectContaining({ id: 'terms', title: 'الشروط والأحكام' })]);
    const list = await k.call('GET', '/admin/help', k.tokens.op);
    expect(
      list.json().value.sections.filter((s: { lang: string }) => s.lang === 'EN').length,
    ).toBeGreaterThan(0);

    await k.call('DELETE', '/admin/help/terms/AR', k.tokens.op);
    const fallback = await get('/wps/system/helpCenter?lang=AR&device=WEB');
    expect(fallback.value.sections[0].title).toBe('Terms and conditions');
    const audit = await k.t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'help.%')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['help.delete', 'help.save']);
  });
});
