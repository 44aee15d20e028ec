import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import type { BetOutcome } from '@goldline/contract/originals';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { writeBalance } from '../../../lib/balance-cache';
import { useCurrency } from '../../../lib/currency-context';
import { newIdempotencyKey } from './api/send-bet';
import { playSound } from './sounds';
import { type SettledRound, useAutoBet } from './use-auto-bet';

/**
 * One flow for the single-step games (dice, limbo, plinko, slot): place the bet with a fresh request
 * id, write the answer's balance into the header, let the game animate and announce the result, and
 * report the settled round to auto-bet. A second manual bet waits for the first.
 */
export function useBetRunner<T extends BetOutcome>({
  place,
  present,
}: {
  place: (amount: string, idempotencyKey: string) => Promise<T>;
  /** Animates the result and sets the outcome; the next auto-bet round waits for it. */
  present: (result: T) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const { decimals } = useCurrency();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [jackpot, setJackpot] = useState<string | null>(null);
  const inFlight = useRef(false);

  const runRound = async (stakeMinor: bigint): Promise<SettledRound> => {
    setError(null);
    setPending(true);
    inFlight.current = true;
    playSound('bet');
    try {
      const result = await place(minorToAmount(stakeMinor, decimals), newIdempotencyKey());
      writeBalance(queryClient, result.balance);
      await present(result);
      if (result.jackpotWin) {
        setJackpot(result.jackpotWin);
        playSound('jackpot');
      }
      return {
        stakeMinor: amountToMinor(result.amount, decimals),
        payoutMinor: amountToMinor(result.payout, decimals),
      };
    } catch (e) {
      setError(e);
      throw e;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const auto = useAutoBet(runRound);

  const betOnce = (stakeMinor: bigint | null) => {
    if (stakeMinor === null || inFlight.current || auto.running) return;
    // The error is already on screen (setError); nothing else to do with it here.
    runRound(stakeMinor).catch(() => undefined);
  };

  return { betOnce, auto, pending, error, jackpot, clearJackpot: () => setJackpot(null) };
}
