import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePage } from './build/offline-page.ts';

// The server (apps/server) answers the API on :3000 and serves dist/ in production; in development
// Vite proxies every server path there so the browser sees one origin (same as production).
const server = 'http://localhost:3000';

// React Router 7's package exports point every condition at its development build (dev warnings
// kept in); the production build beside it drops them (0.6 KB gz off the framework chunk) and the
// development-only console warnings from the built site.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * The translation files as plain JSON assets at a computable address,
 * `assets/locales/<lang>/<namespace>-<version>.json` (version: a hash of all of them, so the address
 * changes with any text and the files are cached as immutable like every asset). lib/i18n.ts fetches
 * them by that address: no loader map of 225 entries in the first page's JS (decision 075). Every
 * language gets every namespace (`{}` where a partial language has no file: EN fills in key by key),
 * so no request ends in a 404. In development lib/i18n.ts reads src/locales directly.
 */
function localeAssets(): Plugin {
  const dir = fileURLToPath(new URL('./src/locales', import.meta.url));
  const languages = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
  const files = new Map<string, string>();
  for (const language of languages)
    for (const file of readdirSync(join(dir, language))
      .filter((name) => name.endsWith('.json'))
      .sort())
      files.set(`${language}/${file}`, readFileSync(join(dir, language, file), 'utf8'));
  const namespaces = [...new Set([...files.keys()].map((key) => key.split('/')[1] as string))];
  const hash = createHash('sha256');
  for (const [key, text] of files) hash.update(key).update(text);
  const version = hash.digest('hex').slice(0, 10);
  return {
    name: 'goldline-locale-assets',
    config: () => ({ define: { 'import.meta.env.VITE_LOCALES_VERSION': JSON.stringify(version) } }),
    generateBundle() {
      for (const language of languages)
        for (const namespace of namespaces) {
          const text = files.get(`${language}/${namespace}`) ?? '{}';
          const name = namespace.replace(/\.json$/, '');
          // Minified: the same JSON without the indentation.
          const source = JSON.stringify(JSON.parse(text));
          this.emitFile({
            type: 'asset',
            fileName: `assets/locales/${language}/${name}-${version}.json`,
            source,
          });
        }
    },
  };
}

/**
 * The web app manifest and the service worker (decision 109). The worker precaches only the offline
 * page and the icons: navigations go to the network and fall back to the
 * offline page when it is gone; API, socket and money answers never pass through a cache; the app's
 * own files are left to the HTTP cache (hashed, immutable). The app registers the worker itself once
 * the page is quiet (lib/service-worker.ts), so nothing is injected into the first page.
 */
function installableApp() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'offline.js'],
    manifest: {
      id: '/',
      name: 'Goldline',
      short_name: 'Goldline',
      description: 'Live casino, slots, sports, lottery and more. 18+ only, play responsibly.',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      // The dark brand surface (app/theme.ts), the site's default scheme; index.html's theme-color
      // metas give the light one to browsers in light mode.
      background_color: '#0B1326',
      theme_color: '#0B1326',
      icons: [
        { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
        { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
        { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
        { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['offline.html'],
      navigateFallback: null,
      // No navigation preload: the browser would send its preload request for every navigation,
      // and the ones the worker leaves alone (an OIDC callback under /wps) would reach the server
      // twice, the second refused as a replay. The worker starts in a few ms; pages go to the network.
      navigationPreload: false,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // Page loads only, and never the API's paths (a CSV export opened as a page, say).
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(wps|lgw|admin|ws|docs|openapi\.json)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'offline.html' } },
        },
      ],
    },
  });
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  plugins: [
    react(),
    localeAssets(),
    offlinePage(fileURLToPath(new URL('./src/locales', import.meta.url))),
    installableApp(),
    // Brotli and gzip twins of every text asset, served by the server's static plugin
    // (preCompressed): no compression work per request, and the best ratio the build can afford.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  server: {
    proxy: {
      '/wps': server,
      '/lgw': server,
      '/admin': server,
      '/openapi.json': server,
      '/ws': { target: server, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Budgets are checked on gzip sizes (bench/); the default warning is noise here.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // One framework chunk for what every page needs: fewer requests and better gzip than the
        // dozens of tiny shared chunks the default split makes (reference/ecosystem.md 7).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Mutations are only used behind lazy routes (forms), so they stay out of the first page.
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?!react-query[\\/]build[\\/]modern[\\/]useMutation|query-core[\\/]build[\\/]modern[\\/]mutationObserver)[^\\/]+|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            {
              // The small UI pieces the first page and most lazy screens share (Mantine's Box, Text,
              // Transition, Loader, UnstyledButton, three hooks, the icons' factory) in one chunk: split
              // by default into ten files of 0.1-9 KB, they cost the home page 2.6 KB gz more (decision 113).
              name: 'ui-base',
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core[\\/](Box|MantineProvider[\\/]Mantine\.context)|components[\\/](Text|Transition|Loader|UnstyledButton)[\\/])|@mantine[\\/]hooks[\\/]esm[\\/]use-(media-query|did-update|reduced-motion)[\\/]|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))/,
              priority: 9,
            },
          ],
        },
      },
    },
  },
}));
