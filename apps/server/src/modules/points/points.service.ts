import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import {
  type AdminGoods,
  type AdminRedemption,
  type ConvertRequest,
  type ConvertResult,
  type EarnType,
  type Goods,
  type GoodsUpsert,
  type PointsConfig,
  type PointsHistory,
  PointsMoveType,
  type RedeemRequest,
  type Redemption,
  type RedemptionList,
  type RedemptionListQuery,
} from '@goldline/contract/points';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import { inLanguage } from '../../lib/translated-text.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { pointsRepository as repo } from './points.repository.ts';
import type { GoodsRecord, GoodsWrite, RedemptionRecord } from './points.types.ts';
import { cashFor, DEFAULT_POINTS_CONFIG, earnTypeOf, pointsFor } from './points-rules.ts';

/** Points live in the ledger as the money kind 'points' in this pseudo-currency (decision 100). */
export const POINTS_CURRENCY = 'PTS';
const SCOPE = 'points';
const DAY_MS = 86_400_000;
/** Goods' amount requirement: valid bet over this many days. */
const REQUIREMENT_DAYS = 30;
/** Settled activity is read this long after it happened (see modules/vip SETTLE_LAG_MS). */
const SETTLE_LAG_MS = 60_000;

export type PointsService = ReturnType<typeof createPointsService>;

/**
 * Loyalty points and the points mall (issue 16; decision 100). Every points movement is a ledger
 * movement between the member's points account and promotion_expense[points], so points have the
 * ledger's guarantees: double entry, one idempotency key per movement, row locks, never below zero.
 * Points are earned by a job from settled bets (records) and credited deposits (cashier) at the
 * operator's rates; they never expire (spec section 9). Spending them needs the payment password.
 */
export function createPointsService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  records: Pick<RecordsService, 'turnoverBetween' | 'cashTurnoverByTypeSince' | 'pointsEntries'>;
  deposits: {
    creditedBetween(
      from: Date,
      to: Date,
      ex?: Executor,
    ): Promise<{ memberId: string; day: string; amount: bigint }[]>;
  };
  security: { assertPaymentPassword(memberId: string, password: string): Promise<void> };
  admin: Pick<AdminService, 'audit'>;
  now?: () => Date;
}) {
  const { db, ledger, system } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async (ex?: Trx) => (await system.setting('site', ex)).currency;
  const pointsAccount = (memberId: string) => ({ memberId, kind: 'points' as const });
  const expense = { system: 'promotion_expense' as const, currency: POINTS_CURRENCY };

  async function config(ex: Executor = db): Promise<PointsConfig> {
    return (await repo.config(ex)) ?? DEFAULT_POINTS_CONFIG;
  }

  /** Spec section 2: the points mall exists only while the operator's PTSYS3 flag is on. */
  async function assertOn(): Promise<void> {
    if (!(await system.flag('PTSYS3'))) throw new AppError('FEATURE_DISABLED');
  }

  /** One points movement in the caller's transaction; too few points is POINTS_INSUFFICIENT. */
  async function movePoints(
    trx: Trx,
    m: {
      key: string;
      type: PointsMoveType;
      memberId: string;
      points: bigint;
      toMember: boolean;
      ref: string;
    },
  ) {
    await ledger.ensureMemberAccount(m.memberId, 'points', POINTS_CURRENCY, trx);
    const member = pointsAccount(m.memberId);
    try {
      return await ledger.move(
        {
          scope: SCOPE,
          key: m.key,
          kind: 'points',
          postings: [
            m.toMember
              ? { from: expense, to: member, amount: m.points }
              : { from: member, to: expense, amount: m.points },
          ],
          memo: `Points ${m.type.toLowerCase()}`,
          // The history's type travels as the reference type (points:LIVE, points:REDEEM...).
          reference: { type: `points:${m.type}`, id: m.ref },
        },
        trx,
      );
    } catch (e) {
      if (e instanceof AppError && e.code === 'INSUFFICIENT_BALANCE')
        throw new AppError('POINTS_INSUFFICIENT');
      throw e;
    }
  }

  async function balance(memberId: string, ex?: Trx): Promise<bigint> {
    try {
      return (await ledger.balance(pointsAccount(memberId), ex)).balance;
    } catch (e) {
      if (e instanceof AppError && e.code === 'NOT_FOUND') return 0n;
      throw e;
    }
  }

  /** Goods as a member reads them: in their language, English when not translated (decision 115). */
  const goodsView = (g: GoodsRecord, d: number, language: string): Goods => ({
    id: g.id,
    name: inLanguage(g.name, g.nameTranslations, language),
    description: inLanguage(g.description, g.descriptionTranslations, language),
    imageUrl: g.imageUrl,
    points: g.points.toString(),
    amount: minorToAmount(g.amount, d),
    amountRequirement: minorToAmount(g.amountRequirement, d),
    stock: g.stock,
  });
  /** The operator's goods: the English texts and every translation. */
  const adminGoodsView = (g: GoodsRecord, d: number): AdminGoods => ({
    ...goodsView(g, d, 'EN'),
    enabled: g.enabled,
    sort: g.sort,
    nameTranslations: g.nameTranslations,
    descriptionTranslations: g.descriptionTranslations,
  });
  const redemptionView = (r: RedemptionRecord, language: string): Redemption => ({
    id: r.id,
    goodsId: r.goodsId,
    goodsName: inLanguage(r.goodsName, r.goodsNameTranslations, language),
    points: r.points.toString(),
    status: r.status,
    address: r.address,
    reviewNote: r.reviewNote,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  });
  const adminRedemptionView = (r: RedemptionRecord): AdminRedemption => ({
    ...redemptionView(r, 'EN'),
    memberId: r.memberId,
    account: r.account,
  });

  async function goodsWrite(req: GoodsUpsert): Promise<GoodsWrite> {
    const { decimals } = await site();
    const amount = amountToMinor(req.amount, decimals);
    const amountRequirement = amountToMinor(req.amountRequirement, decimals);
    if (amount < 0n) throw validationFailed({ amount: 'min' });
    if (amountRequirement < 0n) throw validationFailed({ amountRequirement: 'min' });
    return {
      name: req.name,
      description: req.description,
      nameTranslations: req.nameTranslations,
      descriptionTranslations: req.descriptionTranslations,
      imageUrl: req.imageUrl,
      points: BigInt(req.points),
      amount,
      amountRequirement,
      stock: req.stock,
      enabled: req.enabled,
      sort: req.sort,
    };
  }

  /** Approve or reject a redemption in process, once, under its row lock, with an audit row. */
  async function decide(
    operatorId: string,
    id: string,
    status: 'APPROVED' | 'REJECTED',
    note: string | null,
  ) {
    await withRetry(() =>
      db.transaction().execute(async (trx) => {
        const r = await repo.findRedemption(trx, id, true);
        if (!r) throw new AppError('NOT_FOUND', undefined, 'Redemption not found');
        if (r.status !== 'IN_PROCESS') throw new AppError('INVALID_STATE');
        if (status === 'REJECTED') {
          // Same lock order as a redeem: the goods row, then the points account.
          await repo.returnStock(trx, r.goodsId);
          await movePoints(trx, {
            key: `refund:${r.id}`,
            type: 'REFUND',
            memberId: r.memberId,
            points: r.points,
            toMember: true,
            ref: r.id,
          });
        }
        await repo.decide(trx, id, { status, note, operatorId, at: now() });
        await deps.admin.audit(trx, {
          operatorId,
          action: status === 'APPROVED' ? 'points.redemption.approve' : 'points.redemption.reject',
          before: { id, status: r.status },
          after: { id, status, note },
        });
      }),
    );
    return adminRedemptionView((await repo.findRedemption(db, id))!);
  }

  return {
    /**
     * Job 'points.earn': points for the settled valid bet (by game type) and credited deposits over
     * [watermark, upTo) at the operator's rates, one movement per (member, type, window) keyed by the
     * window's end, written with the watermark's advance in one transaction: a repeat or a second
     * process earns nothing twice. While PTSYS3 is off the window passes without earning.
     * Returns the movements written.
     */
    async earn(upTo: Date = new Date(now().getTime() - SETTLE_LAG_MS)): Promise<number> {
      const on = await system.flag('PTSYS3');
      const [cfg, { decimals }] = await Promise.all([config(), site()]);
      return withRetry(() =>
        db.transaction().execute(async (trx) => {
          const from = await repo.lockWatermark(trx);
          if (upTo <= from) return 0;
          const owed = new Map<string, { memberId: string; type: EarnType; minor: bigint }>();
          const add = (memberId: string, type: EarnType, minor: bigint) => {
            const k = `${memberId}|${type}`;
            const row = owed.get(k) ?? { memberId, type, minor: 0n };
            row.minor += minor;
            owed.set(k, row);
          };
          if (on) {
            for (const t of await deps.records.turnoverBetween(from, upTo, trx))
              add(t.memberId, earnTypeOf(t.gameType), t.validBet);
            for (const d of await deps.deposits.creditedBetween(from, upTo, trx))
              add(d.memberId, 'DEPOSIT', d.amount);
          }
          let written = 0;
          const window = upTo.toISOString();
          for (const o of owed.values()) {
            const points = pointsFor(o.minor, cfg.rates[o.type] ?? 0, decimals);
            if (points <= 0n) continue;
            await movePoints(trx, {
              key: `earn:${o.memberId}:${o.type}:${window}`,
              type: o.type,
              memberId: o.memberId,
              points,
              toMember: true,
              ref: window,
            });
            written++;
          }
          await repo.setWatermark(trx, upTo);
          return written;
        }),
      );
    },

    /** GET MCS2_getPointBalance. */
    async balance(memberId: string) {
      await assertOn();
      return { points: (await balance(memberId)).toString() };
    },

    /** GET getPointConfig. */
    async config() {
      await assertOn();
      return config();
    },

    /** GET getPointReward: the goods on offer, in `language`. */
    async goods(language: string): Promise<{ rows: Goods[] }> {
      await assertOn();
      const [goods, { decimals }] = await Promise.all([repo.goods(db, true), site()]);
      return { rows: goods.map((g) => goodsView(g, decimals, language)) };
    },

    /** GET getRedeemPointList: the member's redemptions, goods named in `language`. */
    async redemptions(memberId: string, q: RedemptionListQuery, language: string): Promise<RedemptionList> {
      await assertOn();
      const { rows, total } = await repo.redemptions(db, {
        memberId,
        ...(q.status ? { status: q.status } : {}),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: rows.map((r) => redemptionView(r, language)),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** GET ODSFE2_MemTransDet: the points history. */
    async history(memberId: string, q: { page: number; pageSize: number }): Promise<PointsHistory> {
      await assertOn();
      const { rows, total } = await deps.records.pointsEntries(memberId, {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: rows.map((e) => {
          const parsed = PointsMoveType.safeParse(e.referenceType?.replace(/^points:/, ''));
          return {
            id: e.id,
            type: parsed.success ? parsed.data : 'ADJUSTMENT',
            points: e.amount.toString(),
            balanceAfter: e.balanceAfter.toString(),
            time: e.time.toISOString(),
          };
        }),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /**
     * Encrypted passwordCheck/MCS2_redeemPointReward: one item of goods. The payment password is
     * checked before any lock (argon2 is slow); then, in one transaction, the key is claimed, one
     * item of stock taken, the amount requirement checked and the points spent. Anything refused
     * rolls all of it back. The same key again answers the same redemption.
     */
    async redeem(memberId: string, req: RedeemRequest): Promise<Redemption> {
      await assertOn();
      await deps.security.assertPaymentPassword(memberId, req.paymentPassword);
      const replay = async () => {
        const r = await repo.redemptionByKey(db, memberId, req.idempotencyKey);
        if (!r) return null;
        if (r.goodsId !== req.goodsId) throw new AppError('IDEMPOTENCY_CONFLICT');
        return redemptionView(r, 'EN');
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const id = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          const goods = await repo.takeStock(trx, req.goodsId);
          if (!goods) {
            const g = await repo.findGoods(trx, req.goodsId);
            throw g?.enabled
              ? new AppError('OUT_OF_STOCK')
              : new AppError('NOT_FOUND', undefined, 'Goods not found');
          }
          if (goods.amountRequirement > 0n) {
            const since = new Date(now().getTime() - REQUIREMENT_DAYS * DAY_MS);
            let bet = 0n;
            for (const v of (await deps.records.cashTurnoverByTypeSince(memberId, since, trx)).values())
              bet += v;
            if (bet < goods.amountRequirement) {
              const { decimals } = await site(trx);
              throw new AppError('REDEEM_REQUIREMENT_NOT_MET', {
                fields: { required: minorToAmount(goods.amountRequirement, decimals) },
              });
            }
          }
          const newId = await repo.insertRedemption(trx, {
            memberId,
            goodsId: goods.id,
            points: goods.points,
            address: req.address,
            idempotencyKey: req.idempotencyKey,
          });
          // A concurrent request with the same key committed first: undo our stock take, answer its row.
          if (!newId) return null;
          await movePoints(trx, {
            key: `redeem:${newId}`,
            type: 'REDEEM',
            memberId,
            points: goods.points,
            toMember: false,
            ref: newId,
          });
          return newId;
        }),
      );
      if (!id) return (await replay())!;
      // The encrypted call carries no language; the member's list, refetched after it, is translated.
      return redemptionView((await repo.findRedemption(db, id))!, 'EN');
    },

    /**
     * Encrypted passwordCheck/MCS2_convertPoint: points to cash at the operator's rate, two ledger
     * movements in one transaction (points back to promotion_expense, the cash out of it), each
     * keyed by the request's key: a retry converts once.
     */
    async convert(memberId: string, req: ConvertRequest): Promise<ConvertResult> {
      await assertOn();
      const points = BigInt(req.points);
      const [cfg, { currency, decimals }] = await Promise.all([config(), site()]);
      if (points < BigInt(cfg.minConvert)) throw validationFailed({ points: 'min' });
      const { cash, exact } = cashFor(points, cfg, decimals);
      if (!exact || cash <= 0n) throw validationFailed({ points: 'step' });
      await deps.security.assertPaymentPassword(memberId, req.paymentPassword);
      const left = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          await movePoints(trx, {
            key: `convert:${memberId}:${req.idempotencyKey}`,
            type: 'CONVERT',
            memberId,
            points,
            toMember: false,
            ref: req.idempotencyKey,
          });
          await ledger.move(
            {
              scope: SCOPE,
              key: `convert:${memberId}:${req.idempotencyKey}:cash`,
              kind: 'bonus',
              postings: [
                {
                  from: { system: 'promotion_expense', currency },
                  to: { memberId, kind: 'cash' },
                  amount: cash,
                },
              ],
              memo: `${points} points converted`,
              reference: { type: 'points_convert', id: req.idempotencyKey },
            },
            trx,
          );
          return balance(memberId, trx);
        }),
      );
      return { points: points.toString(), amount: minorToAmount(cash, decimals), balance: left.toString() };
    },

    adminConfig: () => config(),

    async adminSaveConfig(operatorId: string | null, req: PointsConfig): Promise<PointsConfig> {
      await db.transaction().execute(async (trx) => {
        const before = await config(trx);
        await repo.saveConfig(trx, req);
        await deps.admin.audit(trx, { operatorId, action: 'points.config.update', before, after: req });
      });
      return config();
    },

    async adminGoods(): Promise<{ rows: AdminGoods[] }> {
      const [goods, { decimals }] = await Promise.all([repo.goods(db, false), site()]);
      return { rows: goods.map((g) => adminGoodsView(g, decimals)) };
    },

    /** Creates goods, with an audit row. `operatorId` null: the demo seed. */
    async adminCreateGoods(operatorId: string | null, req: GoodsUpsert): Promise<AdminGoods> {
      const write = await goodsWrite(req);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await repo.insertGoods(trx, write);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'points.goods.create',
          before: null,
          after: { id: newId, ...req },
        });
        return newId;
      });
      const { decimals } = await site();
      return adminGoodsView((await repo.findGoods(db, id))!, decimals);
    },

    async adminUpdateGoods(operatorId: string, id: string, req: GoodsUpsert): Promise<AdminGoods> {
      const write = await goodsWrite(req);
      const { decimals } = await site();
      await db.transaction().execute(async (trx) => {
        const before = await repo.findGoods(trx, id);
        if (!before) throw new AppError('NOT_FOUND', undefined, 'Goods not found');
        await repo.updateGoods(trx, id, write);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'points.goods.update',
          before: adminGoodsView(before, decimals),
          after: { id, ...req },
        });
      });
      return adminGoodsView((await repo.findGoods(db, id))!, decimals);
    },

    async adminRedemptions(q: {
      status?: 'IN_PROCESS' | 'APPROVED' | 'REJECTED' | undefined;
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await repo.redemptions(db, {
        ...(q.status ? { status: q.status } : {}),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { rows: rows.map(adminRedemptionView), page: q.page, pageSize: q.pageSize, total };
    },

    approve: (operatorId: string, id: string, note?: string) =>
      decide(operatorId, id, 'APPROVED', note ?? null),
    /** A rejection gives the points and the item of stock back. */
    reject: (operatorId: string, id: string, note?: string) =>
      decide(operatorId, id, 'REJECTED', note ?? null),
  };
}
