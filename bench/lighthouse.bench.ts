import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePort } from './lib/free-port.ts';
import {
  biggestScripts,
  failedAccessibilityChecks,
  fetchedScriptPaths,
  lcpElement,
  renderBlocking,
  topSavings,
} from './lib/lighthouse-findings.ts';
import { lighthouseOnce } from './lib/lighthouse-run.ts';
import { startAppServer } from './lib/processes.ts';

const RUNS = 3;
const BUDGETS = { performance: 95, accessibility: 100 } as const;
// The same build the server serves (its WEB_DIST, default apps/web/dist, as in apps/server config).
const root = new URL('../', import.meta.url).pathname;
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const reportPath = join(tmpdir(), 'goldline-lighthouse-home.json');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse mobile (default config: simulated slow 4G, 4x CPU) on the home page of the built site
 * served by the real server. Scores and metrics are medians of RUNS runs; the "where the time goes"
 * lines come from the run closest to the median (Lighthouse CI's choice of median run).
 */
export async function lighthouseBench(): Promise<string[]> {
  const started = Date.now();
  const port = await freePort();
  const app = await startAppServer(port);
  const url = `http://127.0.0.1:${port}/`;
  const runs: Result[] = [];
  try {
    // A fresh process answers its first requests slowly (module loading, JIT): not the page's fault.
    await fetch(url);
    await fetch(`${url}wps/system/status`);
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseOnce(url));
  } finally {
    await app.stop();
  }

  const medianRun = computeMedianRun(runs);
  writeFileSync(reportPath, JSON.stringify(medianRun));
  return [
    scoreLine('performance (mobile)', runs, 'performance', BUDGETS.performance),
    scoreLine('accessibility', runs, 'accessibility', BUDGETS.accessibility),
    metricsLine(runs),
    lcpElement(medianRun),
    'biggest scripts (median run):',
    ...biggestScripts(medianRun).map(indent),
    'render-blocking:',
    ...renderBlocking(medianRun).map(indent),
    'largest estimated savings:',
    ...topSavings(medianRun).map(indent),
    ...failedAccessibilityChecks(medianRun).map((line) => `accessibility fails ${line}`),
    homeScriptsCheck(medianRun),
    machineLine(runs),
    `median run report: ${reportPath}  (${RUNS} runs in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  ];
}

const indent = (line: string) => `    ${line}`;

function scoreLine(label: string, runs: Result[], category: string, budget: number): string {
  const scores = runs.map((run) => Math.round((run.categories[category]?.score ?? 0) * 100));
  const score = median(scores);
  const verdict = score >= budget ? 'ok' : 'OVER BUDGET';
  return `${label.padEnd(28)} ${String(score).padStart(4)}  runs ${scores.join(' ')}  | budget >= ${budget}  ${verdict}`;
}

function metricsLine(runs: Result[]): string {
  const metric = (id: string) => median(runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN));
  const seconds = (id: string) => `${(metric(id) / 1000).toFixed(1)} s`;
  return [
    `LCP ${seconds('largest-contentful-paint')}`,
    `TBT ${metric('total-blocking-time').toFixed(0)} ms`,
    `CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
    `(FCP ${seconds('first-contentful-paint')}, SI ${seconds('speed-index')}, TTI ${seconds('interactive')})`,
  ].join('  ');
}

/**
 * Simulated throttling multiplies the main-thread time observed here, so TBT and the score drop
 * when other work shares the CPU: print how busy the machine was to read them with care.
 */
function machineLine(runs: Result[]): string {
  const benchmark = median(runs.map((run) => run.environment.benchmarkIndex));
  return `machine: Lighthouse CPU benchmark ${benchmark.toFixed(0)}, load average ${loadavg()[0]!.toFixed(1)}`;
}

/**
 * The 150 KB budget is printed by the bundle bench, from index.html's entry and modulepreloads.
 * That is the home page's JS only while the home page fetches nothing else: check it here.
 */
function homeScriptsCheck(lhr: Result): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fetched = fetchedScriptPaths(lhr);
  const missed = fetched.filter((path) => !html.includes(`"${path}"`));
  if (missed.length === 0) {
    return `home page fetched ${fetched.length} scripts, all named in index.html: the bundle figure is the home page's JS`;
  }
  return `home page fetched ${missed.length} scripts the bundle figure does not count (${missed.join(', ')})  UNDERCOUNTED`;
}
