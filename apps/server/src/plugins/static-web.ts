import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundEnvelope } from './error-handler.ts';

/** Paths that never fall back to the SPA: the API, the socket and the API docs. */
const API_PREFIXES = ['/wps', '/lgw', '/admin', '/ws', '/docs', '/assets'];
export const isApiPath = (path: string) =>
  path === '/openapi.json' || API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

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
  const sendShell = async (url: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const hero = HOME_PATHS.has(url.toLowerCase()) ? await heroImageOf(options.heroImage) : null;
    if (!hero) return reply.sendFile('index.html');
    // The browser fetches the banner with the HTML instead of after the scripts have drawn the lobby.
    const link = `<link rel="preload" as="image" href="${escapeAttribute(hero)}" fetchpriority="high" />`;
    return reply.type('text/html; charset=utf-8').send(shell.replace('</head>', `    ${link}\n  </head>`));
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
        else if (rel === 'index.html') res.header('cache-control', 'no-cache');
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
