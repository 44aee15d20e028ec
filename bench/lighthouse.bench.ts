import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePort } from './lib/free-port.ts';
import { gzipBytes } from './lib/gzip-size.ts';
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
// The whole bench, server start included, stays under 3 minutes even on a busy machine.
const DEADLINE_MS = 170_000;
const RUN_TIMEOUT_MS = 60_000;
const BUDGETS = { performance: 95, accessibility: 100 } as const;
// The home page's JS budget, as in bundle.bench.ts (docs/decisions/020).
const JS_BUDGET_KB = 150;
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
    for (let i = 0; i < RUNS; i++) {
      const left = started + DEADLINE_MS - Date.now();
      if (left < 15_000) throw new Error(`Lighthouse bench: out of time after ${runs.length} runs`);
      runs.push(await lighthouseOnce(url, Math.min(RUN_TIMEOUT_MS, left)));
    }
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
    ...homeScripts(medianRun),
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
 * The JS budget is printed by the bundle bench, counted from index.html's entry and modulepreloads.
 * That is the home page's JS only while the home page fetches no other script: check it here, and
 * when it does, print the figure for everything the home page loaded against the same budget.
 */
function homeScripts(lhr: Result): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fetched = fetchedScriptPaths(lhr).map((path) => ({ path, gz: gzipBytes(join(dist, path)) }));
  const later = fetched.filter((script) => !html.includes(`"${script.path}"`));
  if (later.length === 0) {
    return [
      `home page fetched ${fetched.length} scripts, all named in index.html: its JS is the bundle figure above`,
    ];
  }
  const kb = (scripts: { gz: number }[]) => scripts.reduce((sum, s) => sum + s.gz, 0) / 1024;
  const totalKb = kb(fetched);
  const verdict = totalKb <= JS_BUDGET_KB ? 'ok' : 'OVER BUDGET';
  const largest = [...later].sort((a, b) => b.gz - a.gz).slice(0, 5);
  return [
    `home page JS as loaded (gzip -9) ${totalKb.toFixed(1)} KB in ${fetched.length} files  | budget ${JS_BUDGET_KB} KB  ${verdict}`,
    `    of which ${kb(later).toFixed(1)} KB in ${later.length} scripts fetched after start (not in the bundle figure); largest:`,
    ...largest.map((s) => `        ${s.path.padEnd(44)} ${(s.gz / 1024).toFixed(1)} KB`),
  ];
}
