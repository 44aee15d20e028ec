import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import {
  type AdminVipLevel,
  VIP_KEEP_DAYS,
  type VipBadge,
  type VipLevel,
  type VipLevelsUpsert,
  type VipStatus,
} from '@goldline/contract/vip';
import type { Db, Executor } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import { inLanguage } from '../../lib/translated-text.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { vipRepository as repo } from './vip.repository.ts';
import type { VipActivity, VipLevelRecord } from './vip.types.ts';
import { ladderRises, levelOf, monthOf } from './vip-rules.ts';

const DAY_MS = 86_400_000;
/**
 * Settled activity is folded in this long after it happened: a bet or deposit committing at the
 * window's edge is then visible to the fold (ledger transactions are short).
 */
const SETTLE_LAG_MS = 60_000;
const BATCH = 500;
const SCOPE = 'vip';

export type VipService = ReturnType<typeof createVipService>;

/**
 * VIP levels (issue 16; decision 099): levels are operator data; a job folds settled valid bet
 * (records) and credited deposits (cashier) into per-day totals, re-evaluates the members it
 * touched and pays an upgrade bonus the first time a member reaches a level; a monthly job pays each
 * VIP member their level's monthly bonus once per month; a daily review applies the keep rule.
 * Payments are cash from promotion_expense, each keyed once in the ledger and recorded in
 * vip_payouts in the same transaction.
 */
export function createVipService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  records: Pick<RecordsService, 'turnoverBetween'>;
  deposits: {
    creditedBetween(
      from: Date,
      to: Date,
      ex?: Executor,
    ): Promise<{ memberId: string; day: string; amount: bigint }[]>;
  };
  admin: Pick<AdminService, 'audit'>;
  now?: () => Date;
}) {
  const { db, ledger, system } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async (ex?: Trx) => (await system.setting('site', ex)).currency;
  const recentSince = (at: Date) =>
    new Date(at.getTime() - VIP_KEEP_DAYS * DAY_MS).toISOString().slice(0, 10);

  async function pay(
    trx: Trx,
    p: { memberId: string; kind: 'UPGRADE' | 'MONTHLY'; period: string; level: number; amount: bigint },
  ) {
    if (p.amount <= 0n || !(await repo.insertPayout(trx, p))) return false;
    const { currency } = await site(trx);
    await ledger.move(
      {
        scope: SCOPE,
        key: `${p.kind.toLowerCase()}:${p.memberId}:${p.period}`,
        kind: 'bonus',
        postings: [
          {
            from: { system: 'promotion_expense', currency },
            to: { memberId: p.memberId, kind: 'cash' },
            amount: p.amount,
          },
        ],
        memo:
          p.kind === 'UPGRADE'
            ? `VIP level ${p.level} upgrade bonus`
            : `VIP level ${p.level} bonus for ${p.period}`,
        reference: { type: 'vip', id: `${p.kind}:${p.period}` },
        events: [{ memberId: p.memberId, type: 'vip', payload: { level: p.level, kind: p.kind } }],
      },
      trx,
    );
    return true;
  }

  /** The operator's ladder: the English names and every translation (decision 115). */
  async function adminLevels(): Promise<{ levels: AdminVipLevel[] }> {
    const [levels, { decimals }] = await Promise.all([repo.levels(db), site()]);
    return {
      levels: levels.map((l) => ({ ...toView(l, decimals, 'EN'), nameTranslations: l.nameTranslations })),
    };
  }

  /**
   * Brings one member's level up to date under their level row's lock: a level reached for the first
   * time pays its upgrade bonus once (vip_levels_reached + vip_payouts, the ledger key besides).
   */
  async function evaluate(memberId: string, levels: VipLevelRecord[]): Promise<boolean> {
    return withRetry(() =>
      db.transaction().execute(async (trx) => {
        const at = now();
        const current = await repo.lockMember(trx, memberId);
        const facts = await repo.totals(trx, memberId, recentSince(at));
        const reached = await repo.reached(trx, memberId);
        const level = levelOf(levels, facts, reached, at);
        for (const l of levels) {
          if (l.level > level) break;
          if (await repo.insertReached(trx, memberId, l.level, at))
            await pay(trx, {
              memberId,
              kind: 'UPGRADE',
              period: String(l.level),
              level: l.level,
              amount: l.upgradeBonus,
            });
        }
        if (level === current) return false;
        await repo.setLevel(trx, memberId, level, at);
        // The card and the member's public state follow over the WebSocket, also when no bonus moved.
        await ledger.emit([{ memberId, type: 'vip', payload: { level, kind: 'LEVEL' } }], trx);
        return true;
      }),
    );
  }

  /** A level as a member reads it: named in their language, English when not translated. */
  const toView = (l: VipLevelRecord, d: number, language: string): VipLevel => ({
    level: l.level,
    name: inLanguage(l.name, l.nameTranslations, language),
    validBet: minorToAmount(l.validBet, d),
    deposit: minorToAmount(l.deposit, d),
    upgradeBonus: minorToAmount(l.upgradeBonus, d),
    monthlyBonus: minorToAmount(l.monthlyBonus, d),
    keepValidBet: minorToAmount(l.keepValidBet, d),
  });

  return {
    /**
     * Job 'vip.recompute': folds settled activity up to `upTo` (default: a minute ago) into the
     * per-day totals and advances the watermark in one transaction (a repeat folds nothing twice),
     * then re-evaluates the members it touched. Returns the members whose level changed.
     */
    async recompute(upTo: Date = new Date(now().getTime() - SETTLE_LAG_MS)): Promise<number> {
      const touched = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          const from = await repo.lockWatermark(trx);
          if (upTo <= from) return [];
          const byDay = new Map<string, VipActivity>();
          const add = (memberId: string, day: string, validBet: bigint, deposit: bigint) => {
            const k = `${memberId}|${day}`;
            const row = byDay.get(k) ?? { memberId, day, validBet: 0n, deposit: 0n };
            row.validBet += validBet;
            row.deposit += deposit;
            byDay.set(k, row);
          };
          for (const t of await deps.records.turnoverBetween(from, upTo, trx))
            add(t.memberId, t.day, t.validBet, 0n);
          for (const d of await deps.deposits.creditedBetween(from, upTo, trx))
            add(d.memberId, d.day, 0n, d.amount);
          await repo.addActivity(trx, [...byDay.values()]);
          await repo.setWatermark(trx, upTo);
          return [...new Set([...byDay.values()].map((r) => r.memberId))];
        }),
      );
      if (touched.length === 0) return 0;
      const levels = await repo.levels(db);
      let changed = 0;
      for (const memberId of touched) if (await evaluate(memberId, levels)) changed++;
      return changed;
    },

    /** Job 'vip.review' (daily): the keep rule for every VIP member. Returns levels changed. */
    async review(): Promise<number> {
      const levels = await repo.levels(db);
      let changed = 0;
      let after = '0';
      for (;;) {
        const batch = await repo.vipMembers(db, after, BATCH);
        for (const m of batch) if (await evaluate(m.memberId, levels)) changed++;
        if (batch.length < BATCH) return changed;
        after = batch[batch.length - 1]!.memberId;
      }
    },

    /** Job 'vip.monthly': each VIP member's monthly bonus for the current month, once. Returns payouts. */
    async payMonthly(): Promise<number> {
      const levels = new Map((await repo.levels(db)).map((l) => [l.level, l]));
      const period = monthOf(now());
      let paid = 0;
      let after = '0';
      for (;;) {
        const batch = await repo.vipMembers(db, after, BATCH);
        for (const m of batch) {
          const amount = levels.get(m.level)?.monthlyBonus ?? 0n;
          if (amount <= 0n || (await repo.payoutExists(db, m.memberId, 'MONTHLY', period))) continue;
          await withRetry(() =>
            db.transaction().execute(async (trx) => {
              // The level under the row lock: a downgrade committed meanwhile pays the new level.
              const level = await repo.lockMember(trx, m.memberId);
              const due = levels.get(level)?.monthlyBonus ?? 0n;
              if (await pay(trx, { memberId: m.memberId, kind: 'MONTHLY', period, level, amount: due }))
                paid++;
            }),
          );
        }
        if (batch.length < BATCH) return paid;
        after = batch[batch.length - 1]!.memberId;
      }
    },

    /** GET /wps/vip: the member's card, names in `language` (decision 115). */
    async status(memberId: string, language: string): Promise<VipStatus> {
      const [levels, { decimals }] = await Promise.all([repo.levels(db), site()]);
      const level = await repo.level(db, memberId);
      const facts = await repo.totals(db, memberId, recentSince(now()));
      const current = levels.find((l) => l.level === level);
      const next = levels.find((l) => l.level > level);
      return {
        hasVip: levels.length > 0,
        vipRankLevel: current ? level : 0,
        vipLabelName: current ? inLanguage(current.name, current.nameTranslations, language) : '',
        validBet: minorToAmount(facts.validBet, decimals),
        deposit: minorToAmount(facts.deposit, decimals),
        recentValidBet: minorToAmount(facts.recentValidBet, decimals),
        next: next ? toView(next, decimals, language) : null,
        levels: levels.map((l) => toView(l, decimals, language)),
        monthlyPaid: await repo.payoutExists(db, memberId, 'MONTHLY', monthOf(now())),
      };
    },

    /** The three fields of the member's public state (spec section 3), for member info, named in `language`. */
    async badge(memberId: string, language: string): Promise<VipBadge> {
      const [levels, level] = await Promise.all([repo.levels(db), repo.level(db, memberId)]);
      const current = levels.find((l) => l.level === level);
      return {
        hasVip: levels.length > 0,
        vipRankLevel: current ? level : 0,
        vipLabelName: current ? inLanguage(current.name, current.nameTranslations, language) : '',
      };
    },

    adminLevels,

    /** PUT /admin/vip/levels: the whole ladder, with one audit row. Members move at the next evaluation. */
    async adminSaveLevels(
      operatorId: string | null,
      req: VipLevelsUpsert,
    ): Promise<{ levels: AdminVipLevel[] }> {
      const { decimals } = await site();
      const minor = (v: string, field: string) => {
        const n = amountToMinor(v, decimals);
        if (n < 0n) throw validationFailed({ [field]: 'min' });
        return n;
      };
      const levels: VipLevelRecord[] = req.levels.map((l, i) => ({
        level: l.level,
        name: l.name,
        nameTranslations: l.nameTranslations,
        validBet: minor(l.validBet, `levels.${i}.validBet`),
        deposit: minor(l.deposit, `levels.${i}.deposit`),
        upgradeBonus: minor(l.upgradeBonus, `levels.${i}.upgradeBonus`),
        monthlyBonus: minor(l.monthlyBonus, `levels.${i}.monthlyBonus`),
        keepValidBet: minor(l.keepValidBet, `levels.${i}.keepValidBet`),
      }));
      if (!ladderRises(levels)) throw validationFailed({ levels: 'order' });
      await db.transaction().execute(async (trx) => {
        const before = await adminLevels();
        await repo.replaceLevels(trx, levels);
        await deps.admin.audit(trx, { operatorId, action: 'vip.levels.update', before, after: req });
      });
      return adminLevels();
    },
  };
}
