import { createListenedCache } from '../../ws/listened-cache.ts';
import type { RgState } from './rg-rules.ts';

/** Only a safety net (a notice lost on a half-open connection): NOTIFY keeps entries right. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;
export const RG_CHANNEL = 'rg_cache';

/**
 * The per-process cache of responsible-gaming settings the money path reads on every bet and
 * deposit (decision 107); a member without settings is cached as null. Migration 0032's trigger
 * NOTIFYs 'rg_cache' with the member id at the commit of any change (ws/listened-cache.ts).
 */
export function createRgCache(deps: {
  connectionString: string | undefined;
  load: (memberId: string) => Promise<RgState | null>;
  log: (message: string) => void;
}) {
  const cache = createListenedCache<RgState | null>({
    channel: RG_CHANNEL,
    name: 'responsible-gaming',
    ttlMs: TTL_MS,
    maxEntries: MAX_ENTRIES,
    keysOf: (payload) => [payload],
    log: deps.log,
  });
  return {
    drop: cache.drop,
    /** The member's settings; `load` reads them through the caller's transaction on a miss. */
    get: (memberId: string, load: (memberId: string) => Promise<RgState | null> = deps.load) =>
      cache.get(memberId, load),
    start: () => cache.start(deps.connectionString),
    stop: () => cache.stop(),
  };
}
export type RgCache = ReturnType<typeof createRgCache>;
