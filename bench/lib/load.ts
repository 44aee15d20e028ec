import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run on loopback, bounded in time. */
export async function load(options: {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.headers,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 8,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The subject and its baseline in alternating short runs (baseline first in even rounds, the subject
 * first in odd ones), so both see the same moments of a noisy machine: the ratio is the median of the
 * rounds' ratios, and each side's figures are its medians (p99: the worst round). One long run of
 * each, minutes apart, moved the ratio from 0.44 to 0.63 between two runs of the same build.
 */
export async function pairedLoad(
  subject: Parameters<typeof load>[0],
  baseline: Parameters<typeof load>[0],
  rounds = 4,
): Promise<{ subject: LoadResult; baseline: LoadResult; ratios: number[] }> {
  const seconds = subject.seconds ?? 3;
  const runSubject = () => load({ ...subject, seconds });
  const runBaseline = () => load({ ...baseline, seconds });
  const runs: { subject: LoadResult; baseline: LoadResult }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    if (round % 2 === 0) {
      const b = await runBaseline();
      runs.push({ baseline: b, subject: await runSubject() });
    } else {
      const s = await runSubject();
      runs.push({ subject: s, baseline: await runBaseline() });
    }
  }
  const summary = (pick: (r: (typeof runs)[number]) => LoadResult): LoadResult => ({
    requestsPerSecond: median(runs.map((r) => pick(r).requestsPerSecond)),
    p99Ms: Math.max(...runs.map((r) => pick(r).p99Ms)),
    errors: runs.reduce((n, r) => n + pick(r).errors, 0),
    non2xx: runs.reduce((n, r) => n + pick(r).non2xx, 0),
  });
  return {
    subject: summary((r) => r.subject),
    baseline: summary((r) => r.baseline),
    ratios: runs.map((r) => r.subject.requestsPerSecond / r.baseline.requestsPerSecond),
  };
}

export function row(
  name: string,
  subject: LoadResult,
  baseline: LoadResult,
  budgetRatio: number,
  ratios?: number[],
): string {
  const ratio = ratios ? median(ratios) : subject.requestsPerSecond / baseline.requestsPerSecond;
  const verdict = ratio >= budgetRatio ? 'ok' : 'OVER BUDGET';
  return [
    name.padEnd(28),
    `${subject.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p99 ${String(subject.p99Ms).padStart(4)} ms`,
    `| baseline ${baseline.requestsPerSecond.toFixed(0).padStart(7)} req/s p99 ${String(baseline.p99Ms).padStart(4)} ms`,
    `| ratio ${ratio.toFixed(2)}${ratios ? ` (median of ${ratios.map((r) => r.toFixed(2)).join(', ')})` : ''} (budget >= ${budgetRatio})`,
    verdict,
    subject.non2xx + subject.errors > 0 ? `(${subject.non2xx} non-2xx, ${subject.errors} errors)` : '',
  ].join('  ');
}
