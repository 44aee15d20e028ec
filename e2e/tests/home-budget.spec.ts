import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 11's budget, enforced: every JavaScript response the home page gets as a first-time visitor
 * until the network is idle (Playwright's: 500 ms without a request), lazy chunks included, counted
 * as gzip -9 of the body, at most 170 KB. What the page defers until it has settled (the operator
 * popups, the carousels' engine) starts after a longer quiet (features/content/hooks/use-page-quiet.ts)
 * and is not part of it. `npm run bench` prints the same count against the goal (bench/lib/home-js.ts).
 */
const BUDGET_KB = 170;

async function homeScripts(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() !== 'script' || scripts.has(path)) return;
    scripts.set(
      path,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const sizes = await Promise.all([...scripts].map(async ([path, gz]) => ({ path, kb: (await gz) / 1024 })));
  return sizes.sort((a, b) => b.kb - a.kb);
}

test('the home page loads at most 170 KB of gzipped JavaScript until the network is idle @mobile', async ({
  page,
}, testInfo) => {
  const scripts = await homeScripts(page);
  const total = scripts.reduce((sum, s) => sum + s.kb, 0);
  const listing = scripts.map((s) => `${s.path} ${s.kb.toFixed(1)} KB`).join('\n');
  await testInfo.attach('home-page-scripts.txt', { body: `${total.toFixed(1)} KB\n${listing}` });
  console.log(
    `home page JS (${testInfo.project.name}): ${total.toFixed(1)} KB gz in ${scripts.length} files`,
  );
  // The page did load (not an error screen that would pass any budget).
  await expect(page.getByTestId('status-normal')).toBeVisible();
  expect(total, `home page JS, gzip -9, until network idle:\n${listing}`).toBeLessThanOrEqual(BUDGET_KB);
});
