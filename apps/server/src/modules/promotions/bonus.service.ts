import type { BonusStatus, GameWeights, PromotionType } from '@goldline/contract/promotions';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import type { RecordsService } from '../records/records.service.ts';
import { promotionsRepository as repo } from './promotions.repository.ts';
import type { BonusRecord, BonusWagering } from './promotions.types.ts';
import { wageringRequired, weightedWagering } from './rules.ts';

/**
 * Bonus money (decision 090): granted from the house's promotion_expense account into the member's
 * bonus account (money kind 'bonus'), locked there until its wagering is done, then released to
 * cash; forfeited on an early withdrawal when its rules say so; taken back when it expires. Bets
 * spend cash only: bonus money is never staked, so the wagering is counted on the cash turnover of
 * settled ledger bets (net of rollbacks) since the grant, each game type by its weight.
 */

const SCOPE = 'promotion';
const DAY_MS = 86_400_000;
/** How many members or bonuses one job run handles (the next run goes on). */
const BATCH = 500;

export interface GrantInput {
  memberId: string;
  promotionId: string;
  type: PromotionType;
  periodKey: string;
  currency: string;
  amount: bigint;
  wageringMultiple: number;
  gameWeights: GameWeights;
  expiryDays: number;
  forfeitOnWithdraw: boolean;
  memo: string;
}

export type BonusService = ReturnType<typeof createBonusService>;

export function createBonusService(deps: {
  db: Db;
  ledger: LedgerService;
  records: Pick<RecordsService, 'cashTurnoverByTypeSince'>;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const bonusAccount = (memberId: string) => ({ memberId, kind: 'bonus' as const });

  /** Bonus money back to the house (forfeit, expiry), or retired before its cash is paid (release). */
  async function retire(trx: Trx, b: BonusRecord, why: 'release' | 'forfeit' | 'expire') {
    await ledger.move(
      {
        scope: SCOPE,
        key: `${why}:${b.id}:bonus`,
        kind: 'bonus',
        postings: [
          {
            from: bonusAccount(b.memberId),
            to: { system: 'promotion_expense', currency: b.currency },
            amount: b.amount,
          },
        ],
        memo: `Bonus ${b.id} ${why === 'release' ? 'released' : why === 'forfeit' ? 'forfeited' : 'expired'}`,
        reference: { type: 'bonus', id: b.id },
      },
      trx,
    );
  }

  /** Turns a locked active bonus into cash, in the caller's transaction. */
  async function releaseLocked(trx: Trx, b: BonusRecord, done: bigint, at: Date) {
    await retire(trx, b, 'release');
    await ledger.move(
      {
        scope: SCOPE,
        key: `release:${b.id}:cash`,
        kind: 'bonus',
        postings: [
          {
            from: { system: 'promotion_expense', currency: b.currency },
            to: { memberId: b.memberId, kind: 'cash' },
            amount: b.amount,
          },
        ],
        memo: `Bonus ${b.id} released after wagering`,
        reference: { type: 'bonus', id: b.id },
      },
      trx,
    );
    await repo.closeBonus(trx, b.id, 'RELEASED', at, done);
  }

  /** Wagering done on a bonus from the member's settled cash bets since its grant. */
  async function progress(b: BonusRecord, ex: Executor = db): Promise<bigint> {
    const turnover = await deps.records.cashTurnoverByTypeSince(b.memberId, b.grantedAt, ex);
    return weightedWagering(turnover, b.gameWeights, b.wageringRequired);
  }

  /** Brings one active bonus up to date: stores its progress, releases it when the wagering is done. */
  async function refreshBonus(b: BonusRecord): Promise<BonusStatus> {
    const done = await progress(b);
    if (done < b.wageringRequired) {
      if (done !== b.wageringDone) await repo.setWageringDone(db, b.id, done);
      return 'ACTIVE';
    }
    return withRetry(() =>
      db.transaction().execute(async (trx) => {
        const locked = await repo.lockActiveBonus(trx, b.id);
        if (!locked) return (await repo.findBonus(trx, b.id))?.status ?? 'ACTIVE';
        await releaseLocked(trx, locked, done, now());
        return 'RELEASED' as const;
      }),
    );
  }

  return {
    /**
     * Grants a bonus in the caller's transaction, once per (promotion, member, period): a request
     * that loses the race answers the winner's bonus (`created: false`), moving no money. A bonus
     * without wagering is released at once.
     */
    async grant(trx: Trx, g: GrantInput): Promise<{ bonus: BonusRecord; created: boolean }> {
      const at = now();
      const required = wageringRequired(g.amount, g.wageringMultiple);
      const id = await repo.insertBonus(trx, {
        memberId: g.memberId,
        promotionId: g.promotionId,
        type: g.type,
        periodKey: g.periodKey,
        currency: g.currency,
        amount: g.amount,
        wageringRequired: required,
        gameWeights: g.gameWeights,
        forfeitOnWithdraw: g.forfeitOnWithdraw,
        grantedAt: at,
        expiresAt: new Date(at.getTime() + g.expiryDays * DAY_MS),
      });
      if (!id) {
        const existing = await repo.bonusOfPeriod(trx, g.promotionId, g.memberId, g.periodKey);
        return { bonus: existing!, created: false };
      }
      await ledger.ensureMemberAccount(g.memberId, 'bonus', g.currency, trx);
      await ledger.move(
        {
          scope: SCOPE,
          key: `grant:${id}`,
          kind: 'bonus',
          postings: [
            {
              from: { system: 'promotion_expense', currency: g.currency },
              to: bonusAccount(g.memberId),
              amount: g.amount,
            },
          ],
          memo: g.memo,
          reference: { type: 'bonus', id },
          events: [{ memberId: g.memberId, type: 'bonus', payload: { bonusId: id, status: 'ACTIVE' } }],
        },
        trx,
      );
      const bonus = (await repo.lockActiveBonus(trx, id))!;
      if (required === 0n) await releaseLocked(trx, bonus, 0n, at);
      return { bonus: (await repo.findBonus(trx, id))!, created: true };
    },

    /** Updates the wagering of a member's active bonuses and releases those that are done. */
    async refresh(memberId: string): Promise<number> {
      let released = 0;
      for (const b of await repo.activeBonuses(db, memberId))
        if ((await refreshBonus(b)) === 'RELEASED') released++;
      return released;
    },

    /** Job 'promotions.wagering': every member with an active bonus. Returns bonuses released. */
    async refreshAll(): Promise<number> {
      let released = 0;
      for (const memberId of await repo.membersWithActiveBonuses(db, BATCH)) {
        for (const b of await repo.activeBonuses(db, memberId))
          if ((await refreshBonus(b)) === 'RELEASED') released++;
      }
      return released;
    },

    /**
     * Job 'promotions.expire': active bonuses past their expiry are brought up to date first (the
     * last bets may have finished the wagering), then taken back. Returns the bonuses closed.
     */
    async expireDue(): Promise<number> {
      const at = now();
      let closed = 0;
      for (const b of await repo.dueBonuses(db, at, BATCH)) {
        if ((await refreshBonus(b)) === 'RELEASED') {
          closed++;
          continue;
        }
        await withRetry(() =>
          db.transaction().execute(async (trx) => {
            const locked = await repo.lockActiveBonus(trx, b.id);
            if (!locked) return;
            await retire(trx, locked, 'expire');
            await repo.closeBonus(trx, b.id, 'EXPIRED', at, locked.wageringDone);
            closed++;
          }),
        );
      }
      return closed;
    },

    /**
     * A withdrawal request forfeits the member's active bonuses whose rules say so, in the
     * withdrawal's own transaction (modules/cashier): cash leaves, the unfinished bonus goes back.
     */
    async forfeitOnWithdrawal(memberId: string, trx: Trx): Promise<number> {
      let n = 0;
      for (const b of await repo.activeBonuses(trx, memberId)) {
        if (!b.forfeitOnWithdraw) continue;
        const locked = await repo.lockActiveBonus(trx, b.id);
        if (!locked) continue;
        await retire(trx, locked, 'forfeit');
        await repo.closeBonus(trx, b.id, 'FORFEITED', now(), locked.wageringDone);
        n++;
      }
      return n;
    },

    /** Wagering still owed on the member's active bonuses (withdraw info adds it to the turnover). */
    async wagering(memberId: string, ex: Executor = db): Promise<BonusWagering> {
      let required = 0n;
      let done = 0n;
      for (const b of await repo.activeBonuses(ex, memberId)) {
        required += b.wageringRequired;
        done += b.wageringDone;
      }
      return { required, done };
    },

    /** The member's bonus balance (0 before the first grant). */
    async balance(memberId: string): Promise<bigint> {
      try {
        return (await ledger.balance(bonusAccount(memberId))).balance;
      } catch (e) {
        if (e instanceof AppError && e.code === 'NOT_FOUND') return 0n;
        throw e;
      }
    },

    list: (memberId: string, q: { status?: BonusStatus | undefined; limit: number; offset: number }) =>
      repo.memberBonuses(db, memberId, q),

    find: (id: string) => repo.findBonus(db, id),
  };
}
