import type { BetRecord, BetRecordDetail, BetRecordPage, BetRecordQuery } from '@goldline/contract/betting';
import { GameType } from '@goldline/contract/games';
import { minorToAmount } from '@goldline/contract/money';
import { lotteryGame } from '@goldline/games/lottery/index';
import type { Db } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { INHOUSE_VENDOR } from '../game-wallet/game-wallet.service.ts';
import type { SystemService } from '../system/system.service.ts';
import {
  type LotteryRecord,
  type RecordRow,
  type RoundRecord,
  bettingRepository as repo,
} from './betting.repository.ts';

const DAY_MS = 86_400_000;
/** Like the account record: 30 days by default, at most 93 (records.service.ts). */
const DEFAULT_RANGE_DAYS = 30;
const MAX_RANGE_DAYS = 93;
/** A vendor's game code the catalogue does not know has no type; the record still lists it. */
const UNKNOWN_GAME_TYPE: GameType = 'RNG';

export type BettingService = ReturnType<typeof createBettingService>;

/**
 * The betting record (member centre personalHistoryCopy; decision 051): the member's rounds of every
 * vendor from the game wallet's rounds, with each round's wallet steps. A round's stake is net of
 * its rolled-back bets, so a refunded round shows 0 and the totals add up to the ledger's figures.
 */
export function createBettingService(deps: { db: Db; system: SystemService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function range(q: { from?: string | undefined; to?: string | undefined }): { from: Date; to: Date } {
    const to = q.to ? new Date(q.to) : now();
    const from = q.from ? new Date(q.from) : new Date(to.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
    if (from >= to) throw validationFailed({ from: 'invalid' });
    if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw validationFailed({ from: 'range' });
    return { from, to };
  }

  const languageOf = (language: string | undefined) => (language ?? 'EN').toUpperCase();
  const siteCurrency = async () => (await deps.system.setting('site')).currency;
  const decimals = async () => (await siteCurrency()).decimals;

  function toBet(r: RoundRecord, d: number): BetRecord {
    const stake = r.stake - r.refunded;
    const gameType = GameType.safeParse(r.gameType);
    return {
      id: r.id,
      roundId: r.roundId,
      vassalage: r.vendor,
      gameType: gameType.success ? gameType.data : UNKNOWN_GAME_TYPE,
      gameName: r.gameName ?? r.roundId,
      nodeId: r.nodeId,
      stake: minorToAmount(stake, d),
      payout: minorToAmount(r.payout, d),
      profit: minorToAmount(r.payout - stake, d),
      status: r.status,
      currency: r.currency.trim(),
      time: r.createdAt.toISOString(),
      recallable: r.vendor === INHOUSE_VENDOR,
      lottery: null,
    };
  }

  /**
   * A lottery bet as a record row: staked at placement, paid at settlement; a refunded bet (void,
   * stop-on-win chase) shows 0 staked and 0 paid, as a refunded round does. Its money is the site
   * currency's (lottery tickets are paid in cash, decision 082).
   */
  function toLotteryBet(b: LotteryRecord, site: { currency: string; decimals: number }): BetRecord {
    const refunded = b.status === 'refunded';
    const stake = refunded ? 0n : b.stake;
    const payout = refunded ? 0n : b.payout;
    const gameType = GameType.safeParse(b.gameType);
    const game = lotteryGame(b.gameCode);
    return {
      id: `L${b.betId}`,
      roundId: `lottery-${b.betId}`,
      vassalage: INHOUSE_VENDOR,
      gameType: gameType.success ? gameType.data : 'LOTT',
      gameName: b.gameName ?? b.gameCode,
      nodeId: b.nodeId,
      stake: minorToAmount(stake, site.decimals),
      payout: minorToAmount(payout, site.decimals),
      profit: minorToAmount(payout - stake, site.decimals),
      status: b.status === 'pending' ? 'OPEN' : refunded ? 'REFUNDED' : 'SETTLED',
      currency: site.currency,
      time: b.placedAt.toISOString(),
      recallable: game?.drawSource === 'self',
      lottery: {
        gameCode: b.gameCode,
        family: game?.family ?? 'ssc',
        issue: b.issue,
        station: b.station,
        betTypeCode: b.betType,
        selection: b.selection,
        units: b.units,
        chaseIndex: b.chaseIndex,
        chaseLength: b.chaseLength,
      },
    };
  }

  const toRow = (r: RecordRow, site: { currency: string; decimals: number }) =>
    r.kind === 'round' ? toBet(r.round, site.decimals) : toLotteryBet(r.bet, site);

  /** A lottery bet with its money steps: the stake at placement, then its payout or refund. */
  async function lotteryDetail(memberId: string, betId: string, language?: string): Promise<BetRecordDetail> {
    const bet = await repo.lotteryBet(db, memberId, betId, languageOf(language));
    if (!bet) throw new AppError('NOT_FOUND');
    const site = await siteCurrency();
    const amount = (v: bigint) => minorToAmount(v, site.decimals);
    const settled = bet.settledAt?.toISOString() ?? bet.placedAt.toISOString();
    const steps: BetRecordDetail['steps'] = [
      {
        kind: 'BET',
        txId: `lottery:ticket:${bet.ticketId}`,
        amount: amount(bet.stake),
        time: bet.placedAt.toISOString(),
      },
    ];
    if (bet.status === 'won')
      steps.push({
        kind: 'WIN',
        txId: `lottery:settle:${bet.issueId}`,
        amount: amount(bet.payout),
        time: settled,
      });
    if (bet.status === 'refunded')
      steps.push({
        kind: 'ROLLBACK',
        txId: `lottery:refund:${bet.betId}`,
        amount: amount(bet.payout),
        time: settled,
      });
    return { ...toLotteryBet(bet, site), steps, detail: null };
  }

  return {
    async list(memberId: string, q: BetRecordQuery): Promise<BetRecordPage> {
      const filter = { memberId, ...range(q), gameType: q.gameType, status: q.status };
      const site = await siteCurrency();
      const d = site.decimals;
      const [rows, totals] = await Promise.all([
        repo.page(db, filter, languageOf(q.language), q.pageSize, (q.page - 1) * q.pageSize),
        repo.totals(db, filter),
      ]);
      return {
        rows: rows.map((r) => toRow(r, site)),
        page: q.page,
        pageSize: q.pageSize,
        total: totals.count,
        totals: {
          count: totals.count,
          stake: minorToAmount(totals.stake, d),
          payout: minorToAmount(totals.payout, d),
          profit: minorToAmount(totals.payout - totals.stake, d),
        },
      };
    },

    async detail(memberId: string, id: string, language?: string): Promise<BetRecordDetail> {
      if (id.startsWith('L')) return lotteryDetail(memberId, id.slice(1), language);
      const round = await repo.round(db, memberId, id, languageOf(language));
      if (!round) throw new AppError('NOT_FOUND');
      const d = await decimals();
      const steps = (await repo.steps(db, round.id)).flatMap((s) => {
        const step = (kind: BetRecordDetail['steps'][number]['kind'], txId: string, amount: bigint) => ({
          kind,
          txId,
          amount: minorToAmount(amount, d),
          time: s.time.toISOString(),
        });
        // A single-step in-house round is its stake and, when it paid, its payout.
        if (s.kind === 'SETTLE')
          return [
            step('BET', s.txId, s.amount),
            ...(round.payout > 0n ? [step('WIN', `${s.txId}:payout`, round.payout)] : []),
          ];
        return [step(s.kind, s.txId, s.amount)];
      });
      return { ...toBet(round, d), steps, detail: round.detail };
    },
  };
}
