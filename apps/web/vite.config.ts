import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (apps/server) answers the API on :3000 and serves dist/ in production; in development
// Vite proxies every server path there so the browser sees one origin (same as production).
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  },
});
