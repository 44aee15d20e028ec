import { minorToAmount } from '@goldline/contract/money';
import type {
  CentreReward,
  CentreRewardList,
  CentreRewardListQuery,
  ClaimCentreRewardResult,
  RewardBadges,
} from '@goldline/contract/rewards';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { rewardsRepository as repo } from './rewards.repository.ts';
import type { CentreRewardRecord, Localised, RewardIssue } from './rewards.types.ts';

/**
 * The reward centre's own rewards (decision 101): prizes of missions, leaderboards and raffles wait
 * here until the member claims them; a claim pays the amount in cash from promotion_expense. Every
 * change writes a `reward` event to the member's outbox in the same transaction, so the badge in
 * the header and the member menu follows live over the WebSocket.
 */

const SCOPE = 'rewards';

export type RewardsService = ReturnType<typeof createRewardsService>;

export const textIn = (l: Localised, language: string) => l[language] ?? l.EN ?? Object.values(l)[0] ?? '';

export function createRewardsService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const decimals = async () => (await deps.system.setting('site')).currency.decimals;

  const event = (memberId: string, rewardId: string, status: string) => ({
    memberId,
    type: 'reward',
    payload: { rewardId, status, source: 'rewards' },
  });

  function view(r: CentreRewardRecord, d: number, language: string): CentreReward {
    return {
      id: r.id,
      source: r.source,
      title: textIn(r.title, language),
      amount: minorToAmount(r.amount, d),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      claimedAt: r.claimedAt?.toISOString() ?? null,
    };
  }

  return {
    /**
     * Places a reward in the caller's transaction, once per (source key, member) and, for
     * leaderboard and raffle ranks, once per key: a repeat writes nothing and answers false.
     */
    async issue(trx: Trx, r: RewardIssue): Promise<boolean> {
      const id = await repo.insert(trx, r);
      if (!id) return false;
      await ledger.emit([event(r.memberId, id, 'CLAIMABLE')], trx);
      return true;
    },

    /**
     * Claims a reward once: the conditional UPDATE lets one of any number of concurrent claims take
     * the row, and that one pays in the same transaction (key `claim:<id>`). The others, and any
     * later repeat, answer the claimed reward and move nothing.
     */
    async claim(memberId: string, id: string, language: string): Promise<ClaimCentreRewardResult> {
      const d = await decimals();
      const reward = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          const taken = await repo.take(trx, id, memberId, now());
          if (!taken) {
            const existing = await repo.find(trx, id);
            if (!existing || existing.memberId !== memberId)
              throw new AppError('NOT_FOUND', undefined, 'Reward not found');
            return existing;
          }
          await ledger.move(
            {
              scope: SCOPE,
              key: `claim:${taken.id}`,
              kind: 'bonus',
              postings: [
                {
                  from: { system: 'promotion_expense', currency: taken.currency },
                  to: { memberId, kind: 'cash' },
                  amount: taken.amount,
                },
              ],
              memo: `Reward: ${textIn(taken.title, 'EN')}`,
              reference: { type: 'reward', id: taken.id },
              events: [event(memberId, taken.id, 'CLAIMED')],
            },
            trx,
          );
          return taken;
        }),
      );
      return { reward: view(reward, d, language) };
    },

    async list(memberId: string, q: CentreRewardListQuery & { language: string }): Promise<CentreRewardList> {
      const d = await decimals();
      const { rows, total } = await repo.page(db, memberId, {
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: rows.map((r) => view(r, d, q.language)),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** Spec section 2 badge counts: the reward centre's and the missions tab's. */
    async badges(memberId: string): Promise<RewardBadges> {
      const counts = await repo.claimableCounts(db, memberId);
      let rewardCount = 0;
      for (const n of counts.values()) rewardCount += n;
      return {
        rewardCount,
        missionCount: (counts.get('MISSION') ?? 0) + (counts.get('LEADERBOARD') ?? 0),
      };
    },
  };
}
