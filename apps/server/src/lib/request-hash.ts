import { createHash } from 'node:crypto';

/**
 * Canonical JSON: object keys sorted, bigints as decimal strings, undefined members dropped. Two
 * requests that mean the same thing hash the same, whatever order their keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * What the idempotency claim stores: same key + different hash -> IDEMPOTENCY_CONFLICT. Only what
 * decides the money is hashed. A top-level `events` member is left out: events are side effects
 * each attempt derives afresh (new message ids, new times), so a retry with the same key and the
 * same money must replay, not conflict. A request without `events` hashes as it always did.
 */
export function requestHash(operation: string, request: object): string {
  const money = Object.fromEntries(Object.entries(request).filter(([k]) => k !== 'events'));
  return createHash('sha256')
    .update(canonicalJson({ operation, request: money }))
    .digest('hex');
}
