import { AsyncResource } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { RevealedSeed, SeedRotation, SeedState } from '@goldline/contract/originals';
import { afterCommit, type Db, type Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createListenedCache } from '../../ws/listened-cache.ts';
import { originalsRepository } from './originals.repository.ts';
import { type NewSeedPair, type SeedPair, seedsRepository } from './seeds.repository.ts';

export type SeedsService = ReturnType<typeof createSeedsService>;

const REVEALED_PAGE = 100;

/**
 * The per-process seed-state cache (decision 093): GET /wps/originals/seeds answers from memory.
 * Every change of a member's active pair or nonce (a bet's nonce claim, a rotation, the first pair)
 * drops the member here at once and again after its commit, and is then announced to the other
 * processes on this channel (member ids, comma-separated), outside the money transaction.
 */
export const SEEDS_CHANNEL = 'originals_seeds';
/** Safety net only, for an announcement lost with its connection: an entry is read again after this. */
const SEEDS_TTL_MS = 10_000;
const SEEDS_MAX_ENTRIES = 100_000;
/** Member ids per NOTIFY: a bigint id is at most 20 characters, a payload at most 8,000 bytes. */
const IDS_PER_NOTICE = 300;

/** 32 CSPRNG bytes as hex (reference "games-math" §0), and its SHA-256 commitment. */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: sha256(seed) };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const newClientSeed = () => randomBytes(12).toString('base64url');

function freshPair(clientSeed: string): NewSeedPair {
  const current = newServerSeed();
  const next = newServerSeed();
  return {
    serverSeed: current.seed,
    serverSeedHash: current.hash,
    clientSeed,
    nextServerSeed: next.seed,
    nextServerSeedHash: next.hash,
  };
}

export function seedState(pair: SeedPair): SeedState {
  return {
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    nextServerSeedHash: pair.nextServerSeedHash,
  };
}

/**
 * Provably fair seed pairs per player (decision 052). A pair is created on first use; rotating it
 * (also what changing the client seed does, Stake's convention) reveals the old server seed, makes
 * the pre-committed next seed the active one with nonce 0, and commits a new next seed.
 */
export function createSeedsService(deps: {
  db: Db;
  /** Needed by start(): the LISTEN connection's database. Without start() nothing is cached. */
  connectionString?: string;
  log?: (message: string) => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});

  // Seed states by member, dropped by this process's changes and by the other processes' notices.
  const cache = createListenedCache<SeedState>({
    channel: SEEDS_CHANNEL,
    name: 'seeds',
    ttlMs: SEEDS_TTL_MS,
    maxEntries: SEEDS_MAX_ENTRIES,
    keysOf: (payload) => payload.split(',').filter(Boolean),
    log,
  });
  const drop = cache.drop;

  // Announcements, coalesced: one NOTIFY in flight per process, the next one carries every member
  // changed meanwhile (like the ledger's outbox signal, decision 074).
  const unannounced = new Set<string>();
  let announcing = false;
  const background = new AsyncResource('originals-seeds-announce');
  function announce(): void {
    if (announcing || !cache.listening) return;
    announcing = true;
    background.runInAsyncScope(
      () =>
        void (async () => {
          try {
            while (unannounced.size > 0) {
              const ids = [...unannounced].slice(0, IDS_PER_NOTICE);
              for (const id of ids) unannounced.delete(id);
              await seedsRepository.announce(db, SEEDS_CHANNEL, ids.join(','));
            }
          } catch (err) {
            // The other processes read the member again within SEEDS_TTL_MS.
            unannounced.clear();
            log(`seeds: change not announced (${(err as Error).message})`);
          } finally {
            announcing = false;
          }
        })(),
    );
  }

  /**
   * `ex` changes the member's active pair or nonce: dropped from this process's cache now and once
   * committed, and announced to the other processes after the commit (never inside the transaction:
   * a NOTIFY there would serialise every bet's commit, decision 074).
   */
  function changed(ex: Executor, memberId: string): void {
    drop(memberId);
    afterCommit(ex, () => {
      drop(memberId);
      if (!cache.listening) return;
      unannounced.add(memberId);
      announce();
    });
  }

  async function readState(memberId: string): Promise<SeedState> {
    let row = await seedsRepository.findActive(db, memberId);
    if (!row) {
      await ensureActive(db, memberId);
      row = await seedsRepository.findActive(db, memberId);
    }
    if (!row) throw new Error('no active seed pair after creating one');
    return seedState(row);
  }

  /** The active pair, created if the member has none (a concurrent creation keeps the first). */
  async function ensureActive(ex: Executor, memberId: string): Promise<void> {
    await seedsRepository.insertActive(ex, memberId, freshPair(newClientSeed()));
    changed(ex, memberId);
  }

  async function rotate(memberId: string, clientSeed?: string): Promise<SeedRotation> {
    return db.transaction().execute(async (trx) => {
      // After any other rotation or bet of this member: the reads below see the latest pair.
      await seedsRepository.lockMemberSeeds(trx, memberId);
      let old = await seedsRepository.lockActive(trx, memberId);
      if (!old) {
        await ensureActive(trx, memberId);
        old = await seedsRepository.lockActive(trx, memberId);
      }
      if (!old) throw new Error('no active seed pair after creating one');
      // A mines board comes from the active pair: revealing it mid-round would show the mines.
      if (await originalsRepository.findPlaying(trx, memberId)) throw new AppError('ROUND_IN_PROGRESS');
      await seedsRepository.reveal(trx, old.id, now());
      changed(trx, memberId);
      const next = newServerSeed();
      await seedsRepository.insertActive(trx, memberId, {
        serverSeed: old.nextServerSeed,
        serverSeedHash: old.nextServerSeedHash,
        clientSeed: clientSeed ?? old.clientSeed,
        nextServerSeed: next.seed,
        nextServerSeedHash: next.hash,
      });
      const current = await seedsRepository.findActive(trx, memberId);
      if (!current) throw new Error('rotation left no active pair');
      return {
        revealed: {
          serverSeed: old.serverSeed,
          serverSeedHash: old.serverSeedHash,
          clientSeed: old.clientSeed,
          lastNonce: old.nonce - 1,
        },
        current: seedState(current),
      };
    });
  }

  return {
    ensureActive,
    changed,

    /** GET /wps/originals/seeds: from this process's cache while its listener is up. */
    state: (memberId: string): Promise<SeedState> => cache.get(memberId, readState),

    /** LISTEN for other processes' changes, then cache (composition root: onReady). */
    async start(): Promise<void> {
      if (!deps.connectionString) throw new Error('seeds: start() needs a connection string');
      await cache.start(deps.connectionString);
    },

    stop: () => cache.stop(),

    /** Whether reads are served from the cache (the listener is up); for tests. */
    get caching(): boolean {
      return cache.caching;
    },

    /** How many announcements this process's listener has received; for tests. */
    get noticesReceived(): number {
      return cache.noticesReceived;
    },

    /** POST /wps/originals/seeds/client: a new client seed starts a new pair (the old one is revealed). */
    changeClientSeed: (memberId: string, clientSeed: string) => rotate(memberId, clientSeed),

    /** POST /wps/originals/seeds/rotate: same client seed, next server seed, nonce 0. */
    rotate: (memberId: string) => rotate(memberId),

    /** GET /wps/originals/seeds/revealed: latest first. */
    async revealed(memberId: string): Promise<{ list: RevealedSeed[] }> {
      const rows = await seedsRepository.listRevealed(db, memberId, REVEALED_PAGE);
      return {
        list: rows.map((r) => ({
          serverSeed: r.serverSeed,
          serverSeedHash: r.serverSeedHash,
          clientSeed: r.clientSeed,
          firstNonce: 0,
          lastNonce: r.nonce - 1,
          revealedAt: (r.revealedAt ?? r.createdAt).toISOString(),
        })),
      };
    },
  };
}
