import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Debian's Chromium, as in e2e/playwright.config.ts and the Lighthouse bench. Never a downloaded one. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// After network idle the page still loads what it defers until it has settled (operator popups,
// the carousels' engine): count those apart, until nothing was requested for this long.
const QUIET_MS = 3_000;

export interface HomeScript {
  path: string;
  /** Bytes of the decoded body after gzip -9: how the JS budget of docs/decisions/020 is counted. */
  gz: number;
}

export interface Viewport {
  name: string;
  width: number;
  height: number;
  mobile: boolean;
}

export const VIEWPORTS: Viewport[] = [
  { name: 'mobile 360x740', width: 360, height: 740, mobile: true },
  { name: 'desktop 1280x800', width: 1280, height: 800, mobile: false },
];

/**
 * The JavaScript the home page gets as a first-time visitor: `untilIdle` is every script response
 * until the network is idle (Playwright's: 500 ms without a request), lazy chunks included, the
 * figure e2e/tests/home-budget.spec.ts holds to the budget in `npm test`; `afterIdle` is what the
 * page loads once it has settled (popups, carousels), until the network stays quiet for QUIET_MS.
 */
export async function homePageScripts(
  url: string,
  viewport: Viewport,
): Promise<{ untilIdle: HomeScript[]; afterIdle: HomeScript[] }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
    });
    const page = await context.newPage();
    const scripts = new Map<string, { idle: boolean; gz: Promise<number> }>();
    let idle = false;
    let lastRequestAt = Date.now();
    page.on('request', () => {
      lastRequestAt = Date.now();
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().resourceType() !== 'script' || scripts.has(path)) return;
      const gz = response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0);
      scripts.set(path, { idle, gz });
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    idle = true;
    while (Date.now() - lastRequestAt < QUIET_MS) await page.waitForTimeout(250);
    const all = await Promise.all(
      [...scripts].map(async ([path, s]) => ({ path, gz: await s.gz, afterIdle: s.idle })),
    );
    const pick = (afterIdle: boolean) =>
      all.filter((s) => s.afterIdle === afterIdle).map(({ path, gz }) => ({ path, gz }));
    return { untilIdle: pick(false), afterIdle: pick(true) };
  } finally {
    await browser.close();
  }
}

export const totalKb = (scripts: HomeScript[]) => scripts.reduce((sum, s) => sum + s.gz, 0) / 1024;
