import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import {
  type AdminReferralList,
  type RefereeList,
  type ReferralInfo,
  ReferralRules,
  type ReferralStatus,
} from '@goldline/contract/referral';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { withRetry } from '../../lib/retry.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { DepositService } from '../cashier/deposit.service.ts';
import type { WithdrawService } from '../cashier/withdraw.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type ReferralRecord, referralRepository as repo } from './referral.repository.ts';
import { maskName, monthStart, sharesPayoutAccount, signUpRefusal, verdict } from './referral-rules.ts';

/**
 * Refer and earn (issue 16, decision 102). A sign-up with a referral code is linked to its referrer
 * in the registration's transaction and judged at once on device and IP; the 'referral.rewards' job
 * then judges each pending referee on the payout account, the deposit and the bets within the days,
 * and pays the referrer once per referee (ledger key `referral/reward:<refereeId>`, the row locked
 * and still PENDING), within the referrer's monthly cap.
 */

const SETTINGS_KEY = 'referral';
const SCOPE = 'referral';
const DAY_MS = 86_400_000;
/** Pending referees one job run judges (the next run goes on). */
const BATCH = 500;

/** A new site's rules until the operator sets its own. */
export const defaultReferralRules: ReferralRules = {
  minDeposit: '50.00',
  minTurnover: '200.00',
  withinDays: 30,
  reward: '20.00',
  monthlyCap: '200.00',
};

export type ReferralService = ReturnType<typeof createReferralService>;

export function createReferralService(deps: {
  db: Db;
  ledger: LedgerService;
  system: Pick<SystemService, 'setting' | 'flag' | 'readSetting' | 'putSetting'>;
  members: Pick<MemberRecords, 'findById'>;
  deposits: Pick<DepositService, 'approvedDeposits'>;
  records: Pick<RecordsService, 'cashTurnoverByTypeSince'>;
  payoutAccounts: Pick<WithdrawService, 'payoutAccountNumbers'>;
  admin: Pick<AdminService, 'audit' | 'lockSettings'>;
  now?: () => Date;
}) {
  const { db, system } = deps;
  const now = deps.now ?? (() => new Date());
  const currency = async () => (await system.setting('site')).currency;

  const rules = async (ex: Executor = db): Promise<ReferralRules> =>
    (await system.readSetting(SETTINGS_KEY, ReferralRules, ex)) ?? defaultReferralRules;

  async function requireEnabled(): Promise<void> {
    if (!(await system.flag('REFERRAL'))) throw new AppError('FEATURE_DISABLED');
  }

  /** What the referee deposited and bet from sign-up up to the deadline. */
  async function progress(r: ReferralRecord) {
    const deposits = await deps.deposits.approvedDeposits(r.refereeId, r.createdAt);
    const deposited = deposits.filter((d) => d.creditedAt <= r.deadline).reduce((a, d) => a + d.amount, 0n);
    const turnover = await deps.records.cashTurnoverByTypeSince(r.refereeId, r.createdAt, db, r.deadline);
    let wagered = 0n;
    for (const n of turnover.values()) wagered += n;
    return { deposited, wagered };
  }

  /** Pays the referrer for one qualified referee, once, within the monthly cap. */
  async function pay(r: ReferralRecord, at: Date): Promise<'PAID' | 'CAPPED' | null> {
    const [ruleSet, cur] = await Promise.all([rules(), currency()]);
    const reward = amountToMinor(ruleSet.reward, cur.decimals);
    const cap = amountToMinor(ruleSet.monthlyCap, cur.decimals);
    return withRetry(() =>
      db.transaction().execute(async (trx) => {
        await repo.lockReferrer(trx, r.referrerId);
        const locked = await repo.lockPending(trx, r.refereeId);
        if (!locked) return null;
        if ((await repo.paidSince(trx, r.referrerId, monthStart(at))) + reward > cap) {
          await repo.decide(trx, r.refereeId, { status: 'CAPPED' });
          return 'CAPPED';
        }
        const moved = await deps.ledger.move(
          {
            scope: SCOPE,
            key: `reward:${r.refereeId}`,
            kind: 'bonus',
            postings: [
              {
                from: { system: 'promotion_expense', currency: cur.currency },
                to: { memberId: r.referrerId, kind: 'cash' },
                amount: reward,
              },
            ],
            memo: 'Referral reward',
            reference: { type: 'referral', id: r.refereeId },
          },
          trx,
        );
        await repo.markPaid(trx, r.refereeId, {
          reward,
          currency: cur.currency,
          ledgerTxId: moved.transactionId,
        });
        return 'PAID';
      }),
    );
  }

  /** Refuses a still-pending referral (its row locked first, so a payment in flight wins or loses whole). */
  async function close(refereeId: string, d: Parameters<typeof repo.decide>[2]): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await repo.lockPending(trx, refereeId))) return false;
      await repo.decide(trx, refereeId, d);
      return true;
    });
  }

  async function view(r: ReferralRecord, decimals: number) {
    const referee = await deps.members.findById(r.refereeId);
    return {
      id: r.refereeId,
      maskedName: maskName(referee?.username ?? ''),
      status: r.status,
      reason: r.reason,
      reward: r.reward === null ? null : minorToAmount(r.reward, decimals),
      registeredAt: r.createdAt.toISOString(),
      deadline: r.deadline.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }

  return {
    rules,

    /**
     * Registration (modules/member, in its transaction): remembers where the new member signed up
     * and, with a referrer, links them, refused at once when the referee's device or IP address is
     * one the referrer was seen on.
     */
    async recordSignUp(
      trx: Executor,
      s: { memberId: string; referrerId: string | null; deviceId: string | null; ip: string | null },
    ): Promise<void> {
      if (s.referrerId) {
        const reason = signUpRefusal(s, await repo.footprint(trx, s.referrerId));
        const { withinDays } = await rules(trx);
        await repo.insert(trx, {
          refereeId: s.memberId,
          referrerId: s.referrerId,
          reason,
          deviceId: s.deviceId,
          ip: s.ip,
          deadline: new Date(now().getTime() + withinDays * DAY_MS),
        });
      }
      await repo.sight(trx, s.memberId, s);
    },

    /**
     * GET /wps/referral: the caller's code, the rules and their figures. Opening it also records the
     * device and IP the referrer uses, so a referee signing up from them is refused.
     */
    async info(
      memberId: string,
      seen: { deviceId: string | null; ip: string | null },
    ): Promise<ReferralInfo> {
      await requireEnabled();
      const member = await deps.members.findById(memberId);
      if (!member?.referralCode) throw new AppError('NOT_FOUND', undefined, 'No referral code');
      await repo.sight(db, memberId, seen);
      const [ruleSet, cur] = await Promise.all([rules(), currency()]);
      const f = await repo.figures(db, memberId, monthStart(now()));
      return {
        code: member.referralCode,
        registerPath: `/register?referralCode=${encodeURIComponent(member.referralCode)}`,
        rules: ruleSet,
        figures: {
          invited: f.invited,
          qualified: f.paid,
          pending: f.pending,
          earned: minorToAmount(f.earned, cur.decimals),
          earnedThisMonth: minorToAmount(f.earnedSince, cur.decimals),
        },
      };
    },

    /** GET /wps/referral/referees: the caller's referees, newest first, names masked. */
    async referees(memberId: string, q: { page: number; pageSize: number }): Promise<RefereeList> {
      await requireEnabled();
      const { decimals } = await currency();
      const { rows, total } = await repo.page(db, {
        referrerId: memberId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: await Promise.all(rows.map((r) => view(r, decimals))),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /**
     * Job 'referral.rewards': every pending referee (oldest first) is refused when they share a
     * payout account with their referrer, paid for when qualified, expired after the deadline.
     * Running it twice pays nothing twice. Returns the referrals decided.
     */
    async checkPending(): Promise<number> {
      const ruleSet = await rules();
      const { decimals } = await currency();
      const min = {
        minDeposit: amountToMinor(ruleSet.minDeposit, decimals),
        minTurnover: amountToMinor(ruleSet.minTurnover, decimals),
      };
      let decided = 0;
      for (const r of await repo.pending(db, BATCH)) {
        const at = now();
        const [mine, theirs] = await Promise.all([
          deps.payoutAccounts.payoutAccountNumbers(r.refereeId),
          deps.payoutAccounts.payoutAccountNumbers(r.referrerId),
        ]);
        if (sharesPayoutAccount(mine, theirs)) {
          if (await close(r.refereeId, { status: 'REFUSED', reason: 'SAME_PAYOUT_ACCOUNT' })) decided++;
          continue;
        }
        const v = verdict({ ...(await progress(r)), deadline: r.deadline, at }, min);
        if (v === 'QUALIFIED') {
          if (await pay(r, at)) decided++;
        } else if (v === 'EXPIRED' && (await close(r.refereeId, { status: 'EXPIRED' }))) decided++;
      }
      return decided;
    },

    adminRules: () => rules(),

    /** PUT /admin/referral/rules: one audit row with before and after. */
    async adminUpdateRules(operatorId: string | null, next: ReferralRules): Promise<ReferralRules> {
      return db.transaction().execute(async (trx) => {
        await deps.admin.lockSettings(trx);
        const before = await rules(trx);
        await system.putSetting(SETTINGS_KEY, next, trx);
        await deps.admin.audit(trx, { operatorId, action: 'referral.rules.update', before, after: next });
        return next;
      });
    },

    /** GET /admin/referral/referrals: every referral with both names, its device and IP. */
    async adminReferrals(q: {
      page: number;
      pageSize: number;
      status?: ReferralStatus | undefined;
    }): Promise<AdminReferralList> {
      const { decimals } = await currency();
      const { rows, total } = await repo.page(db, {
        ...(q.status ? { status: q.status } : {}),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const name = async (id: string) => (await deps.members.findById(id))?.username ?? id;
      return {
        rows: await Promise.all(
          rows.map(async (r) => ({
            refereeId: r.refereeId,
            referee: await name(r.refereeId),
            referrerId: r.referrerId,
            referrer: await name(r.referrerId),
            status: r.status,
            reason: r.reason,
            deviceId: r.deviceId,
            ip: r.ip,
            reward: r.reward === null ? null : minorToAmount(r.reward, decimals),
            registeredAt: r.createdAt.toISOString(),
            decidedAt: r.decidedAt?.toISOString() ?? null,
          })),
        ),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
