import { minorToAmount } from '@goldline/contract/money';
import type { OriginalGame } from '@goldline/contract/originals';
import { useMemo } from 'react';
import { create } from 'zustand';
import { useCurrency } from '../../../lib/currency-context';
import { useGameRules } from './api/get-rules';
import { type BetLimits, betMinor, clampBet } from './bet-amount';
import { useBetAmountError } from './bet-amount-field';

/** Each game remembers its bet amount while the tab lives (leaving and coming back keeps it). */
const useAmounts = create<{ amounts: Partial<Record<OriginalGame, string>> }>(() => ({ amounts: {} }));

/**
 * The bet amount of a game with its limits and step (from the rules: the slot's bets are whole line
 * bets) and what, if anything, is wrong with it.
 */
export function useBetAmount(game: OriginalGame) {
  const { decimals } = useCurrency();
  const rules = useGameRules(game);
  const limits: BetLimits | null = useMemo(() => {
    if (!rules.data) return null;
    const step = betMinor(rules.data.betStep, decimals) ?? 1n;
    return { min: rules.data.minBet, max: rules.data.maxBet, decimals, step: step > 0n ? step : 1n };
  }, [rules.data, decimals]);
  const stored = useAmounts((state) => state.amounts[game]);
  // Until the player types, the default stake is ten minimum bets.
  const fallback = limits ? minorToAmount(clampBet(clampBet(0n, limits) * 10n, limits), decimals) : '';
  const amount = stored ?? fallback;
  const setAmount = (value: string) =>
    useAmounts.setState((state) => ({ amounts: { ...state.amounts, [game]: value } }));
  const error = useBetAmountError(amount, limits);
  const minor = error || !limits ? null : betMinor(amount, decimals);
  return { amount, setAmount, limits, error, minor, rules };
}
