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

export function row(name: string, subject: LoadResult, baseline: LoadResult, budgetRatio: number): string {
  const ratio = subject.requestsPerSecond / baseline.requestsPerSecond;
  const verdict = ratio >= budgetRatio ? 'ok' : 'OVER BUDGET';
  return [
    name.padEnd(28),
    `${subject.requestsPerSecond.toFixed(0).padStart(7)} req/s`,
    `p99 ${String(subject.p99Ms).padStart(4)} ms`,
    `| baseline ${baseline.requestsPerSecond.toFixed(0).padStart(7)} req/s p99 ${String(baseline.p99Ms).padStart(4)} ms`,
    `| ratio ${ratio.toFixed(2)} (budget >= ${budgetRatio})`,
    verdict,
    subject.non2xx + subject.errors > 0 ? `(${subject.non2xx} non-2xx, ${subject.errors} errors)` : '',
  ].join('  ');
}
