import { minorToAmount } from '@goldline/contract/money';
import type { MinesRoundState } from '@goldline/contract/originals';
import { multiplierText } from '@goldline/games/format';
import {
  cashOutMines,
  MINES_TILES,
  type MinesRound,
  type MinesStatus,
  minesMultiplier,
  minesMultiplierBps,
  revealTile,
} from '@goldline/games/mines';
import { payoutRational } from '@goldline/games/money';
import type { Db } from '../../db/database.ts';
import type { RoundStatus } from '../../db/schema-originals.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { GameWallet } from '../game-wallet/game-wallet.types.ts';
import type { JackpotService } from '../jackpot/jackpot.service.ts';
import type { Trx } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import {
  assertPaid,
  betTxId,
  claimBet,
  claimNonce,
  endTxId,
  feedJackpot,
  loadLimits,
  type Player,
  parseRoundRef,
  Replayed,
  roundRef,
  VENDOR,
} from './bet-kit.ts';
import { type MinesRoundRecord, type NewRound, originalsRepository } from './originals.repository.ts';
import { placeMines } from './play.ts';
import type { SeedsService } from './seeds.service.ts';

export type MinesService = ReturnType<typeof createMinesService>;

/**
 * Mines (decision 052): the start bet goes through gameWallet.bet with the board fixed from the
 * seeds at that moment; reveals and the cash-out run under the round's row lock, so concurrent
 * cash-outs pay once (the second sees the round closed). A mine, or the cash-out, ends the round with
 * one gameWallet.win (0 for a mine); clearing every safe tile cashes out by itself.
 */
export function createMinesService(deps: {
  db: Db;
  system: SystemService;
  gameWallet: GameWallet;
  jackpot: JackpotService;
  seeds: SeedsService;
  now?: () => Date;
}) {
  const { db, gameWallet, jackpot, seeds } = deps;
  const now = deps.now ?? (() => new Date());

  const decimalsOf = async () => (await deps.system.setting('site')).currency.decimals;

  function gameState(round: MinesRoundRecord): MinesRound {
    return {
      betMinor: round.amount,
      mines: round.params.mines,
      minePositions: round.result.minePositions,
      revealed: round.result.revealed,
      status: round.status as MinesStatus,
      payoutMinor: round.payout,
    };
  }

  /** What a cash-out pays now: the exact multiplier, floored, at most the round's cap. */
  function cashOutValue(round: MinesRound, maxPayout: bigint): bigint {
    const full = payoutRational(round.betMinor, minesMultiplier(round.mines, round.revealed.length));
    return full < maxPayout ? full : maxPayout;
  }

  function stateOf(row: MinesRoundRecord, balance: bigint, decimals: number): MinesRoundState {
    const money = (minor: bigint) => minorToAmount(minor, decimals);
    const round = gameState(row);
    const playing = round.status === 'playing';
    const safe = round.revealed.filter((t) => !round.minePositions.includes(t)).length;
    const canGrow = playing && safe < MINES_TILES - round.mines;
    const { maxPayout } = row.result;
    return {
      roundId: roundRef('mines', row.id),
      mines: round.mines,
      amount: money(round.betMinor),
      revealed: [...round.revealed],
      status: round.status,
      multiplier: multiplierText(
        round.status === 'busted' ? 0n : playing ? minesMultiplierBps(round.mines, safe) : row.multiplierBps,
      ),
      nextMultiplier: canGrow ? multiplierText(minesMultiplierBps(round.mines, safe + 1)) : null,
      payout: money(playing ? (safe > 0 ? cashOutValue(round, maxPayout) : 0n) : round.payoutMinor),
      minePositions: playing ? null : [...round.minePositions],
      nonce: row.nonce,
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      balance: money(balance),
      jackpotWin: row.jackpotWin === null ? null : money(row.jackpotWin),
    };
  }

  async function currentState(memberId: string, roundId: string, decimals: number): Promise<MinesRoundState> {
    const row = await originalsRepository.findOwn(db, memberId, roundId);
    if (row?.game !== 'mines') throw new AppError('NOT_FOUND');
    const { balance } = await gameWallet.balance(memberId);
    return stateOf(row, balance, decimals);
  }

  /** Ends the round through the wallet: one win call (0 for a mine), keyed by the round. */
  async function endRound(trx: Trx, player: Player, row: MinesRoundRecord, payout: bigint) {
    const ref = roundRef('mines', row.id);
    const answer = await gameWallet.win(
      {
        vendor: VENDOR,
        memberId: player.memberId,
        txId: endTxId(player.memberId, ref),
        roundId: ref,
        gameCode: 'mines',
        amount: payout,
        referenceTxId: betTxId(player.memberId, row.idempotencyKey),
        roundEnded: true,
      },
      trx,
    );
    assertPaid(answer);
  }

  /** Locks the member's mines round in play; anything else is NOT_FOUND or ROUND_CLOSED. */
  async function lockPlaying(trx: Trx, memberId: string, ref: string): Promise<MinesRoundRecord> {
    const { game, id } = parseRoundRef(ref);
    const row = game === 'mines' ? await originalsRepository.lockOwn(trx, memberId, id) : undefined;
    if (row?.game !== 'mines') throw new AppError('NOT_FOUND');
    if (row.status !== 'playing') throw new AppError('ROUND_CLOSED');
    return row;
  }

  async function finish(
    trx: Trx,
    player: Player,
    row: MinesRoundRecord,
    next: MinesRound,
    step: { kind: string; data: Record<string, unknown> },
  ): Promise<void> {
    const { maxPayout } = row.result;
    const ended = next.status !== 'playing';
    const payout = next.status === 'cashed-out' ? cashOutValue(next, maxPayout) : 0n;
    if (ended) await endRound(trx, player, row, payout);
    const at = now();
    await originalsRepository.update(trx, row.id, {
      status: next.status as RoundStatus,
      payout,
      multiplierBps: next.status === 'cashed-out' ? minesMultiplierBps(next.mines, next.revealed.length) : 0n,
      result: { minePositions: [...next.minePositions], revealed: [...next.revealed], maxPayout },
      step: { kind: step.kind, time: at.toISOString(), data: step.data },
      endedAt: ended ? at : null,
    });
  }

  return {
    /** POST /wps/originals/mines/start */
    async start(
      player: Player,
      req: { amount: string; idempotencyKey: string; mines: number },
    ): Promise<MinesRoundState> {
      const decimals = await decimalsOf();
      const amount = toMinor(req.amount, decimals);
      const limits = await loadLimits(db, 'mines');
      let roundId: string;
      try {
        roundId = await db.transaction().execute(async (trx) => {
          const claimed = await claimNonce(trx, seeds, player.memberId);
          const params = { mines: req.mines };
          await claimBet(
            trx,
            player.memberId,
            req.idempotencyKey,
            { game: 'mines', amount, params },
            limits,
            null,
          );
          if (await originalsRepository.findPlaying(trx, player.memberId))
            throw new AppError('ROUND_IN_PROGRESS');
          const s = {
            serverSeed: claimed.serverSeed,
            clientSeed: claimed.clientSeed,
            nonce: claimed.nonce,
          };
          const minePositions = await placeMines(s, req.mines);
          const ref = roundRef('mines', claimed.roundId);
          const answer = await gameWallet.bet(
            {
              vendor: VENDOR,
              memberId: player.memberId,
              txId: betTxId(player.memberId, req.idempotencyKey),
              roundId: ref,
              gameCode: 'mines',
              amount,
              detail: {
                params,
                nonce: claimed.nonce,
                serverSeedHash: claimed.serverSeedHash,
                clientSeed: claimed.clientSeed,
              },
            },
            trx,
          );
          assertPaid(answer);
          const at = now();
          const round: NewRound = {
            id: claimed.roundId,
            memberId: player.memberId,
            game: 'mines',
            idempotencyKey: req.idempotencyKey,
            seedId: claimed.seedId,
            nonce: claimed.nonce,
            money: player.trial ? 'play' : 'cash',
            currency: answer.currency,
            amount,
            payout: 0n,
            multiplierBps: 0n,
            jackpotWin: null,
            status: 'playing',
            params,
            result: { minePositions, revealed: [], maxPayout: limits.maxPayout },
            steps: [{ kind: 'start', time: at.toISOString(), data: { mines: req.mines } }],
            balanceAfter: answer.balance,
            at,
            ended: false,
          };
          await originalsRepository.insert(trx, round);
          await feedJackpot(trx, jackpot, player, round);
          return claimed.roundId;
        });
      } catch (err) {
        if (!(err instanceof Replayed)) throw err;
        roundId = err.round.id;
      }
      return currentState(player.memberId, roundId, decimals);
    },

    /** POST /wps/originals/mines/reveal */
    async reveal(player: Player, req: { roundId: string; tile: number }): Promise<MinesRoundState> {
      const decimals = await decimalsOf();
      const id = await db.transaction().execute(async (trx) => {
        const row = await lockPlaying(trx, player.memberId, req.roundId);
        const round = gameState(row);
        if (round.revealed.includes(req.tile)) throw validationFailed({ tile: 'revealed' });
        const next = revealTile(round, req.tile);
        const kind = next.status === 'busted' ? 'bust' : next.status === 'cashed-out' ? 'clear' : 'reveal';
        await finish(trx, player, row, next, { kind, data: { tile: req.tile } });
        return row.id;
      });
      return currentState(player.memberId, id, decimals);
    },

    /** POST /wps/originals/mines/cashout: exactly once; after the end, ROUND_CLOSED. */
    async cashout(player: Player, req: { roundId: string }): Promise<MinesRoundState> {
      const decimals = await decimalsOf();
      const id = await db.transaction().execute(async (trx) => {
        const row = await lockPlaying(trx, player.memberId, req.roundId);
        const round = gameState(row);
        if (round.revealed.length === 0)
          throw new AppError('INVALID_STATE', undefined, 'Reveal a tile first');
        await finish(trx, player, row, cashOutMines(round), { kind: 'cashout', data: {} });
        return row.id;
      });
      return currentState(player.memberId, id, decimals);
    },

    /** GET /wps/originals/mines/active */
    async active(memberId: string): Promise<MinesRoundState | null> {
      const row = await originalsRepository.findPlaying(db, memberId);
      if (row?.game !== 'mines') return null;
      const { balance } = await gameWallet.balance(memberId);
      return stateOf(row, balance, await decimalsOf());
    },
  };
}
