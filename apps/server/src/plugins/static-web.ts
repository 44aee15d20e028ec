import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundEnvelope } from './error-handler.ts';
import { withScriptHashes } from './security-headers.ts';

/** Paths that never fall back to the SPA: the API, the socket and the API docs. */
const API_PREFIXES = ['/wps', '/lgw', '/admin', '/ws', '/docs', '/assets'];
export const isApiPath = (path: string) =>
  path === '/openapi.json' || API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** Files of the build that are revalidated on every request instead of cached for an hour. */
const REVALIDATED = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'offline.html', 'offline.js']);

/** The home route's paths (apps/web router: index, home): their shell preloads the first banner. */
const HOME_PATHS = new Set(['/', '/home', '/index']);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A broken lookup must never cost the page: no preload then. */
async function heroImageOf(lookup: (() => Promise<string | null>) | undefined): Promise<string | null> {
  try {
    return (await lookup?.()) ?? null;
  } catch {
    return null;
  }
}

/** A file-like path (last segment has an extension): a missing image must be a 404, not the SPA shell. */
const looksLikeFile = (url: string) => /\.[a-z0-9]{1,8}$/i.test(url.slice(url.lastIndexOf('/') + 1));

/**
 * The home page's first screen as plain HTML and inline CSS, painted before any script runs
 * (decision 075): the header bar, the notice strip, the hero banner with its picture (preloaded,
 * `fetchpriority=high`), the jackpot box and the hot row's tiles as skeletons, in the layout's
 * sizes (apps/web main-layout, site-header, home-lobby, banner-carousel and slide-row CSS). It
 * holds no words: the language and direction come from the head's script, which sets `<html lang dir>`
 * from the member's choice before the body is parsed, so the shell is right in every language and
 * in RTL. The app renders into #root while it is hidden behind the shell, and removes the shell in
 * the frame it first draws the lobby's banner (apps/web/src/lib/prerendered-shell.ts): nothing is
 * hydrated, so nothing can mismatch, and the app's elements appear rather than move (no layout
 * shift). Colours are the brand's surfaces (apps/web/src/app/theme.ts) for both schemes.
 */
const SHELL_CSS = `<style id="gl-shell-css">
#gl-shell~#root{display:none}
#gl-shell{display:flex;min-height:100dvh;background:#0B1326;--s:#121B33;--b:#26314F}
[data-mantine-color-scheme=light] #gl-shell{background:#F3F5F9;--s:#FFFFFF;--b:#D9DEE8}
#gl-shell *{box-sizing:border-box}
.gls-side{flex:none;width:232px;height:100dvh;position:sticky;top:0;background:var(--s);border-inline-end:1px solid var(--b);padding:16px}
.gls-col{flex:1;min-width:0;display:flex;flex-direction:column}
.gls-head{background:var(--s);border-bottom:1px solid var(--b)}
.gls-top{height:64px;display:flex;align-items:center;padding-inline:16px;border-bottom:1px solid var(--b)}
.gls-nav{height:48px}
.gls-mark{display:block}
.gls-top .gls-mark{display:none}
.gls-main{width:100%;max-width:1400px;margin-inline:auto;padding:20px 24px 40px;display:grid;gap:28px;align-content:start}
.gls-grid{display:grid;gap:14px;grid-template-columns:minmax(0,1fr)}
.gls-box{background:var(--s);border:1px solid var(--b);border-radius:18px}
.gls-marq{height:46px;border-radius:12px}
.gls-banner{aspect-ratio:3/1;overflow:hidden;border:0;background:linear-gradient(120deg,#0D1836,#1F2F5C)}
.gls-banner img{display:block;width:100%;height:100%;object-fit:cover}
.gls-jack{height:180px}
.gls-title{height:40px;width:180px;border-radius:10px}
.gls-tiles{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:16px}
.gls-tile{aspect-ratio:3/4;border-radius:14px}
@media (min-width:62em){.gls-grid{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}.gls-marq{grid-column:1/-1}.gls-jack{height:auto;min-height:180px}}
@media (max-width:61.99em){.gls-tiles{grid-template-columns:repeat(5,minmax(0,1fr))}}
@media (max-width:47.99em){.gls-side{display:none}.gls-nav{display:none}.gls-top .gls-mark{display:block;margin-inline-start:52px}.gls-main{padding:12px 12px 84px;gap:20px}.gls-banner{aspect-ratio:2/1}.gls-jack{height:120px}.gls-tiles{grid-template-columns:repeat(3,minmax(0,1fr));gap:12px;margin-inline-end:-25%}}
</style>`;

const MARK = `<svg class="gls-mark" width="32" height="32" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#0D1528"/><path d="M32 8 54 32 32 56 10 32Z" fill="#D9A514"/><path d="M32 20 43 32 32 44 21 32Z" fill="#0D1528"/><path d="M32 26 38 32 32 38 26 32Z" fill="#F6DC8E"/></svg>`;

/** The shell's markup for the home paths; `hero` is the first banner's picture, when there is one. */
export function homeShell(hero: string | null): string {
  const picture = hero
    ? `<img src="${escapeAttribute(hero)}" alt="" width="1200" height="400" fetchpriority="high" decoding="async">`
    : '';
  const tiles = '<div class="gls-box gls-tile"></div>'.repeat(6);
  return `<div id="gl-shell" aria-hidden="true"><div class="gls-side">${MARK}</div><div class="gls-col"><div class="gls-head"><div class="gls-top">${MARK}</div><div class="gls-nav"></div></div><div class="gls-main"><div class="gls-grid"><div class="gls-box gls-marq"></div><div class="gls-box gls-banner">${picture}</div><div class="gls-box gls-jack"></div></div><div class="gls-box gls-title"></div><div class="gls-tiles">${tiles}</div></div></div></div>`;
}

/** The contents of index.html's inline scripts (`<script>` without `src`): the pre-paint theme script. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

/** The build's `<link rel="stylesheet">` tags in index.html's head. */
const STYLESHEET_LINKS = /<link rel="stylesheet"[^>]*>\s*/g;

const MISSING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Goldline</title></head>
<body><h1>The web app is not built yet</h1><p>Run <code>npm run build</code>, then restart the server.</p></body></html>`;

/**
 * Serves apps/web/dist on the API's port (docs/architecture.md "One process serves everything").
 * Hashed /assets/* are immutable for a year; index.html is revalidated every time so a deploy shows
 * at once; any other GET outside the API gets index.html (client-side routing), except paths that
 * name a file: those are 404 so a broken image link shows up as one.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  dist: string,
  options: {
    /** The home page's first banner picture, preloaded from the shell of the home paths (issue 11). */
    heroImage?: () => Promise<string | null>;
  } = {},
): Promise<void> {
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
  const shell = hasDist ? fs.readFileSync(path.join(dist, 'index.html'), 'utf8') : '';
  // The home page depends only on the first banner's picture: built once per picture, not per request.
  let home: { hero: string | null; page: string } | null = null;
  const homePage = (hero: string | null): string => {
    if (home?.hero === hero) return home.page;
    // The browser fetches the banner with the HTML instead of after the scripts have drawn the lobby,
    // and paints it in the shell before they run.
    const link = hero
      ? `<link rel="preload" as="image" href="${escapeAttribute(hero)}" fetchpriority="high" />\n    `
      : '';
    // The app's stylesheet moves from the head to after the shell: a stylesheet in the body holds
    // back only what follows it (#root), so the shell paints with its inline CSS alone instead of
    // waiting for the whole site's CSS (decision 094). Scripts still run after it has loaded.
    const stylesheets = shell.match(STYLESHEET_LINKS) ?? [];
    const withoutStylesheets = stylesheets.reduce((html, tag) => html.replace(tag, ''), shell);
    // The picture's preload and the shell's CSS go before the head's first script (decision 112): the
    // browser asks for the picture before the fifteen module scripts, which would otherwise take the
    // six connections an HTTP/1.1 origin gets and make the largest paint wait for them.
    const firstScript = withoutStylesheets.search(/<script[\s>]/);
    const headEnd = withoutStylesheets.indexOf('</head>');
    const at = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
    const page =
      `${withoutStylesheets.slice(0, at)}${link}${SHELL_CSS}\n    ${withoutStylesheets.slice(at)}`.replace(
        '<div id="root"></div>',
        `${homeShell(hero)}${stylesheets.join('')}<div id="root"></div>`,
      );
    home = { hero, page };
    return page;
  };
  // index.html runs its theme script inline, before the first paint without waiting for a request
  // (decision 098): the CSP in force on the page's answer allows that script by its hash.
  const scripts = inlineScripts(shell);
  let policy = { from: '', to: '' };
  const allowInlineScripts = (reply: FastifyReply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp !== 'string') return;
    if (policy.from !== csp) policy = { from: csp, to: withScriptHashes(csp, scripts) };
    reply.header('content-security-policy', policy.to);
  };
  const sendShell = async (url: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    allowInlineScripts(reply);
    if (!HOME_PATHS.has(url.toLowerCase())) return reply.sendFile('index.html');
    const page = homePage(await heroImageOf(options.heroImage));
    return reply.type('text/html; charset=utf-8').send(page);
  };
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      // The build writes .br and .gz twins (vite-plugin-compression2); picked by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(dist, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker, its manifest and the offline page it precaches are checked on every
        // visit, so a deploy reaches installed apps at once (decision 109).
        else if (REVALIDATED.has(rel)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
    // The root is a directory to @fastify/static; answer it with the SPA shell like any app route.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell('/', reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !looksLikeFile(url)) {
      if (hasDist) return sendShell(url, reply);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(MISSING_PAGE);
    }
    return reply.status(404).send(notFoundEnvelope());
  });
}
