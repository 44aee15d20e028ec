import type { Result } from 'lighthouse';

/**
 * Where the time goes in one Lighthouse report, as short lines: the LCP element and its phases,
 * the biggest scripts, render-blocking files, the largest estimated savings and failed
 * accessibility checks. Reads the report's audit tables; their row shapes are Lighthouse 12's.
 */

type Row = Record<string, unknown>;
interface NodeRef {
  selector?: string;
  nodeLabel?: string;
}

function rows(lhr: Result, auditId: string): Row[] {
  const details = lhr.audits[auditId]?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const fileName = (url: string) =>
  url.startsWith('http') ? new URL(url).pathname.split('/').pop() || '/' : url;

export function lcpElement(lhr: Result): string {
  // A list of two tables: the element, then its phases (TTFB, load delay, load time, render delay).
  const [elementTable, phaseTable] = rows(lhr, 'largest-contentful-paint-element') as { items?: Row[] }[];
  const node = elementTable?.items?.[0]?.node as NodeRef | undefined;
  if (!node)
    return `LCP element: not in the final page (the home shell's picture, removed by the app) | ${lcpSubparts(lhr)}`;
  const phases = (phaseTable?.items ?? []).map((p) => `${p.phase} ${ms(Number(p.timing))}`).join(', ');
  return `LCP element: ${node.selector} "${(node.nodeLabel ?? '').slice(0, 50)}" | ${phases}`;
}

/**
 * The LCP's subparts as observed in the trace (not simulated), from the LCP breakdown insight: the
 * element audit reports nothing when the element has left the page, as the home shell's picture
 * has by the end of the run (decision 075).
 */
function lcpSubparts(lhr: Result): string {
  const [table] = rows(lhr, 'lcp-breakdown-insight') as { items?: Row[] }[];
  const parts = (table?.items ?? []).map((p) => `${p.label} ${ms(Number(p.duration))}`);
  return parts.length > 0 ? `observed: ${parts.join(', ')}` : 'no breakdown reported';
}

/** Scripts by bytes on the wire, with the main-thread time each cost. */
export function biggestScripts(lhr: Result, count = 4): string[] {
  const cpu = new Map(rows(lhr, 'bootup-time').map((r) => [String(r.url), Number(r.total)]));
  return rows(lhr, 'network-requests')
    .filter((r) => r.resourceType === 'Script')
    .sort((a, b) => Number(b.transferSize) - Number(a.transferSize))
    .slice(0, count)
    .map((r) => {
      const url = String(r.url);
      // Lighthouse lists main-thread time only for scripts above its own threshold.
      const cost = cpu.has(url) ? `${ms(cpu.get(url)!).padStart(7)} CPU` : '';
      return `${fileName(url).padEnd(40)} ${kb(Number(r.transferSize)).padStart(7)} sent  ${cost}`;
    });
}

export function renderBlocking(lhr: Result): string[] {
  return rows(lhr, 'render-blocking-resources')
    .sort((a, b) => Number(b.wastedMs) - Number(a.wastedMs))
    .map(
      (r) =>
        `${fileName(String(r.url)).padEnd(40)} ${kb(Number(r.totalBytes)).padStart(7)}  est. ${ms(Number(r.wastedMs))}`,
    );
}

/** Lighthouse's own savings estimates (simulated mobile), largest first. */
export function topSavings(lhr: Result, count = 5): string[] {
  return Object.values(lhr.audits)
    .map((audit) => {
      const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
      return { audit, savedMs: details?.type === 'opportunity' ? (details.overallSavingsMs ?? 0) : 0 };
    })
    .filter((o) => o.savedMs > 0)
    .sort((a, b) => b.savedMs - a.savedMs)
    .slice(0, count)
    .map((o) => `${o.audit.id.padEnd(40)} est. ${ms(o.savedMs)}  ${o.audit.displayValue ?? ''}`);
}

export function failedAccessibilityChecks(lhr: Result): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id}: ${rows(lhr, audit!.id).length} element(s)`);
}

/** Same-origin script URLs (paths) the page fetched during the run. */
export function fetchedScriptPaths(lhr: Result): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return rows(lhr, 'network-requests')
    .filter((r) => r.resourceType === 'Script' && String(r.url).startsWith(origin))
    .map((r) => new URL(String(r.url)).pathname);
}
