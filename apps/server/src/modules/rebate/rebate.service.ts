import { GameType } from '@goldline/contract/games';
import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import {
  type AdminRebateClaimList,
  type RebateClaim,
  type RebateClaimList,
  type RebatePreview,
  RebateSettings,
} from '@goldline/contract/rebate';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type RebateClaimRecord, rebateRepository as repo } from './rebate.repository.ts';
import { nextPeriodStart, periodKey, type RebateLineMinor, rebateLines } from './rebate-maths.ts';

/**
 * Manual rebate (flag MANPLAYREB3; issue 16, decision 102): a member claims, once per period, the
 * operator's rate per game type on their valid bet (settled cash bets net of rollbacks, the records
 * module's figure) over (end of their last claim, now], paid to cash from promotion_expense. Claims
 * of one member queue on an advisory lock; the period's row is unique and the payment's ledger key
 * is the period's, so 20 concurrent claims pay once.
 */

const SETTINGS_KEY = 'rebate';
const SCOPE = 'rebate';
const DAY_MS = 86_400_000;

/** A new site's rates until the operator sets its own (percent of valid bet). */
export const defaultRebateSettings: RebateSettings = {
  period: 'DAILY',
  rates: {
    RNG: 0.8,
    FISH: 0.8,
    ARCADE: 0.6,
    CRASH: 0.6,
    INHOUSE: 0.6,
    LIVE: 0.5,
    PVP: 0.5,
    SPORTS: 0.5,
    ESPORTS: 0.5,
    COCKFIGHT: 0.3,
    LOTT: 0.3,
    ELOTT: 0.3,
  },
  minClaim: '0.01',
  lookbackDays: 7,
};

export type RebateService = ReturnType<typeof createRebateService>;

export function createRebateService(deps: {
  db: Db;
  ledger: LedgerService;
  system: Pick<SystemService, 'setting' | 'flag' | 'readSetting' | 'putSetting'>;
  records: Pick<RecordsService, 'cashTurnoverByTypeSince'>;
  members: Pick<MemberRecords, 'findById'>;
  admin: Pick<AdminService, 'audit' | 'lockSettings'>;
  now?: () => Date;
}) {
  const { db, system } = deps;
  const now = deps.now ?? (() => new Date());
  const currency = async () => (await system.setting('site')).currency;

  const settings = async (ex: Executor = db): Promise<RebateSettings> =>
    (await system.readSetting(SETTINGS_KEY, RebateSettings, ex)) ?? defaultRebateSettings;

  async function requireEnabled(): Promise<void> {
    if (!(await system.flag('MANPLAYREB3'))) throw new AppError('FEATURE_DISABLED');
  }

  /** The window a claim at `at` covers, and what it pays per game type. */
  async function quote(memberId: string, at: Date, s: RebateSettings, ex: Executor) {
    const last = await repo.lastClaim(ex, memberId);
    const floor = new Date(at.getTime() - s.lookbackDays * DAY_MS);
    const from = last && last.to > floor ? last.to : floor;
    const bets = await deps.records.cashTurnoverByTypeSince(memberId, from, ex, at);
    return { from, to: at, ...rebateLines(bets, s.rates) };
  }

  const lineView = (l: RebateLineMinor, d: number) => ({
    gameType: l.gameType,
    validBet: minorToAmount(l.validBet, d),
    ratePercent: l.ratePercent,
    amount: minorToAmount(l.amount, d),
  });
  const claimView = (c: RebateClaimRecord, d: number): RebateClaim => ({
    id: c.id,
    periodKey: c.periodKey,
    from: c.from.toISOString(),
    to: c.to.toISOString(),
    lines: c.lines.map((l) => lineView(l, d)),
    total: minorToAmount(c.total, d),
    claimedAt: c.claimedAt.toISOString(),
  });

  return {
    settings,

    /** GET /wps/rebate: what a claim now would pay, per game type, and whether it is open. */
    async preview(memberId: string): Promise<RebatePreview> {
      await requireEnabled();
      const at = now();
      const [s, { decimals }] = await Promise.all([settings(), currency()]);
      const q = await quote(memberId, at, s, db);
      const claimed = await repo.claimOfPeriod(db, memberId, periodKey(at, s.period));
      const min = amountToMinor(s.minClaim, decimals);
      return {
        period: s.period,
        from: q.from.toISOString(),
        to: q.to.toISOString(),
        lines: q.lines.map((l) => lineView(l, decimals)),
        total: minorToAmount(q.total, decimals),
        minClaim: s.minClaim,
        state: claimed ? 'CLAIMED' : q.total > 0n && q.total >= min ? 'CLAIMABLE' : 'NOTHING',
        nextClaimAt: claimed ? nextPeriodStart(at, s.period).toISOString() : null,
        rates: GameType.options
          .filter((t) => (s.rates[t] ?? 0) > 0)
          .map((t) => ({ gameType: t, ratePercent: s.rates[t]! })),
      };
    },

    /**
     * POST /wps/rebate/claim: once per period. The same idempotency key answers the same claim; another
     * key in a claimed period is REBATE_ALREADY_CLAIMED; a total below the minimum is
     * REBATE_NOTHING_TO_CLAIM.
     */
    async claim(memberId: string, idempotencyKey: string): Promise<RebateClaim> {
      await requireEnabled();
      const [s, cur] = await Promise.all([settings(), currency()]);
      const claim = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          await repo.lockMember(trx, memberId);
          const at = now();
          const key = periodKey(at, s.period);
          const existing = await repo.claimOfPeriod(trx, memberId, key);
          if (existing) {
            if (existing.idempotencyKey === idempotencyKey) return existing;
            throw new AppError('REBATE_ALREADY_CLAIMED');
          }
          const q = await quote(memberId, at, s, trx);
          if (q.total <= 0n || q.total < amountToMinor(s.minClaim, cur.decimals))
            throw new AppError('REBATE_NOTHING_TO_CLAIM');
          const moved = await deps.ledger.move(
            {
              scope: SCOPE,
              key: `claim:${memberId}:${key}`,
              kind: 'bonus',
              postings: [
                {
                  from: { system: 'promotion_expense', currency: cur.currency },
                  to: { memberId, kind: 'cash' },
                  amount: q.total,
                },
              ],
              memo: 'Manual rebate',
              reference: { type: 'rebate', id: key },
            },
            trx,
          );
          return repo.insert(trx, {
            memberId,
            periodKey: key,
            idempotencyKey,
            from: q.from,
            to: q.to,
            lines: q.lines,
            total: q.total,
            currency: cur.currency,
            ledgerTxId: moved.transactionId,
            claimedAt: at,
          });
        }),
      );
      return claimView(claim, cur.decimals);
    },

    /** GET /wps/rebate/claims: the member's claims, newest first. */
    async claims(memberId: string, q: { page: number; pageSize: number }): Promise<RebateClaimList> {
      await requireEnabled();
      const { decimals } = await currency();
      const { rows, total } = await repo.page(db, {
        memberId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { rows: rows.map((c) => claimView(c, decimals)), page: q.page, pageSize: q.pageSize, total };
    },

    adminSettings: () => settings(),

    /** PUT /admin/rebate/settings: one audit row with before and after. */
    async adminUpdateSettings(operatorId: string | null, next: RebateSettings): Promise<RebateSettings> {
      return db.transaction().execute(async (trx) => {
        await deps.admin.lockSettings(trx);
        const before = await settings(trx);
        await system.putSetting(SETTINGS_KEY, next, trx);
        await deps.admin.audit(trx, { operatorId, action: 'rebate.settings.update', before, after: next });
        return next;
      });
    },

    /** GET /admin/rebate/claims: everyone's claims, newest first, with the member's account name. */
    async adminClaims(q: { page: number; pageSize: number }): Promise<AdminRebateClaimList> {
      const { decimals } = await currency();
      const { rows, total } = await repo.page(db, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
      return {
        rows: await Promise.all(
          rows.map(async (c) => ({
            ...claimView(c, decimals),
            memberId: c.memberId,
            account: (await deps.members.findById(c.memberId))?.username ?? c.memberId,
          })),
        ),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
