import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The server (apps/server) answers the API on :3000 and serves dist/ in production; in development
// Vite proxies every server path there so the browser sees one origin (same as production).
const server = 'http://localhost:3000';

export default defineConfig({
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
});
