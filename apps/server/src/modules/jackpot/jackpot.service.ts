import { randomBytes } from 'node:crypto';
import type { JackpotPools } from '@goldline/contract/content';
import { minorToAmount } from '@goldline/contract/money';
import {
  type JackpotConfig,
  type JackpotState,
  jackpotRtp,
  resetJackpot,
  settleReached,
} from '@goldline/games/jackpot';
import type { Rational } from '@goldline/games/rational';
import type { Db } from '../../db/database.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { jackpotRepository, type Pool } from './jackpot.repository.ts';

export type JackpotService = ReturnType<typeof createJackpotService>;

/** Meter unit: 1/10,000 minor unit, so basis-point contributions are exact (packages/games). */
const SCALE = 10_000n;
/** The pool every in-house cash bet feeds. */
export const FEEDING_POOL = 'GOLDEN';
const SCOPE = 'jackpot';

const configOf = (pool: Pool): JackpotConfig => ({
  seedMinor: pool.seedMinor,
  capMinor: pool.capMinor,
  contributionBps: pool.contributionBps,
});

const jackpotId = (code: string, cycle: number) => `${code}:${cycle}`;
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** "demo" -> "de***o": the public board never shows a whole account name. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/**
 * Mystery must-hit-by progressive (packages/games/src/jackpot.ts; decisions 052 and 073). Inside the
 * bet's transaction: add bet × rate to one meter shard (no shared row is locked), move the whole
 * minor units that shard passed from the house to the jackpot_pool account, and only when the
 * derived meter is at or past the hidden trigger take the pool row's lock and decide there: the
 * first bet to find it reached wins exactly the trigger, the reveal is recorded and the next cycle
 * starts with a new committed trigger and the seed funded by the house. Cash only: the caller never
 * feeds it play money.
 */
export function createJackpotService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());

  const house = (currency: string) => ({ system: 'house' as const, currency });
  const pool = (currency: string) => ({ system: 'jackpot_pool' as const, currency });

  /** Draws and commits a new trigger (32 fresh CSPRNG bytes) and funds the seed from the house. */
  async function startCycle(
    trx: Trx,
    row: Pool,
    cycle: number,
    currency: string,
    reserveScaled: bigint,
  ): Promise<JackpotState> {
    // The shards are never reset: the new cycle's meter counts from their sum now (row read under its lock).
    const id = jackpotId(row.code, cycle);
    const state = await resetJackpot(id, configOf(row), randomBytes(32).toString('hex'), reserveScaled);
    await jackpotRepository.startCycle(trx, row.code, {
      cycle,
      currency,
      meterScaled: state.meterScaled,
      baseScaled: row.totalScaled,
      reserveScaled,
      triggerMinor: state.triggerMinor,
      drawSeed: state.drawSeed,
      commitment: state.commitment,
      at: now(),
    });
    if (state.config.seedMinor > 0n) {
      await ledger.move(
        {
          scope: SCOPE,
          key: `seed:${id}`,
          kind: 'adjustment',
          postings: [{ from: house(currency), to: pool(currency), amount: state.config.seedMinor }],
          memo: `Jackpot ${row.code} seed, cycle ${cycle}`,
          reference: { type: 'jackpot', id },
        },
        trx,
      );
    }
    return state;
  }

  function stateOf(row: Pool): JackpotState {
    if (row.triggerMinor === null || row.drawSeed === null || row.commitment === null)
      throw new Error(`jackpot ${row.code} has no running cycle`);
    return {
      jackpotId: jackpotId(row.code, row.cycle),
      config: configOf(row),
      meterScaled: row.meterScaled,
      reserveScaled: row.reserveScaled,
      commitment: row.commitment,
      triggerMinor: row.triggerMinor,
      drawSeed: row.drawSeed,
    };
  }

  async function siteCurrency() {
    return (await deps.system.setting('site')).currency;
  }

  return {
    /**
     * One cash bet's contribution, in the bet's transaction. `roundRef` names the bet ("dice-42"):
     * it keys the ledger movement, so the contribution is as idempotent as the bet. Returns the
     * jackpot paid to this member (already credited to their cash account), or null. Nothing here
     * reads through the pool of connections: a bet holding one while waiting for another would
     * starve the pool once every connection is a bet queued on the pool row.
     */
    async contribute(
      trx: Trx,
      bet: { memberId: string; amount: bigint; roundRef: string; currency: string },
    ): Promise<bigint | null> {
      const { currency } = bet;
      let added = await jackpotRepository.contribute(trx, FEEDING_POOL, bet.amount, currency);
      if (!added) {
        // Never started (the first bet ever, or no read yet): start it under the lock, then add. A
        // pool running in another currency takes no bets in this one.
        const idle = await jackpotRepository.lockPool(trx, FEEDING_POOL);
        if (!idle || (idle.cycle > 0 && idle.currency !== currency)) return null;
        if (idle.cycle === 0) await startCycle(trx, idle, 1, currency, 0n);
        added = await jackpotRepository.contribute(trx, FEEDING_POOL, bet.amount, currency);
        if (!added) throw new Error(`jackpot ${FEEDING_POOL} did not start`);
      }
      const { pool: row, shardBefore, shardAfter } = added;
      // The ledger's pool account holds the whole minor units of every shard: this bet moves those
      // its shard passed (decision 073), whatever the other shards do meanwhile.
      const gained = shardAfter / SCALE - shardBefore / SCALE;
      if (gained > 0n) {
        await ledger.move(
          {
            scope: SCOPE,
            key: `contribution:${bet.roundRef}`,
            kind: 'adjustment',
            postings: [{ from: house(currency), to: pool(currency), amount: gained }],
            memo: `Jackpot ${row.code} contribution`,
            reference: { type: 'jackpot', id: jackpotId(row.code, row.cycle) },
          },
          trx,
        );
      }
      // Below the trigger as this bet sees the meter (almost every bet): no lock on the pool row.
      if (settleReached(stateOf(row)).hit === null) return null;
      // At or past it: decide under the pool row's lock, on the meter with every contribution
      // committed by then. The first bet to get here for a cycle wins it; the others find the next
      // cycle running (its meter far from its trigger) and go on.
      const locked = await jackpotRepository.lockPool(trx, FEEDING_POOL);
      if (!locked || locked.cycle === 0 || locked.currency !== currency) return null;
      const state = stateOf(locked);
      const step = settleReached(state);
      if (!step.hit) return null;
      const cycle = locked.cycle;
      const { payoutMinor, reveal } = step.hit;
      await ledger.move(
        {
          scope: SCOPE,
          key: `hit:${state.jackpotId}`,
          kind: 'win',
          postings: [
            { from: pool(currency), to: { memberId: bet.memberId, kind: 'cash' }, amount: payoutMinor },
          ],
          memo: `Jackpot ${locked.code} hit`,
          reference: { type: 'jackpot', id: state.jackpotId },
        },
        trx,
      );
      await jackpotRepository.insertHit(trx, {
        code: locked.code,
        cycle,
        memberId: bet.memberId,
        roundRef: bet.roundRef,
        currency,
        amount: payoutMinor,
        triggerMinor: reveal.triggerMinor,
        drawSeed: reveal.drawSeed,
        commitment: reveal.commitment,
        at: now(),
      });
      await startCycle(trx, locked, cycle + 1, currency, step.state.reserveScaled);
      return payoutMinor;
    },

    /** GET /wps/jackpot/pools. A pool never started is started here, so its commitment shows first. */
    async pools(): Promise<JackpotPools> {
      let rows = await jackpotRepository.listPools(db);
      if (rows.some((r) => r.cycle === 0)) {
        const { currency } = await siteCurrency();
        await db.transaction().execute(async (trx) => {
          for (const r of rows.filter((p) => p.cycle === 0)) {
            const locked = await jackpotRepository.lockPool(trx, r.code);
            if (locked?.cycle === 0) await startCycle(trx, locked, 1, currency, 0n);
          }
        });
        rows = await jackpotRepository.listPools(db);
      }
      const { decimals } = await siteCurrency();
      const money = (minor: bigint) => minorToAmount(minor, decimals);
      return {
        pools: await Promise.all(
          rows.map(async (r) => {
            const hit = await jackpotRepository.latestHit(db, r.code);
            return {
              code: r.code,
              name: r.name,
              currency: r.currency ?? '',
              // Past T only until the next bet looks (decision 073); never shown past must-hit-by.
              amount: money(min(r.meterScaled / SCALE, r.capMinor)),
              mustHitBy: money(r.capMinor),
              triggerHash: r.commitment ?? '',
              lastHit: hit
                ? {
                    amount: money(hit.amount),
                    time: hit.createdAt.toISOString(),
                    customerName: maskName(hit.username),
                    trigger: money(hit.triggerMinor),
                    salt: hit.drawSeed,
                  }
                : null,
            };
          }),
        ),
      };
    },

    /** Extra return a cash bet gets from the feeding pool, c(S + H)/(H − S); null without one. */
    async rtp(): Promise<Rational | null> {
      const row = (await jackpotRepository.listPools(db)).find((r) => r.code === FEEDING_POOL);
      return row ? jackpotRtp(configOf(row)) : null;
    },
  };
}
