import { minorToAmount } from '@goldline/contract/money';
import type { RoundRecall } from '@goldline/contract/originals';
import { centsText } from '@goldline/games/format';
import type { Executor } from '../../../db/database.ts';
import { crashRepository as repo } from './crash.repository.ts';
import { parseCrashRoundRef } from './crash-rules.ts';

/**
 * The recall of a member's crash round for GET /wps/originals/rounds/:roundId ("crash-42"); null
 * when it is not a crash round id or the member has no bet in it. The game hash and crash point
 * appear only once the round has crashed; with the chain's terminal hash and salt anyone can check
 * them (verifyGameHash, crashPointCents in packages/games). Crash rounds have no seed pair or nonce.
 */
export async function crashRoundRecall(
  db: Executor,
  memberId: string,
  roundId: string,
  decimals: number,
): Promise<RoundRecall | null> {
  const id = parseCrashRoundRef(roundId);
  if (id === null) return null;
  const [round, bet] = await Promise.all([repo.roundById(db, id), repo.betInRound(db, id, memberId)]);
  if (!round || !bet) return null;
  const chain = (await repo.publicChains(db, [round.chainId])).get(round.chainId)!;
  const crashed = round.phase === 'CRASHED';
  const money = (minor: bigint) => minorToAmount(minor, decimals);
  const steps: RoundRecall['steps'] = [
    { kind: 'bet', time: (bet.joinedAt ?? bet.createdAt).toISOString(), data: { amount: money(bet.amount) } },
  ];
  if (bet.settledAt && (bet.status === 'CASHED_OUT' || bet.status === 'LOST')) {
    steps.push({
      kind: bet.status === 'CASHED_OUT' ? 'cashout' : 'lost',
      time: bet.settledAt.toISOString(),
      data: {
        multiplier: bet.cashoutCents === null ? null : centsText(bet.cashoutCents),
        payout: money(bet.payout ?? 0n),
      },
    });
  }
  return {
    roundId,
    game: 'crash',
    amount: money(bet.amount),
    payout: money(bet.payout ?? 0n),
    nonce: null,
    serverSeedHash: null,
    serverSeed: null,
    clientSeed: null,
    params: { autoCashout: bet.autoCents === null ? null : centsText(bet.autoCents) },
    result: {
      status: bet.status,
      cashedOutAt: bet.cashoutCents === null ? null : centsText(bet.cashoutCents),
      crashPoint: crashed ? centsText(round.crashCents) : null,
      gameHash: crashed ? round.gameHash : null,
      gameNumber: round.gameNumber,
      terminalHash: chain.terminalHash,
      salt: chain.salt,
    },
    steps,
    time: bet.createdAt.toISOString(),
  };
}
