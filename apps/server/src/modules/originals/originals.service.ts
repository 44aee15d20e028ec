import { minorToAmount } from '@goldline/contract/money';
import type {
  BetOutcome,
  DiceBetResult,
  GameRules,
  LimboBetResult,
  OriginalGame,
  PlinkoBetResult,
  RoundRecall,
  SlotSpinResult,
} from '@goldline/contract/originals';
import { diceMultiplierBps } from '@goldline/games/dice';
import { multiplierText, percentText } from '@goldline/games/format';
import { type PlinkoRisk, plinkoMultipliers } from '@goldline/games/plinko';
import type { Db } from '../../db/database.ts';
import type { SinglePlayerGame } from '../../db/schema-originals.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GameWallet } from '../game-wallet/game-wallet.types.ts';
import type { JackpotService } from '../jackpot/jackpot.service.ts';
import type { SystemService } from '../system/system.service.ts';
import {
  assertPaid,
  betTxId,
  claimBet,
  claimNonce,
  feedJackpot,
  type Limits,
  loadLimits,
  type Player,
  parseRoundRef,
  publicResult,
  Replayed,
  roundRef,
  VENDOR,
} from './bet-kit.ts';
import { crashRoundRecall } from './crash/crash-recall.ts';
import { originalsRepository, type Round } from './originals.repository.ts';
import { diceBet, limboTarget } from './params.ts';
import { type Played, playDice, playLimbo, playPlinko, playSlot, type Seeds } from './play.ts';
import { GAME_FIGURES } from './rules.ts';
import type { SeedsService } from './seeds.service.ts';

export type OriginalsService = ReturnType<typeof createOriginalsService>;

type SingleStepGame = Exclude<SinglePlayerGame, 'mines'>;

interface SingleStepBet {
  game: SingleStepGame;
  idempotencyKey: string;
  amount: string;
  params: Record<string, unknown>;
  /** The most this bet can pay (bps), held against the payout cap; null where the payout is capped instead. */
  maxMultiplierBps: bigint | null;
  play: (seeds: Seeds, amount: bigint, limits: Limits, decimals: number) => Promise<Played>;
}

const SINGLE_PLAYER: readonly string[] = ['dice', 'limbo', 'plinko', 'slot', 'mines'];

/**
 * Dice, limbo, plinko and the slot (decision 052): one transaction takes the next nonce under the
 * seed pair's row lock, computes the result with packages/games, settles stake and payout through
 * the game wallet (vendor INHOUSE), feeds the jackpot (cash only) and stores the round. A request id
 * seen before answers its stored round with `replayed: true` and moves nothing. Also the rules card
 * and the recall of any round (mines rounds too).
 */
export function createOriginalsService(deps: {
  db: Db;
  system: SystemService;
  gameWallet: GameWallet;
  jackpot: JackpotService;
  seeds: SeedsService;
  now?: () => Date;
}) {
  const { db, gameWallet, jackpot, seeds } = deps;
  const now = deps.now ?? (() => new Date());

  async function bet(
    player: Player,
    b: SingleStepBet,
  ): Promise<BetOutcome & { result: Record<string, unknown> }> {
    const { decimals } = (await deps.system.setting('site')).currency;
    const amount = toMinor(b.amount, decimals);
    const limits = await loadLimits(db, b.game);
    try {
      const round = await db.transaction().execute(async (trx) => {
        const claimed = await claimNonce(trx, seeds, player.memberId);
        const bet = { game: b.game, amount, params: b.params };
        await claimBet(trx, player.memberId, b.idempotencyKey, bet, limits, b.maxMultiplierBps);
        const s = { serverSeed: claimed.serverSeed, clientSeed: claimed.clientSeed, nonce: claimed.nonce };
        const played = await b.play(s, amount, limits, decimals);
        const ref = roundRef(b.game, claimed.roundId);
        const at = now();
        const answer = await gameWallet.settle(
          {
            vendor: VENDOR,
            memberId: player.memberId,
            txId: betTxId(player.memberId, b.idempotencyKey),
            roundId: ref,
            gameCode: b.game,
            stake: amount,
            payout: played.payout,
            detail: {
              params: b.params,
              nonce: claimed.nonce,
              serverSeedHash: claimed.serverSeedHash,
              clientSeed: claimed.clientSeed,
            },
          },
          trx,
        );
        assertPaid(answer);
        const stored = {
          id: claimed.roundId,
          memberId: player.memberId,
          game: b.game,
          idempotencyKey: b.idempotencyKey,
          seedId: claimed.seedId,
          nonce: claimed.nonce,
          money: player.trial ? ('play' as const) : ('cash' as const),
          currency: answer.currency,
          amount,
          payout: played.payout,
          multiplierBps: played.multiplierBps,
          jackpotWin: null,
          status: 'settled' as const,
          params: b.params,
          result: played.result,
          steps: [
            {
              kind: 'bet',
              time: at.toISOString(),
              data: {
                amount: minorToAmount(amount, decimals),
                payout: minorToAmount(played.payout, decimals),
              },
            },
          ],
          balanceAfter: answer.balance,
          at,
          ended: true,
        };
        await originalsRepository.insert(trx, stored);
        const { jackpotWin, balanceAfter } = await feedJackpot(trx, jackpot, player, stored);
        return {
          ...stored,
          serverSeedHash: claimed.serverSeedHash,
          clientSeed: claimed.clientSeed,
          jackpotWin,
          balanceAfter,
        };
      });
      return answerOf(round, decimals, false);
    } catch (err) {
      if (err instanceof Replayed) return answerOf(err.round, decimals, true);
      throw err;
    }
  }

  type AnswerRound = Pick<
    Round,
    | 'id'
    | 'game'
    | 'nonce'
    | 'serverSeedHash'
    | 'clientSeed'
    | 'amount'
    | 'payout'
    | 'multiplierBps'
    | 'jackpotWin'
    | 'balanceAfter'
    | 'result'
  >;

  /** The same answer for a first request and its replays: everything comes from the round. */
  function answerOf(round: AnswerRound, decimals: number, replayed: boolean) {
    const money = (minor: bigint) => minorToAmount(minor, decimals);
    return {
      roundId: roundRef(round.game, round.id),
      nonce: round.nonce,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      amount: money(round.amount),
      payout: money(round.payout),
      multiplier: multiplierText(round.multiplierBps),
      win: round.payout > round.amount,
      balance: money(round.balanceAfter),
      replayed,
      jackpotWin: round.jackpotWin === null ? null : money(round.jackpotWin),
      result: round.result,
    };
  }

  const flat = <T>({ result, ...outcome }: BetOutcome & { result: Record<string, unknown> }) =>
    ({ ...outcome, ...result }) as T;

  return {
    async dice(
      player: Player,
      req: { amount: string; idempotencyKey: string; target: number; direction: 'under' | 'over' },
    ): Promise<DiceBetResult> {
      const d = diceBet(req.target, req.direction);
      return flat(
        await bet(player, {
          game: 'dice',
          idempotencyKey: req.idempotencyKey,
          amount: req.amount,
          params: { target: req.target, direction: req.direction },
          maxMultiplierBps: diceMultiplierBps(d),
          play: (s, amount) => playDice(s, d, amount),
        }),
      );
    },

    async limbo(
      player: Player,
      req: { amount: string; idempotencyKey: string; target: string },
    ): Promise<LimboBetResult> {
      const cents = limboTarget(req.target);
      return flat(
        await bet(player, {
          game: 'limbo',
          idempotencyKey: req.idempotencyKey,
          amount: req.amount,
          params: { target: req.target },
          maxMultiplierBps: cents * 100n,
          play: (s, amount) => playLimbo(s, cents, amount),
        }),
      );
    },

    async plinko(
      player: Player,
      req: { amount: string; idempotencyKey: string; rows: number; risk: PlinkoRisk },
    ): Promise<PlinkoBetResult> {
      const top = Math.max(...plinkoMultipliers(req.rows, req.risk));
      return flat(
        await bet(player, {
          game: 'plinko',
          idempotencyKey: req.idempotencyKey,
          amount: req.amount,
          params: { rows: req.rows, risk: req.risk },
          maxMultiplierBps: BigInt(top),
          play: (s, amount) => playPlinko(s, req.rows, req.risk, amount),
        }),
      );
    },

    async slot(player: Player, req: { amount: string; idempotencyKey: string }): Promise<SlotSpinResult> {
      return flat(
        await bet(player, {
          game: 'slot',
          idempotencyKey: req.idempotencyKey,
          amount: req.amount,
          params: {},
          maxMultiplierBps: null,
          play: (s, amount, limits, decimals) => playSlot(s, amount, limits.maxPayout, decimals),
        }),
      );
    },

    /** GET /wps/originals/rules/:game (crash's limits live in the same table). */
    async rules(game: OriginalGame): Promise<GameRules> {
      const { decimals } = (await deps.system.setting('site')).currency;
      const limits = await originalsRepository.limits(db, game);
      if (!limits) throw new AppError('NOT_FOUND');
      const money = (minor: bigint) => minorToAmount(minor, decimals);
      const figures = GAME_FIGURES[game];
      const max = figures.maxWinMultiplier;
      const jackpotRtp = await jackpot.rtp();
      return {
        game,
        rtp: percentText(figures.rtp),
        maxWinMultiplier: multiplierText((max.num * 10_000n) / max.den),
        minBet: money(limits.minBet),
        maxBet: money(limits.maxBet),
        maxPayout: money(limits.maxPayout),
        betStep: money(limits.betStep),
        jackpotRtp: jackpotRtp ? percentText(jackpotRtp) : null,
      };
    },

    /**
     * GET /wps/originals/rounds/:roundId, the owner only. The server seed shows once its pair is
     * rotated; a mines board shows once its round is over.
     */
    async recall(memberId: string, ref: string): Promise<RoundRecall> {
      const { game, id } = parseRoundRef(ref);
      // Crash rounds are shared by many players and kept by the crash module (decision 053).
      if (game === 'crash') {
        const { decimals } = (await deps.system.setting('site')).currency;
        const crash = await crashRoundRecall(db, memberId, ref, decimals);
        if (!crash) throw new AppError('NOT_FOUND');
        return crash;
      }
      if (!SINGLE_PLAYER.includes(game)) throw new AppError('NOT_FOUND');
      const round = await originalsRepository.findOwn(db, memberId, id);
      if (!round || round.game !== game) throw new AppError('NOT_FOUND');
      const { decimals } = (await deps.system.setting('site')).currency;
      const money = (minor: bigint) => minorToAmount(minor, decimals);
      const result = publicResult(round.status, round.result);
      return {
        roundId: roundRef(round.game, round.id),
        game: round.game,
        amount: money(round.amount),
        payout: money(round.payout),
        nonce: round.nonce,
        serverSeedHash: round.serverSeedHash,
        serverSeed: round.seedRevealedAt ? round.serverSeed : null,
        clientSeed: round.clientSeed,
        params: round.params,
        result: round.jackpotWin === null ? result : { ...result, jackpotWin: money(round.jackpotWin) },
        steps: round.steps,
        time: round.createdAt.toISOString(),
      };
    },
  };
}
