import { gzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from '@playwright/test';

/**
 * Issue 11's budget, held as a ratchet: every JavaScript file the home page requests as a first-time visitor
 * until the network is idle, lazy chunks included, counted as gzip -9 of the body, at most CEILING_KB (issue 11's 170 KB).
 * "Idle" starts once the lobby has drawn its banners: no request in flight and none started for
 * QUIET_MS (a busy CPU can pause requests for longer than Playwright's 500 ms idle while the first
 * scripts run). What the page defers until it is quiet itself (operator popups, the carousels'
 * engine: features/content/hooks/use-page-quiet.ts, 1.5 s) comes later and is not counted.
 * `npm run bench` prints the same count against the goal (bench/lib/home-js.ts).
 */
const BUDGET_KB = 170;
// The ceiling npm test holds: issue 11's budget itself since decision 075 (measured 169.2 KB there,
// from 189.7 KB in decision 069). Lower it as the first page shrinks, never raise it (a change that
// adds JS to the first page fails here).
const CEILING_KB = 170;
const QUIET_MS = 1_000;

async function scriptsUntilIdle(page: Page) {
  const inFlight = new Set<Request>();
  const scripts = new Map<string, Request>();
  let lastStart = Date.now();
  let stopped = false;
  page.on('request', (request) => {
    if (stopped) return;
    inFlight.add(request);
    lastStart = Date.now();
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !scripts.has(path)) scripts.set(path, request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByTestId('banner-carousel')).toBeVisible({ timeout: 30_000 });
  while (inFlight.size > 0 || Date.now() - lastStart < QUIET_MS) await page.waitForTimeout(100);
  stopped = true;

  const sizes = await Promise.all(
    [...scripts].map(async ([path, request]) => {
      const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
      return { path, kb: gzipSync(body, { level: 9 }).length / 1024 };
    }),
  );
  return sizes.sort((a, b) => b.kb - a.kb);
}

test('the home page loads no more JavaScript than its ceiling until the network is idle @mobile', async ({
  page,
}, testInfo) => {
  const scripts = await scriptsUntilIdle(page);
  const total = scripts.reduce((sum, s) => sum + s.kb, 0);
  const listing = scripts.map((s) => `${s.path} ${s.kb.toFixed(1)} KB`).join('\n');
  await testInfo.attach('home-page-scripts.txt', { body: `${total.toFixed(1)} KB\n${listing}` });
  console.log(
    `home page JS (${testInfo.project.name}): ${total.toFixed(1)} KB gz in ${scripts.length} files, ceiling ${CEILING_KB}, issue 11 budget ${BUDGET_KB}`,
  );
  expect(total, `home page JS, gzip -9, until network idle:\n${listing}`).toBeLessThanOrEqual(CEILING_KB);
});
