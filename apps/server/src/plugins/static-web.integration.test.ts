import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../test/helpers.ts';

/** apps/web/public: the build copies it into the dist as it is. */
const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));

/** What the browser receives: compressed twins and answers, SPA fallback, real 404s for files. */
describe('static web', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  // The head's inline pre-paint script (apps/web/index.html), allowed by its hash (decision 098).
  const themeScript =
    "\n      document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');\n    ";

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.cp(webPublic, dist, { recursive: true });
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>shell</title>\n    <script>${themeScript}</script>\n    <link rel="stylesheet" crossorigin href="/assets/app.css">\n  </head><body><div id="root"></div></body></html>`,
    );
    await fs.writeFile(path.join(dist, 'assets', 'app.js'), script);
    await fs.writeFile(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync(script));
    t = await createTestApp((c) => {
      c.webDist = dist;
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves the brotli twin to a browser that accepts it, the plain file otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses API answers above 1 KB for a browser that asks', async () => {
    const url = '/wps/relay/GCSGAME_gameList?vassalage=INHOUSE&language=EN';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().value.games.length).toBeGreaterThan(0);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('serves the avatar the API hands a member (a file of the web build, not a 404)', async () => {
    const token = await loginToken(t, 'demo', 'PlayDemo#2026');
    const icon = await t.app.inject({ url: '/wps/member/info/icon', headers: auth(token) });
    const { avatarUrl } = icon.json().value;
    expect(avatarUrl).toBe('/assets/avatar-default.svg');
    const avatar = await t.app.inject({ url: avatarUrl });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.body).toMatch(/<title[ >]/);
  });

  it("preloads the first home banner from the home paths' shell, and only there", async () => {
    const banner = await t.services.content.firstHomeBannerUrl();
    expect(banner).toMatch(/^\//);
    for (const url of ['/', '/home']) {
      const home = await t.app.inject({ url });
      expect(home.statusCode).toBe(200);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toContain(`<link rel="preload" as="image" href="${banner}" fetchpriority="high" />`);
      expect(home.body.indexOf('rel="preload"')).toBeLessThan(home.body.indexOf('</head>'));
      // Asked for before the head's scripts, which would otherwise take the connections first (decision 112).
      expect(home.body.indexOf('rel="preload"')).toBeLessThan(home.body.indexOf('<script'));
      expect(home.body.indexOf('id="gl-shell-css"')).toBeLessThan(home.body.indexOf('<script'));
    }
    const other = await t.app.inject({ url: '/promotions' });
    expect(other.body).toContain('<title>shell</title>');
    expect(other.body).not.toContain('rel="preload"');
  });

  it("paints the home paths' first screen before any script: the banner picture in the shell, #root hidden behind it", async () => {
    const banner = await t.services.content.firstHomeBannerUrl();
    const home = (await t.app.inject({ url: '/' })).body;
    const shell = home.indexOf('<div id="gl-shell" aria-hidden="true">');
    expect(shell).toBeGreaterThan(home.indexOf('<body>'));
    // The shell comes before #root (its CSS hides the sibling #root until the app removes the shell).
    expect(shell).toBeLessThan(home.indexOf('<div id="root"></div>'));
    expect(home.slice(shell)).toContain(
      `<img src="${banner}" alt="" width="1200" height="400" fetchpriority="high"`,
    );
    expect(home.indexOf('#gl-shell~#root{display:none}')).toBeLessThan(home.indexOf('</head>'));
    // No words in it: the language is the member's, set by the head's script, and nothing is focusable.
    expect(home.slice(shell, home.indexOf('<div id="root">'))).not.toMatch(/>[^<\s]+</);
    const other = (await t.app.inject({ url: '/promotions' })).body;
    expect(other).not.toContain('gl-shell');
  });

  it("loads the app's stylesheet after the home shell, so only #root waits for it", async () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/app.css">';
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home.split(link)).toHaveLength(2);
    expect(home.indexOf(link)).toBeGreaterThan(home.indexOf('<div id="gl-shell"'));
    expect(home.indexOf(link)).toBeLessThan(home.indexOf('<div id="root"></div>'));
    // Any other page keeps it in the head: it has no shell to paint first.
    const other = (await t.app.inject({ url: '/promotions' })).body;
    expect(other.indexOf(link)).toBeGreaterThan(0);
    expect(other.indexOf(link)).toBeLessThan(other.indexOf('</head>'));
  });

  it("allows the page's inline script by its hash on the HTML answers, never 'unsafe-inline'", async () => {
    const hash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
    for (const url of ['/', '/promotions']) {
      const page = await t.app.inject({ url });
      const scriptSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, url).toBe(`script-src 'self' ${hash}`);
    }
    // Other answers keep the plain policy: no script runs from a JSON or a picture.
    const api = await t.app.inject({ url: '/wps/system/status' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('answers app routes with the shell but a missing file with 404', async () => {
    const route = await t.app.inject({ url: '/rng?vassalage=INHOUSE' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    const image = await t.app.inject({ url: '/games/missing.svg' });
    expect(image.statusCode).toBe(404);
    expect(image.body).not.toContain('shell');
  });
});
