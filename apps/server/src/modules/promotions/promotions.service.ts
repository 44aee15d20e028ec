import { minorToAmount } from '@goldline/contract/money';
import type {
  AdminApplication,
  AdminApplicationList,
  AdminApplicationListQuery,
  AdminPromotion,
  AdminPromotionList,
  Application,
  ApplicationList,
  ApplyPromotionRequest,
  ApproveApplicationRequest,
  Bonus,
  BonusList,
  BonusListQuery,
  ClaimResult,
  PromotionBadges,
  PromotionDetail,
  PromotionList,
  PromotionState,
  PromotionSummary,
  PromotionUpsert,
  Reward,
  RewardList,
  RewardListQuery,
} from '@goldline/contract/promotions';
import type { Db, Executor } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { decodeProofImage } from '../../lib/images.ts';
import { withRetry } from '../../lib/retry.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { DepositService } from '../cashier/deposit.service.ts';
import type { Trx } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { BonusService } from './bonus.service.ts';
import { promotionsRepository as repo } from './promotions.repository.ts';
import type {
  ApplicationRecord,
  BonusRecord,
  Localised,
  PromotionRecord,
  RewardRecord,
} from './promotions.types.ts';
import {
  activityStatus,
  type EligibilityResult,
  evaluateEligibility,
  percentOf,
  periodOf,
  previousPeriod,
} from './rules.ts';

/**
 * Promotions and activities, the reward centre, and their back office (issue 16; decision 091).
 * Eligibility and statuses come from rules.ts over facts gathered here; money moves only through
 * the bonus service (decision 090).
 */

const DAY_MS = 86_400_000;
/** Ended promotions stay listed (as CLOSED) this long. */
const CLOSED_VISIBLE_MS = 3 * DAY_MS;
/** A cashback reward waits this long in the reward centre. */
const REWARD_TTL_DAYS = 7;

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/** The facts about one member that every promotion's eligibility reads, gathered once per call. */
interface MemberFacts {
  memberId: string;
  trial: boolean;
  registeredAt: Date;
  bonuses: BonusRecord[];
  applications: ApplicationRecord[];
  rewards: RewardRecord[];
  deposits: { id: string; amount: bigint; creditedAt: Date }[];
}

export function createPromotionsService(deps: {
  db: Db;
  bonuses: BonusService;
  deposits: Pick<DepositService, 'approvedDeposits'>;
  records: Pick<RecordsService, 'netLosses'>;
  members: Pick<MemberRecords, 'findById'>;
  admin: Pick<AdminService, 'audit'>;
  system: SystemService;
  now?: () => Date;
}) {
  const { db, bonuses } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;

  const text = (l: Localised, language: string) => l[language] ?? l.EN ?? Object.values(l)[0] ?? '';

  /** FIRST_DEPOSIT and SIGN_UP pay once ever, whatever period the operator chose. */
  const periodKind = (p: PromotionRecord) =>
    p.rules.reward.type === 'FIRST_DEPOSIT' || p.rules.reward.type === 'SIGN_UP' ? 'ONCE' : p.rules.period;

  /** The period a grant of `p` now belongs to (cashback: the last closed period, which it pays on). */
  function grantPeriod(p: PromotionRecord, at: Date) {
    if (p.rules.reward.type === 'CASHBACK') {
      const period = p.rules.period === 'ONCE' ? 'DAILY' : p.rules.period;
      return previousPeriod(period, at);
    }
    return periodOf(periodKind(p), at);
  }

  async function memberFacts(viewer: Viewer): Promise<MemberFacts> {
    const member = await deps.members.findById(viewer.memberId);
    if (!member) throw new AppError('NOT_FOUND', undefined, 'Member not found');
    const [bonusRows, applications, rewards, deposits] = await Promise.all([
      repo.bonusesOf(db, viewer.memberId),
      repo.latestApplications(db, viewer.memberId),
      repo.claimableRewards(db, viewer.memberId, now()),
      deps.deposits.approvedDeposits(viewer.memberId, null),
    ]);
    return {
      memberId: viewer.memberId,
      trial: viewer.trial,
      registeredAt: member.createdAt,
      bonuses: bonusRows,
      applications,
      rewards,
      deposits,
    };
  }

  interface Assessed {
    eligibility: EligibilityResult;
    status: PromotionSummary['status'];
    periodKey: string;
    bonus: BonusRecord | null;
    application: ApplicationRecord | null;
    reward: RewardRecord | null;
  }

  /** Eligibility and status of one promotion for one member (or a visitor). */
  async function assess(p: PromotionRecord, m: MemberFacts | null, at: Date): Promise<Assessed> {
    const { decimals } = await site();
    const window = grantPeriod(p, at);
    const bonus = m?.bonuses.find((b) => b.promotionId === p.id && b.periodKey === window.key) ?? null;
    const application = m?.applications.find((a) => a.promotionId === p.id) ?? null;
    const currentApplication = application && application.periodKey === window.key ? application : null;
    const reward = m?.rewards.find((r) => r.promotionId === p.id) ?? null;
    const r = p.rules.reward;
    let lastPeriodLoss = 0n;
    if (m && r.type === 'CASHBACK' && !reward && !bonus && at >= p.startsAt) {
      const losses = await deps.records.netLosses(window.from, window.to, 1n, m.memberId);
      lastPeriodLoss = losses[0]?.loss ?? 0n;
    }
    const since = new Date(Math.max(p.startsAt.getTime(), window.from.getTime()));
    const eligibility = evaluateEligibility({
      now: at,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      enabled: p.enabled,
      rules: p.rules,
      money: (n) => minorToAmount(n, decimals),
      minor: (a) => toMinor(a, decimals),
      member: m && {
        trial: m.trial,
        registeredAt: m.registeredAt,
        grantedThisPeriod: bonus !== null,
        pendingApplication: currentApplication?.status === 'PENDING',
        depositsInWindow: m.deposits.filter((d) => d.creditedAt >= since && d.creditedAt < window.to),
        firstDeposit: m.deposits[0] ?? null,
        lastPeriodLoss,
        rewardWaiting: reward?.amount ?? null,
      },
    });
    const status = activityStatus({
      now: at,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      enabled: p.enabled,
      mode: p.rules.mode,
      cashback: r.type === 'CASHBACK',
      loggedIn: m !== null,
      eligible: eligibility.eligible,
      bonus: bonus && {
        status: bonus.status,
        fromApplication: currentApplication?.bonusId === bonus.id,
      },
      application: currentApplication?.status ?? null,
      rewardWaiting: reward !== null,
    });
    return { eligibility, status, periodKey: window.key, bonus, application, reward };
  }

  const visible = (p: PromotionRecord, at: Date) =>
    p.enabled && (p.endsAt === null || p.endsAt.getTime() > at.getTime() - CLOSED_VISIBLE_MS);

  const summary = (p: PromotionRecord, a: Assessed, language: string): PromotionSummary => ({
    id: p.id,
    category: p.category,
    type: p.type,
    mode: p.rules.mode,
    title: text(p.title, language),
    summary: text(p.summary, language),
    imageUrl: p.imageUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    status: a.status,
    eligibility: { eligible: a.eligibility.eligible, reasons: a.eligibility.reasons },
  });

  async function bonusView(b: BonusRecord, language: string): Promise<Bonus> {
    const { decimals } = await site();
    const f = (n: bigint) => minorToAmount(n, decimals);
    const p = b.promotionId ? await repo.find(db, b.promotionId) : null;
    return {
      id: b.id,
      promotionId: b.promotionId,
      promotionTitle: p ? text(p.title, language) : '',
      type: b.type,
      amount: f(b.amount),
      wageringRequired: f(b.wageringRequired),
      wageringDone: f(b.wageringDone),
      status: b.status,
      forfeitOnWithdraw: b.forfeitOnWithdraw,
      grantedAt: b.grantedAt.toISOString(),
      expiresAt: b.expiresAt.toISOString(),
      closedAt: b.closedAt?.toISOString() ?? null,
    };
  }

  async function applicationView(a: ApplicationRecord, language: string): Promise<AdminApplication> {
    const p = await repo.find(db, a.promotionId);
    const bonus = a.bonusId ? await repo.findBonus(db, a.bonusId) : null;
    return {
      id: a.id,
      promotionId: a.promotionId,
      promotionTitle: p ? text(p.title, language) : '',
      status:
        a.status === 'PENDING'
          ? 'APPLYING'
          : a.status === 'REJECTED'
            ? 'REJECTED'
            : bonus?.status === 'ACTIVE'
              ? 'IN_PROCESS'
              : 'ISSUED',
      applicationStatus: a.status,
      remark: a.remark,
      imageCount: a.imageCount,
      reviewNote: a.reviewNote,
      createdAt: a.createdAt.toISOString(),
      reviewedAt: a.reviewedAt?.toISOString() ?? null,
      memberId: a.memberId,
      account: a.account,
    };
  }

  async function rewardView(r: RewardRecord, language: string): Promise<Reward> {
    const { decimals } = await site();
    const p = await repo.find(db, r.promotionId);
    return {
      id: r.id,
      promotionId: r.promotionId,
      title: p ? text(p.title, language) : '',
      type: p?.type ?? 'CASHBACK',
      amount: minorToAmount(r.amount, decimals),
      status: r.status === 'CLAIMABLE' && r.expiresAt <= now() ? 'EXPIRED' : r.status,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      claimedAt: r.claimedAt?.toISOString() ?? null,
      bonusId: r.bonusId,
    };
  }

  /** Grants `p`'s bonus of `amount` to a member in the caller's transaction. */
  /**
   * `currency` is read before the transaction: nothing inside a transaction may wait for a second
   * pool connection (20 concurrent claims hold the pool while they queue on one row lock).
   */
  async function grant(
    trx: Trx,
    p: PromotionRecord,
    memberId: string,
    periodKey: string,
    amount: bigint,
    currency: string,
  ) {
    return bonuses.grant(trx, {
      memberId,
      promotionId: p.id,
      type: p.type,
      periodKey,
      currency,
      amount,
      wageringMultiple: p.rules.wageringMultiple,
      gameWeights: p.rules.gameWeights,
      expiryDays: p.rules.expiryDays,
      forfeitOnWithdraw: p.rules.forfeitOnWithdraw,
      memo: `Bonus: ${text(p.title, 'EN')}`,
    });
  }

  async function promotionOr404(id: string): Promise<PromotionRecord> {
    const p = await repo.find(db, id);
    if (!p) throw new AppError('NOT_FOUND', undefined, 'Promotion not found');
    return p;
  }

  const notEligible = (e: EligibilityResult) =>
    new AppError(
      'PROMOTION_NOT_ELIGIBLE',
      { fields: { reason: e.reasons[0]!.code } },
      `Not eligible: ${e.reasons[0]!.code}`,
    );

  /** Claims a waiting reward once: concurrent claims queue on its row; all answer the one bonus. */
  async function claimRewardRow(memberId: string, rewardId: string, language: string): Promise<ClaimResult> {
    const reward = await repo.findReward(db, rewardId);
    if (!reward || reward.memberId !== memberId)
      throw new AppError('NOT_FOUND', undefined, 'Reward not found');
    const p = await promotionOr404(reward.promotionId);
    const { currency } = await site();
    const bonusId = await withRetry(() =>
      db.transaction().execute(async (trx) => {
        const taken = await repo.takeReward(trx, rewardId, memberId, now());
        if (!taken) {
          const again = await repo.findReward(trx, rewardId);
          if (again?.bonusId) return again.bonusId;
          throw new AppError('INVALID_STATE', undefined, 'This reward has expired');
        }
        const { bonus } = await grant(trx, p, memberId, taken.periodKey, taken.amount, currency);
        await repo.setRewardBonus(trx, taken.id, bonus.id);
        return bonus.id;
      }),
    );
    const bonus = (await repo.findBonus(db, bonusId))!;
    return { bonus: await bonusView(bonus, language) };
  }

  function promotionWrite(req: PromotionUpsert) {
    const r = req.rules.reward;
    if (r.type === 'CASHBACK' && req.rules.period === 'ONCE')
      throw validationFailed({ 'rules.period': 'invalid' });
    if (r.type === 'CASHBACK' && req.rules.mode !== 'CLAIM')
      throw validationFailed({ 'rules.mode': 'invalid' });
    if (!req.title.EN?.trim()) throw validationFailed({ 'title.EN': 'required' });
    const content: Localised = {};
    for (const [lang, html] of Object.entries(req.content)) content[lang] = sanitizeAnnouncementHtml(html);
    return {
      category: req.category,
      title: req.title,
      summary: req.summary,
      content,
      imageUrl: req.imageUrl,
      startsAt: new Date(req.startsAt),
      endsAt: req.endsAt ? new Date(req.endsAt) : null,
      enabled: req.enabled,
      sort: req.sort,
      rules: req.rules,
    };
  }

  async function adminView(
    p: PromotionRecord,
    counts?: { grants: number; pending: number },
  ): Promise<AdminPromotion> {
    const at = now();
    const state: PromotionState = !p.enabled
      ? 'DISABLED'
      : p.endsAt && at >= p.endsAt
        ? 'ENDED'
        : at < p.startsAt
          ? 'SCHEDULED'
          : 'ACTIVE';
    const c = counts ?? (await repo.counts(db)).get(p.id) ?? { grants: 0, pending: 0 };
    return {
      id: p.id,
      category: p.category,
      title: p.title,
      summary: p.summary,
      content: p.content,
      imageUrl: p.imageUrl,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
      enabled: p.enabled,
      sort: p.sort,
      rules: p.rules,
      state,
      grants: c.grants,
      pendingApplications: c.pending,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  return {
    /** GET /wps/promotions: the open (and recently closed) promotions with the caller's status. */
    async list(
      viewer: Viewer | null,
      q: { category?: string | undefined; language: string },
    ): Promise<PromotionList> {
      const at = now();
      const all = (await repo.all(db)).filter((p) => visible(p, at));
      const m = viewer ? await memberFacts(viewer) : null;
      const counts = new Map<string, number>();
      for (const p of all) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
      const shown = q.category ? all.filter((p) => p.category === q.category) : all;
      const promotions: PromotionSummary[] = [];
      for (const p of shown) promotions.push(summary(p, await assess(p, m, at), q.language));
      return {
        categories: [...counts].map(([category, count]) => ({
          category: category as PromotionSummary['category'],
          count,
        })),
        promotions,
      };
    },

    /** GET /wps/promotions/:id: with the sanitised content (sanitised on save, and again here). */
    async detail(viewer: Viewer | null, id: string, language: string): Promise<PromotionDetail> {
      const p = await promotionOr404(id);
      if (!p.enabled) throw new AppError('NOT_FOUND', undefined, 'Promotion not found');
      const at = now();
      const a = await assess(p, viewer ? await memberFacts(viewer) : null, at);
      return {
        ...summary(p, a, language),
        content: sanitizeAnnouncementHtml(text(p.content, language)),
        rules: {
          reward: p.rules.reward,
          period: periodKind(p),
          wageringMultiple: p.rules.wageringMultiple,
          gameWeights: p.rules.gameWeights,
          expiryDays: p.rules.expiryDays,
          forfeitOnWithdraw: p.rules.forfeitOnWithdraw,
        },
        application: a.application && {
          id: a.application.id,
          status: a.application.status,
          createdAt: a.application.createdAt.toISOString(),
        },
      };
    },

    /** GET /wps/promotions/badges */
    async badges(viewer: Viewer | null): Promise<PromotionBadges> {
      const at = now();
      const open = (await repo.all(db)).filter(
        (p) => p.enabled && p.startsAt <= at && (!p.endsAt || p.endsAt > at),
      );
      if (!viewer) return { availablePromoCount: open.length, rewardCenterCount: 0 };
      const m = await memberFacts(viewer);
      let available = 0;
      for (const p of open) {
        const a = await assess(p, m, at);
        if (a.eligibility.eligible && (a.status === 'CLAIM' || a.status === 'JOIN')) available++;
      }
      return { availablePromoCount: available, rewardCenterCount: m.rewards.length };
    },

    /**
     * POST /wps/promotions/:id/claim (CLAIM promotions). Pays once per period: a repeat, or one of
     * many concurrent claims, answers the same bonus.
     */
    async claim(memberId: string, id: string, language: string): Promise<ClaimResult> {
      const p = await promotionOr404(id);
      if (p.rules.mode !== 'CLAIM')
        throw new AppError('INVALID_STATE', undefined, 'This promotion takes applications');
      const at = now();
      const a = await assess(p, await memberFacts({ memberId, trial: false }), at);
      if (a.bonus) return { bonus: await bonusView(a.bonus, language) };
      if (!a.eligibility.eligible || a.eligibility.bonus === null) throw notEligible(a.eligibility);
      const amount = a.eligibility.bonus;
      if (p.rules.reward.type === 'CASHBACK') {
        // Cashback goes through the reward centre: its reward row is the once-per-period claim.
        const reward =
          a.reward ??
          (await (async () => {
            await repo.insertReward(db, {
              memberId,
              promotionId: p.id,
              periodKey: a.periodKey,
              amount,
              expiresAt: new Date(at.getTime() + REWARD_TTL_DAYS * DAY_MS),
              at,
            });
            return repo.rewardOfPeriod(db, p.id, memberId, a.periodKey);
          })());
        return claimRewardRow(memberId, reward!.id, language);
      }
      const { currency } = await site();
      const { bonus } = await withRetry(() =>
        db.transaction().execute((trx) => grant(trx, p, memberId, a.periodKey, amount, currency)),
      );
      return { bonus: await bonusView(bonus, language) };
    },

    /** POST /wps/promotions/:id/apply (APPLY promotions): remark and up to 3 images (spec section 5). */
    async apply(
      memberId: string,
      id: string,
      req: ApplyPromotionRequest,
      language: string,
    ): Promise<Application> {
      const replay = await repo.applicationByKey(db, memberId, req.idempotencyKey);
      if (replay) {
        if (replay.promotionId !== id || replay.remark !== req.remark)
          throw new AppError('IDEMPOTENCY_CONFLICT');
        return applicationView(replay, language);
      }
      const p = await promotionOr404(id);
      if (p.rules.mode !== 'APPLY')
        throw new AppError('INVALID_STATE', undefined, 'This promotion is claimed, not applied for');
      const images = req.images.map((img, i) => decodeProofImage(img, `images.${i}`));
      const at = now();
      const a = await assess(p, await memberFacts({ memberId, trial: false }), at);
      if (!a.eligibility.eligible) throw notEligible(a.eligibility);
      const appId = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          const inserted = await repo.insertApplication(trx, {
            promotionId: p.id,
            memberId,
            periodKey: a.periodKey,
            idempotencyKey: req.idempotencyKey,
            remark: req.remark,
          });
          if (!inserted) {
            const same = await repo.applicationByKey(trx, memberId, req.idempotencyKey);
            if (same) return same.id;
            throw notEligible({
              eligible: false,
              reasons: [{ code: 'applicationPending', params: {} }],
              base: null,
              bonus: null,
            });
          }
          for (const [n, img] of images.entries())
            await repo.insertImage(trx, inserted, n, img.mime, img.data);
          return inserted;
        }),
      );
      return applicationView((await repo.findApplication(db, appId))!, language);
    },

    async applications(
      memberId: string,
      q: { page: number; pageSize: number; language: string },
    ): Promise<ApplicationList> {
      const { rows, total } = await repo.applications(db, {
        memberId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const out: Application[] = [];
      for (const r of rows) {
        const { memberId: _m, account: _a, ...v } = await applicationView(r, q.language);
        out.push(v);
      }
      return { rows: out, page: q.page, pageSize: q.pageSize, total };
    },

    /** GET /wps/promotions/bonuses (bonusDetails): brings the wagering up to date first. */
    async bonuses(memberId: string, q: BonusListQuery & { language: string }): Promise<BonusList> {
      await bonuses.refresh(memberId);
      const { decimals } = await site();
      const { rows, total } = await bonuses.list(memberId, {
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const w = await bonuses.wagering(memberId);
      const out: Bonus[] = [];
      for (const b of rows) out.push(await bonusView(b, q.language));
      return {
        rows: out,
        page: q.page,
        pageSize: q.pageSize,
        total,
        bonusBalance: minorToAmount(await bonuses.balance(memberId), decimals),
        wageringOutstanding: minorToAmount(w.required - w.done, decimals),
      };
    },

    async rewards(memberId: string, q: RewardListQuery & { language: string }): Promise<RewardList> {
      const { rows, total } = await repo.memberRewards(db, memberId, {
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const out: Reward[] = [];
      for (const r of rows) out.push(await rewardView(r, q.language));
      return { rows: out, page: q.page, pageSize: q.pageSize, total };
    },

    claimReward: (memberId: string, rewardId: string, language: string) =>
      claimRewardRow(memberId, rewardId, language),

    /**
     * Job 'promotions.cashback': for every open CASHBACK promotion, a reward in the reward centre
     * for each member whose net loss over the last closed period reached the minimum. Idempotent:
     * one reward per (promotion, member, period). Returns the rewards written.
     */
    async issueCashback(): Promise<number> {
      const at = now();
      const { decimals } = await site();
      let n = 0;
      for (const p of await repo.all(db)) {
        const r = p.rules.reward;
        if (r.type !== 'CASHBACK' || !p.enabled) continue;
        const window = grantPeriod(p, at);
        // Only periods the promotion ran through, and only while it is open to claims.
        if (window.from < p.startsAt || (p.endsAt && at >= p.endsAt)) continue;
        const min = toMinor(r.minLoss, decimals);
        for (const { memberId, loss } of await deps.records.netLosses(window.from, window.to, min)) {
          const amount = percentOf(loss, r.percent, toMinor(r.maxBonus, decimals));
          if (amount <= 0n) continue;
          const id = await repo.insertReward(db, {
            memberId,
            promotionId: p.id,
            periodKey: window.key,
            amount,
            expiresAt: new Date(at.getTime() + REWARD_TTL_DAYS * DAY_MS),
            at,
          });
          if (id) n++;
        }
      }
      return n + (await repo.expireRewards(db, at));
    },

    /**
     * A reward placed in a member's reward centre by the house (the demo seed; later missions and
     * red envelopes): once per (promotion, member, period).
     */
    async issueReward(r: { memberId: string; promotionId: string; periodKey?: string; amount: bigint }) {
      const at = now();
      const p = await promotionOr404(r.promotionId);
      // By default the period a grant of this promotion would now belong to (cashback: the last one).
      const periodKey = r.periodKey ?? grantPeriod(p, at).key;
      await repo.insertReward(db, {
        memberId: r.memberId,
        promotionId: p.id,
        periodKey,
        amount: r.amount,
        expiresAt: new Date(at.getTime() + REWARD_TTL_DAYS * DAY_MS),
        at,
      });
      return (await repo.rewardOfPeriod(db, p.id, r.memberId, periodKey))!;
    },

    // ---- back office ----
    async adminList(): Promise<AdminPromotionList> {
      const counts = await repo.counts(db);
      const out: AdminPromotion[] = [];
      for (const p of await repo.all(db)) out.push(await adminView(p, counts.get(p.id)));
      return { promotions: out };
    },

    async adminCreate(operatorId: string | null, req: PromotionUpsert): Promise<AdminPromotion> {
      const write = promotionWrite(req);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insert(trx, write);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'promotions.create',
          before: null,
          after: { id: newId, ...req },
        });
        return newId;
      });
      return adminView((await repo.find(db, id))!);
    },

    async adminUpdate(operatorId: string, id: string, req: PromotionUpsert): Promise<AdminPromotion> {
      const write = promotionWrite(req);
      await db.transaction().execute(async (trx) => {
        const before = await repo.find(trx, id);
        if (!before) throw new AppError('NOT_FOUND', undefined, 'Promotion not found');
        if (before.type !== write.rules.reward.type && (await repo.counts(trx)).get(id)?.grants)
          throw validationFailed({ 'rules.reward.type': 'invalid' });
        await repo.update(trx, id, write);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'promotions.update',
          before,
          after: { id, ...req },
        });
      });
      return adminView((await repo.find(db, id))!);
    },

    async adminApplications(q: AdminApplicationListQuery): Promise<AdminApplicationList> {
      const { rows, total } = await repo.applications(db, {
        ...(q.status ? { status: q.status } : {}),
        ...(q.promotionId ? { promotionId: q.promotionId } : {}),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const out: AdminApplication[] = [];
      for (const r of rows) out.push(await applicationView(r, 'EN'));
      return { rows: out, page: q.page, pageSize: q.pageSize, total };
    },

    async adminApplicationImage(id: string, n: number) {
      const img = await repo.image(db, id, n);
      if (!img) throw new AppError('NOT_FOUND', undefined, 'Image not found');
      return img;
    },

    /**
     * Approves a pending application and grants its bonus in the same transaction. Deposit-based
     * types take the amount the bonus is worked out from (`baseAmount`); fixed types ignore it.
     */
    async adminApprove(
      operatorId: string,
      id: string,
      req: ApproveApplicationRequest,
    ): Promise<AdminApplication> {
      const { decimals, currency } = await site();
      await withRetry(() =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.lockPendingApplication(trx, id)))
            throw new AppError('INVALID_STATE', undefined, 'This application is not pending');
          const app = (await repo.findApplication(trx, id))!;
          const p = (await repo.find(trx, app.promotionId))!;
          const r = p.rules.reward;
          let amount: bigint;
          if (r.type === 'FREE_BET' || r.type === 'SIGN_UP') amount = toMinor(r.amount, decimals);
          else {
            if (!req.baseAmount) throw validationFailed({ baseAmount: 'required' });
            const base = toMinor(req.baseAmount, decimals, 'baseAmount');
            amount = percentOf(base, r.percent, toMinor(r.maxBonus, decimals));
            if (amount <= 0n) throw validationFailed({ baseAmount: 'invalid' });
          }
          const { bonus, created } = await grant(trx, p, app.memberId, app.periodKey, amount, currency);
          if (!created)
            throw new AppError('INVALID_STATE', undefined, 'This member already received it this period');
          const at = now();
          await repo.decideApplication(trx, id, {
            status: 'APPROVED',
            note: req.note || null,
            operatorId,
            at,
            bonusId: bonus.id,
          });
          await deps.admin.audit(trx, {
            operatorId,
            action: 'promotions.application.approve',
            before: { id, status: 'PENDING' },
            after: { id, status: 'APPROVED', bonusId: bonus.id, amount: String(amount), note: req.note },
          });
        }),
      );
      return applicationView((await repo.findApplication(db, id))!, 'EN');
    },

    async adminReject(operatorId: string, id: string, note: string): Promise<AdminApplication> {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.lockPendingApplication(trx, id)))
          throw new AppError('INVALID_STATE', undefined, 'This application is not pending');
        await repo.decideApplication(trx, id, {
          status: 'REJECTED',
          note,
          operatorId,
          at: now(),
          bonusId: null,
        });
        await deps.admin.audit(trx, {
          operatorId,
          action: 'promotions.application.reject',
          before: { id, status: 'PENDING' },
          after: { id, status: 'REJECTED', note },
        });
      });
      return applicationView((await repo.findApplication(db, id))!, 'EN');
    },

    /** For tests and the seed: a promotion's record. */
    find: (id: string, ex: Executor = db) => repo.find(ex, id),
  };
}
