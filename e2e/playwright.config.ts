import { defineConfig, devices } from '@playwright/test';

// The built site on a real server and a fresh embedded PostgreSQL, driven in Debian's Chromium.
// Never download a browser: executablePath points at the system one (`apt-get install chromium`).
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// Separate folders let two runs (say, two developers' worktrees) share a machine.
const dataDir = process.env.E2E_DATA_DIR ?? '.artifacts/data';

/**
 * Three lanes for up to two workers (decision 089). Tests that change what every visitor sees (maintenance,
 * the region block, registration rules, banners, footer settings) carry `@site` in their title and
 * run last, alone. The demo member's money is shared: the specs that bet, deposit or withdraw as
 * `demo` (DEMO_LANE) run one at a time, beside a lane with everything else (visitors, fresh accounts,
 * the agent and its team) and a lane with the phone runs. A new spec goes to the "other" lane unless
 * it is listed here; tests that change a site-wide setting are tagged `@site`.
 */
const DEMO_LANE = [
  'games.spec.ts',
  'lottery.spec.ts',
  'newcomer-language-and-game.spec.ts',
  'newcomer-lobby-details.spec.ts',
  'newcomer-money.spec.ts',
  'originals.spec.ts',
  'referral-rebate.spec.ts',
  'wallet.spec.ts',
].map((file) => `**/${file}`);
const SITE = /@site/;
const MOBILE = /@mobile/;
const MOBILE_AND_SITE = /^(?=.*@mobile)(?=.*@site)/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './.artifacts/results',
  fullyParallel: false,
  // Each lane (project) runs one test at a time. One worker until two are measured faster and
  // steady on a quiet 2-core machine (decision 089); E2E_WORKERS=2 runs two lanes at once.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A trace only when CI retries a failed test (recording one for every test costs each test).
    trace: 'on-first-retry',
    // The site's service worker (decision 109) would take page loads in every spec: only
    // app-download.spec.ts lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Three lanes, each one test at a time, two running at once: the demo member's money ...
    { name: 'demo', use: desktop, testMatch: DEMO_LANE, grepInvert: SITE, workers: 1 },
    // ... everything else at desktop size ...
    { name: 'other', use: desktop, testIgnore: DEMO_LANE, grepInvert: SITE, workers: 1 },
    // ... and the phone runs of `@mobile` tests (none of which moves the demo member's money).
    { name: 'mobile', use: phone, grep: MOBILE, grepInvert: SITE, workers: 1 },
    // Site-wide settings last and alone (a failure above skips them, after CI's one retry).
    { name: 'site', use: desktop, grep: SITE, workers: 1, dependencies: ['demo', 'other', 'mobile'] },
    { name: 'site-mobile', use: phone, grep: MOBILE_AND_SITE, workers: 1, dependencies: ['site'] },
  ],
  webServer: {
    // A fresh database every run: the data folder is removed first, so the demo seed runs again.
    command: `rm -rf ${dataDir} && tsx ../apps/server/src/server.ts`,
    url: `${baseURL}/wps/system/status`,
    // The demo seed plays weeks of history through the real services: minutes on a loaded machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The agent rollup and daily salary settlement every 3 s besides their cron, and one-minute
      // daily salary days: the P&L test sees its bet folded in seconds, the contracts test its
      // statement paid (demo only; apps/server/src/config.ts, decisions 089 and 096).
      E2E_FAST_JOBS: '1',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
