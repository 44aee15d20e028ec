/**
 * A small per-process read cache for the catalogue and content (decision 050): values live `ttlMs`,
 * at most `max` keys (the oldest goes first), concurrent misses share one load, a failed load is not
 * kept, and `clear()` drops everything after an operator change made through this process.
 */
export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache(options: { ttlMs: number; max: number; now?: () => number }): TtlCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > at) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: at + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    // An in-flight load is dropped too: it is stored when it starts, so it cannot come back later.
    clear() {
      entries.clear();
    },
  };
}
