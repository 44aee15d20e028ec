import { createHash, randomBytes } from 'node:crypto';
import type { RevealedSeed, SeedRotation, SeedState } from '@goldline/contract/originals';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { originalsRepository } from './originals.repository.ts';
import { type NewSeedPair, type SeedPair, seedsRepository } from './seeds.repository.ts';

export type SeedsService = ReturnType<typeof createSeedsService>;

const REVEALED_PAGE = 100;

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
export function createSeedsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** The active pair, created if the member has none (a concurrent creation keeps the first). */
  async function ensureActive(ex: Executor, memberId: string): Promise<void> {
    await seedsRepository.insertActive(ex, memberId, freshPair(newClientSeed()));
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

    /** GET /wps/originals/seeds */
    async state(memberId: string): Promise<SeedState> {
      let row = await seedsRepository.findActive(db, memberId);
      if (!row) {
        await ensureActive(db, memberId);
        row = await seedsRepository.findActive(db, memberId);
      }
      if (!row) throw new Error('no active seed pair after creating one');
      return seedState(row);
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
