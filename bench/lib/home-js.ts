import { gzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';

/** Debian's Chromium, as in e2e/playwright.config.ts and the Lighthouse bench. Never a downloaded one. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// As e2e/tests/home-budget.spec.ts: once the lobby shows its banners, idle is no request in flight
// and none started for IDLE_MS. What the page defers until it is quiet itself (popups, the carousels'
// engine: use-page-quiet.ts, 1.5 s) comes after: counted apart, until nothing was requested for QUIET_MS.
const IDLE_MS = 1_000;
const QUIET_MS = 4_000;

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
 * The JavaScript the home page gets as a first-time visitor: `untilIdle` is every script requested
 * until the network is idle, lazy chunks included, the figure e2e/tests/home-budget.spec.ts holds to
 * the budget in `npm test`; `afterIdle` is what the page loads once it is quiet (popups, carousels).
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
    const inFlight = new Set<Request>();
    const scripts = new Map<string, { request: Request; afterIdle: boolean }>();
    let lastStart = Date.now();
    let idle = false;
    page.on('request', (request) => {
      inFlight.add(request);
      lastStart = Date.now();
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && !scripts.has(path))
        scripts.set(path, { request, afterIdle: idle });
    });
    const done = (request: Request) => inFlight.delete(request);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const quietFor = async (ms: number) => {
      while (inFlight.size > 0 || Date.now() - lastStart < ms) await page.waitForTimeout(100);
    };
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.getByTestId('banner-carousel').waitFor({ timeout: 30_000 });
    await quietFor(IDLE_MS);
    idle = true;
    await quietFor(QUIET_MS);
    const all = await Promise.all(
      [...scripts].map(async ([path, { request, afterIdle }]) => {
        const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
        return { path, gz: gzipSync(body, { level: 9 }).length, afterIdle };
      }),
    );
    const pick = (afterIdle: boolean) =>
      all.filter((s) => s.afterIdle === afterIdle).map(({ path, gz }) => ({ path, gz }));
    return { untilIdle: pick(false), afterIdle: pick(true) };
  } finally {
    await browser.close();
  }
}

export const totalKb = (scripts: HomeScript[]) => scripts.reduce((sum, s) => sum + s.gz, 0) / 1024;
