import type { BetRecord, BetRecordDetail, BetRecordPage, BetRecordQuery } from '@goldline/contract/betting';
import { GameType } from '@goldline/contract/games';
import { minorToAmount } from '@goldline/contract/money';
import type { Db } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { INHOUSE_VENDOR } from '../game-wallet/game-wallet.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type RoundRecord, bettingRepository as repo } from './betting.repository.ts';

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
  const decimals = async () => (await deps.system.setting('site')).currency.decimals;

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
    };
  }

  return {
    async list(memberId: string, q: BetRecordQuery): Promise<BetRecordPage> {
      const filter = { memberId, ...range(q), gameType: q.gameType, status: q.status };
      const d = await decimals();
      const [rows, totals] = await Promise.all([
        repo.page(db, filter, languageOf(q.language), q.pageSize, (q.page - 1) * q.pageSize),
        repo.totals(db, filter),
      ]);
      return {
        rows: rows.map((r) => toBet(r, d)),
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
