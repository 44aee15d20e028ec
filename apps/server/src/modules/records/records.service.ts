import { minorToAmount } from '@goldline/contract/money';
import type {
  BonusPage,
  ProfitReport,
  RecordType,
  TransactionPage,
  TransactionRow,
} from '@goldline/contract/records';
import type { Db, Executor } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { SystemService } from '../system/system.service.ts';
import { type EntryRecord, ledgerReadRepository } from './ledger-read.repository.ts';
import { loyaltyFactsRepository as loyaltyFacts } from './loyalty-facts.repository.ts';
import { rewardFactsRepository as facts } from './reward-facts.repository.ts';

const DAY_MS = 86_400_000;
/** Wider ranges would scan too much for one page of history; the picker offers 30 days at most. */
const MAX_RANGE_DAYS = 93;

/** Record type filter -> ledger movement kinds (null = every kind). */
const kindsOf: Record<RecordType, string[] | null> = {
  all: null,
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  transfer: ['transfer'],
  bet: ['bet', 'rollback'],
  win: ['win'],
  bonus: ['bonus'],
  adjustment: ['adjustment', 'reversal'],
};

export type RecordsService = ReturnType<typeof createRecordsService>;

export function createRecordsService(deps: { db: Db; system: SystemService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Default: the last 30 days (spec section 9 presets); [from, to). */
  function range(q: { from?: string | undefined; to?: string | undefined }): { from: Date; to: Date } {
    const to = q.to ? new Date(q.to) : now();
    const from = q.from ? new Date(q.from) : new Date(to.getTime() - 30 * DAY_MS);
    if (from >= to) throw validationFailed({ from: 'invalid' });
    if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw validationFailed({ from: 'range' });
    return { from, to };
  }

  async function decimals(): Promise<number> {
    return (await deps.system.setting('site')).currency.decimals;
  }

  const languageOf = (language: string | undefined) => (language ?? 'EN').toUpperCase();

  const reference = (e: EntryRecord) =>
    e.referenceType ? `${e.referenceType}:${e.referenceId ?? ''}` : null;

  return {
    /**
     * What the member's cash account turned over in bets since `since` (all time when null), read
     * inside `ex`: the withdrawal turnover lock (modules/cashier).
     */
    async cashTurnoverSince(memberId: string, since: Date | null, ex: Executor = db): Promise<bigint> {
      const accountId = await ledgerReadRepository.cashAccountId(ex, memberId);
      return accountId ? ledgerReadRepository.turnoverSince(ex, accountId, since) : 0n;
    },

    /**
     * The cash turnover over (since, until] (until: no end) per game type: bonus wagering
     * (modules/promotions), the manual rebate and the referral's wagering (modules/rebate, referral).
     */
    async cashTurnoverByTypeSince(
      memberId: string,
      since: Date,
      ex: Executor = db,
      until?: Date,
    ): Promise<Map<string, bigint>> {
      const accountId = await ledgerReadRepository.cashAccountId(ex, memberId);
      return accountId ? ledgerReadRepository.turnoverByTypeSince(ex, accountId, since, until) : new Map();
    },

    /** Every member's valid bet over [from, to) by game type and UTC day: VIP progress, points. */
    turnoverBetween: (from: Date, to: Date, ex: Executor = db) => loyaltyFacts.turnoverBetween(ex, from, to),

    /** The member's points movements, newest first (modules/points, decision 100). */
    pointsEntries: (memberId: string, page: { limit: number; offset: number }) =>
      loyaltyFacts.accountEntries(db, memberId, 'points', page),

    /**
     * Net game losses (bets - wins - refunds) over [from, to) of every member who lost at least
     * `min` (only `memberId` when given): cashback (modules/promotions).
     */
    netLosses: (from: Date, to: Date, min: bigint, memberId?: string) =>
      ledgerReadRepository.netLosses(db, from, to, min, memberId),

    /** Settled cash rounds over [from, to), by member in settlement order: mission progress. */
    settledRounds: (from: Date, to: Date, gameType: string | null, memberId: string | null = null) =>
      facts.settledRounds(db, from, to, gameType, memberId),

    /** The members with the most valid bet over [from, to): leaderboards (modules/missions). */
    validBetRanking: (from: Date, to: Date, limit: number) => facts.validBetRanking(db, from, to, limit),

    /** A member's valid bet and deposits over [from, to): leaderboard place, raffle tickets. */
    memberTotals: (memberId: string, from: Date, to: Date, ex: Executor = db) =>
      facts.memberTotals(ex, memberId, from, to),

    /** Members with more valid bet than `validBet` over [from, to). */
    membersAbove: (from: Date, to: Date, validBet: bigint) => facts.membersAbove(db, from, to, validBet),

    /** GET /wps/records/transactions (account record). */
    async transactions(
      memberId: string,
      q: {
        type: RecordType;
        from?: string | undefined;
        to?: string | undefined;
        page: number;
        pageSize: number;
        language?: string | undefined;
      },
    ): Promise<TransactionPage> {
      const { from, to } = range(q);
      const d = await decimals();
      const accountId = await ledgerReadRepository.cashAccountId(db, memberId);
      const zero = minorToAmount(0n, d);
      if (!accountId)
        return {
          rows: [],
          page: q.page,
          pageSize: q.pageSize,
          total: 0,
          totals: { in: zero, out: zero, net: zero },
        };
      const filter = { kinds: kindsOf[q.type], from, to };
      const [rows, totals] = await Promise.all([
        ledgerReadRepository.entries(
          db,
          accountId,
          filter,
          { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
          languageOf(q.language),
        ),
        ledgerReadRepository.totals(db, accountId, filter),
      ]);
      return {
        rows: rows.map(
          (e): TransactionRow => ({
            id: e.id,
            time: e.time.toISOString(),
            type: e.kind,
            amount: minorToAmount(e.amount, d),
            balanceAfter: minorToAmount(e.balanceAfter, d),
            reference: reference(e),
            referenceType: e.referenceType,
            gameName: e.gameName,
            memo: e.memo,
          }),
        ),
        page: q.page,
        pageSize: q.pageSize,
        total: totals.count,
        totals: {
          in: minorToAmount(totals.in, d),
          out: minorToAmount(totals.out, d),
          net: minorToAmount(totals.in + totals.out, d),
        },
      };
    },

    /** GET /wps/records/profit: bets, wins and profit by game type (empty until games exist). */
    async profit(
      memberId: string,
      q: { from?: string | undefined; to?: string | undefined; language?: string | undefined },
    ): Promise<ProfitReport> {
      const { from, to } = range(q);
      const d = await decimals();
      const accountId = await ledgerReadRepository.cashAccountId(db, memberId);
      const rows = accountId
        ? await ledgerReadRepository.profitByGame(db, accountId, from, to, languageOf(q.language))
        : [];
      let bets = 0n;
      let wins = 0n;
      for (const r of rows) {
        bets += r.bets;
        wins += r.wins;
      }
      return {
        rows: rows.map((r) => ({
          gameType: r.gameType,
          gameName: r.gameName,
          betCount: r.betCount,
          bets: minorToAmount(r.bets, d),
          wins: minorToAmount(r.wins, d),
          profit: minorToAmount(r.wins - r.bets, d),
        })),
        totals: {
          bets: minorToAmount(bets, d),
          wins: minorToAmount(wins, d),
          profit: minorToAmount(wins - bets, d),
        },
      };
    },

    /** GET /wps/records/bonus (bonusDetails): bonus movements on the member's account. */
    async bonus(
      memberId: string,
      q: { from?: string | undefined; to?: string | undefined; page: number; pageSize: number },
    ): Promise<BonusPage> {
      const { from, to } = range(q);
      const d = await decimals();
      const accountId = await ledgerReadRepository.cashAccountId(db, memberId);
      if (!accountId)
        return { rows: [], page: q.page, pageSize: q.pageSize, total: 0, totalAmount: minorToAmount(0n, d) };
      const filter = { kinds: ['bonus'], from, to };
      const [rows, totals] = await Promise.all([
        ledgerReadRepository.entries(db, accountId, filter, {
          limit: q.pageSize,
          offset: (q.page - 1) * q.pageSize,
        }),
        ledgerReadRepository.totals(db, accountId, filter),
      ]);
      return {
        rows: rows.map((e) => ({
          id: e.id,
          time: e.time.toISOString(),
          amount: minorToAmount(e.amount, d),
          reference: reference(e),
          memo: e.memo,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: totals.count,
        totalAmount: minorToAmount(totals.in + totals.out, d),
      };
    },
  };
}
