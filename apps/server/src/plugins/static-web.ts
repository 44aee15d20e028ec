import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundEnvelope } from './error-handler.ts';

/** Paths that never fall back to the SPA: the API, the socket and the API docs. */
const API_PREFIXES = ['/wps', '/lgw', '/admin', '/ws', '/docs', '/assets'];
export const isApiPath = (path: string) =>
  path === '/openapi.json' || API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

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
export async function registerStaticWeb(app: FastifyInstance, dist: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
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
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !looksLikeFile(url)) {
      if (hasDist) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(MISSING_PAGE);
    }
    return reply.status(404).send(notFoundEnvelope());
  });
}
