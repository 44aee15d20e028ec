/** SQLSTATEs after which running the whole transaction again is safe: it was rolled back entirely. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 6;

export function sqlState(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/** Runs `work` again on serialization failures and deadlocks, so callers never see either. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(sqlState(err) ?? '')) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}
