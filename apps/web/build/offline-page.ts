import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `offline.html`: what the service worker shows for a page opened without a network (decision 109).
 * It has to work with nothing but the precache, so it is one small HTML file with its styles inline
 * and every language's three strings (from `locales/<lang>/download.json`, `offline.*`) as a JSON
 * block; `public/offline.js` picks the member's language, direction and colour scheme from the same
 * storage keys as index.html's head script. No inline script, so the site's CSP applies unchanged.
 */
export function offlinePage(localesDir: string): Plugin {
  return {
    name: 'goldline-offline-page',
    generateBundle() {
      const strings: Record<string, unknown> = {};
      for (const language of readdirSync(localesDir, { withFileTypes: true })) {
        if (!language.isDirectory()) continue;
        const file = join(localesDir, language.name, 'download.json');
        strings[language.name] = JSON.parse(readFileSync(file, 'utf8')).offline;
      }
      // `<` escaped so no string can close the JSON block.
      const json = JSON.stringify(strings).replace(/</g, '\\u003c');
      const en = strings.en as { title: string; body: string; retry: string };
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: page(en, json) });
    },
  };
}

const page = (en: { title: string; body: string; retry: string }, json: string) => `<!doctype html>
<html lang="en" dir="ltr" data-mantine-color-scheme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark light">
<title>Goldline</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
html{background:#0B1326;color:#F3F5F9;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
html[data-mantine-color-scheme=light]{background:#F3F5F9;color:#0D1528}
body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:24px;box-sizing:border-box}
main{max-width:28rem;text-align:center}
h1{font-size:1.5rem;margin:20px 0 8px}
p{line-height:1.5;margin:0 0 24px}
button{font:inherit;font-weight:700;min-height:44px;padding:0 24px;border:0;border-radius:10px;background:#E8B321;color:#0D1528;cursor:pointer}
button:focus-visible{outline:3px solid currentColor;outline-offset:3px}
</style>
</head>
<body>
<main>
<svg width="72" height="72" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#0D1528"/><path d="M32 10 52 32 32 54 12 32Z" fill="#E8B321"/><path d="M32 20 42 32 32 44 22 32Z" fill="#0D1528"/></svg>
<h1 id="offline-title">${en.title}</h1>
<p id="offline-body">${en.body}</p>
<button id="offline-retry" type="button">${en.retry}</button>
</main>
<script type="application/json" id="offline-strings">${json}</script>
<script src="/offline.js"></script>
</body>
</html>
`;
