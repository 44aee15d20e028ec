import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The server (apps/server) answers the API on :3000 and serves dist/ in production; in development
// Vite proxies every server path there so the browser sees one origin (same as production).
const server = 'http://localhost:3000';

// React Router 7's package exports point every condition at its development build (dev warnings
// kept in); the production build beside it drops them (0.6 KB gz off the framework chunk) and the
// development-only console warnings from the built site.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') }]
        : [],
  },
  plugins: [
    react(),
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
          ],
        },
      },
    },
  },
}));
