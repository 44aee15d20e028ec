import { randomBytes } from 'node:crypto';
import { minorToAmount } from '@goldline/contract/money';
import type {
  AdminRain,
  GrabResult,
  RainSchedule,
  RedEnvelopeList,
  RedEnvelopeRain,
} from '@goldline/contract/rewards';
import { splitHash, splitPool } from '@goldline/games/reward-draws';
import type { Db } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { redEnvelopesRepository as repo } from './red-envelopes.repository.ts';
import { textIn } from './rewards.service.ts';
import type { RainRecord } from './rewards.types.ts';

/**
 * Red-envelope rains (decision 101). When the operator schedules a rain, its pool is split into
 * shares from a fresh secret seed and the split is stored with its hash, which members see at once;
 * the seed and the split are shown after the window, so anyone can recompute the split from the
 * seed (packages/games reward-draws) and check the hash. During the window each member grabs one
 * share, in arrival order, paid in cash through the ledger.
 */

const SCOPE = 'red-envelope';
const DAY_MS = 86_400_000;

export type RedEnvelopesService = ReturnType<typeof createRedEnvelopesService>;

export function createRedEnvelopesService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  admin: Pick<AdminService, 'audit'>;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;

  function view(r: RainRecord, d: number, language: string, mine: bigint | null, at: Date): RedEnvelopeRain {
    const over = at >= r.endsAt;
    return {
      id: r.id,
      title: textIn(r.title, language),
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      pool: minorToAmount(r.pool, d),
      shares: r.shares.length,
      grabbed: r.grabbed,
      splitHash: r.splitHash,
      seed: over ? r.seed : null,
      split: over ? r.shares.map((s) => minorToAmount(s, d)) : null,
      myGrab: mine === null ? null : minorToAmount(mine, d),
    };
  }

  const adminView = (r: RainRecord, d: number): AdminRain => ({
    id: r.id,
    title: r.title,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    pool: minorToAmount(r.pool, d),
    shares: r.shares.length,
    grabbed: r.grabbed,
    splitHash: r.splitHash,
  });

  return {
    /** GET /wps/red-envelopes: rains still to come or running, and those of the last day. */
    async list(viewer: Viewer | null, language: string): Promise<RedEnvelopeList> {
      const at = now();
      const { decimals } = await site();
      const rains = await repo.endingAfter(db, new Date(at.getTime() - DAY_MS));
      const mine = viewer
        ? await repo.grabsOf(
            db,
            viewer.memberId,
            rains.map((r) => r.id),
          )
        : new Map<string, bigint>();
      return {
        rains: rains.map((r) => view(r, decimals, language, mine.get(r.id) ?? null, at)),
        now: at.toISOString(),
      };
    },

    /**
     * POST /wps/red-envelopes/:id/grab: the next share of the rain, once per member. The rain's
     * row lock puts concurrent grabs in a queue; a member's repeat answers their share.
     */
    async grab(memberId: string, rainId: string): Promise<GrabResult> {
      const { decimals } = await site();
      return withRetry(() =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.lock(trx, rainId))) throw new AppError('NOT_FOUND', undefined, 'Rain not found');
          const mine = await repo.grabOf(trx, rainId, memberId);
          if (mine) return { amount: minorToAmount(mine.amount, decimals), shareIndex: mine.shareIndex };
          const rain = (await repo.find(trx, rainId))!;
          const at = now();
          if (at < rain.startsAt || at >= rain.endsAt)
            throw new AppError('RED_ENVELOPE_GONE', undefined, 'This rain is not falling now');
          const shareIndex = await repo.grabCount(trx, rainId);
          const amount = rain.shares[shareIndex];
          if (amount === undefined)
            throw new AppError('RED_ENVELOPE_GONE', undefined, 'Every envelope of this rain was taken');
          await repo.insertGrab(trx, { rainId, memberId, shareIndex, amount, at });
          await ledger.move(
            {
              scope: SCOPE,
              key: `grab:${rainId}:${memberId}`,
              kind: 'bonus',
              postings: [
                {
                  from: { system: 'promotion_expense', currency: rain.currency },
                  to: { memberId, kind: 'cash' },
                  amount,
                },
              ],
              memo: `Red envelope: ${textIn(rain.title, 'EN')}`,
              reference: { type: 'red_envelope', id: rainId },
            },
            trx,
          );
          return { amount: minorToAmount(amount, decimals), shareIndex };
        }),
      );
    },

    /** Back office: schedules a rain; the split is drawn and committed now (audit row). */
    async schedule(operatorId: string | null, req: RainSchedule): Promise<AdminRain> {
      const { currency, decimals } = await site();
      const pool = toMinor(req.pool, decimals, 'pool');
      if (pool < BigInt(req.shares)) throw validationFailed({ pool: 'invalid' });
      const seed = randomBytes(32).toString('hex');
      const shares = await splitPool(seed, pool, req.shares);
      const startsAt = new Date(req.startsAt);
      const endsAt = new Date(startsAt.getTime() + req.minutes * 60_000);
      const hash = await splitHash(seed, shares);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insert(trx, {
          title: req.title,
          startsAt,
          endsAt,
          currency,
          pool,
          shares,
          seed,
          splitHash: hash,
        });
        await deps.admin.audit(trx, {
          operatorId,
          action: 'redEnvelopes.schedule',
          before: null,
          after: { id: newId, ...req, splitHash: hash },
        });
        return newId;
      });
      return adminView((await repo.find(db, id))!, decimals);
    },

    async adminList(): Promise<AdminRain[]> {
      const { decimals } = await site();
      return (await repo.all(db, 100)).map((r) => adminView(r, decimals));
    },
  };
}
