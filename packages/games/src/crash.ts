/**
 * Crash (shared reference "games-math" §1 Crash, bustabit v2): H = HMAC_SHA256(key = salt text,
 * message = game hash bytes), r = first 52 bits, X = r/2^52, C = max(1, floor(99/(1−X))/100). The salt
 * is public entropy fixed after the chain was committed (a future Bitcoin block hash or a drand round).
 * In integers: C (hundredths) = max(100, floor(99·2^52 / (2^52 − r))); for any target m ≥ 1.01x,
 * P(C ≥ m) = floor(99·2^52/m)/2^52 ≈ 0.99/m, so every cash-out target returns 99% (1% edge), and
 * P(C = 1.00x) ≈ 1/101·2.
 *
 * Bet settlement: the server clock decides. An auto cash-out target T ≤ C pays exactly T; a manual
 * cash-out at server time t pays m(t) only if t is before the crash (m(t) < C); whichever comes first
 * wins; otherwise the bet is lost. Every bet carries an implicit auto cash-out at the max multiplier.
 */
import { multiplierAtCents, timeForCents } from './crash-curve.ts';
import { bytesToHex, hexToBytes, hmacSha256 } from './hash.ts';
import { payoutCents } from './money.ts';
import { type Rational, ratio } from './rational.ts';

const TWO_52 = 2n ** 52n;
export const CRASH_MIN_TARGET_CENTS = 101n;
/** 1,000,000x: the declared max win per bet; operators also cap the total paid per round. */
export const CRASH_MAX_CASHOUT_CENTS = 100_000_000n;
export const CRASH_DECLARED_RTP: Rational = ratio(99n, 100n);

export async function crashPointCents(gameHash: string, salt: string): Promise<bigint> {
  const digest = bytesToHex(await hmacSha256(salt, hexToBytes(gameHash)));
  const r = BigInt(`0x${digest.slice(0, 13)}`);
  const cents = (99n * TWO_52) / (TWO_52 - r);
  return cents < 100n ? 100n : cents;
}

/** Exact P(C ≥ m) over the 2^52 equally likely r. */
export function crashSurvival(targetCents: bigint): Rational {
  if (targetCents <= 100n) return ratio(1n);
  return ratio((99n * TWO_52) / targetCents, TWO_52);
}

/** Exact return of an auto cash-out at m: m × P(C ≥ m). */
export function crashRtp(targetCents: bigint): Rational {
  const p = crashSurvival(targetCents);
  return ratio(p.num * targetCents, p.den * 100n);
}

export interface CrashBet {
  readonly betMinor: bigint;
  readonly autoCashoutCents?: bigint;
  /** Server receipt time of a manual cash-out, in ms since the round launched. */
  readonly manualCashoutMs?: number;
}

export interface CrashSettlement {
  readonly cashoutCents: bigint | null;
  readonly payoutMinor: bigint;
}

export function settleCrash(bet: CrashBet, crashCents: bigint): CrashSettlement {
  const requested = bet.autoCashoutCents ?? CRASH_MAX_CASHOUT_CENTS;
  if (requested < CRASH_MIN_TARGET_CENTS) throw new Error('auto cash-out below 1.01x');
  const auto = requested < CRASH_MAX_CASHOUT_CENTS ? requested : CRASH_MAX_CASHOUT_CENTS;
  const autoValid = auto <= crashCents;
  const manual = bet.manualCashoutMs;
  const manualValid = manual !== undefined && manual < timeForCents(crashCents);
  let cashoutCents: bigint | null = null;
  if (autoValid && (!manualValid || timeForCents(auto) <= manual!)) cashoutCents = auto;
  else if (manualValid) cashoutCents = multiplierAtCents(manual!);
  return { cashoutCents, payoutMinor: cashoutCents === null ? 0n : payoutCents(bet.betMinor, cashoutCents) };
}
