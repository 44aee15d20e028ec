/**
 * Progressive mystery jackpot, must-hit-by (shared reference "games-math" §6). At each reset the hit
 * amount T is drawn uniformly from the integers in (seed S, cap H] out of a fresh secret draw seed:
 *   T = S + 1 + (HMAC_SHA256(key = drawSeed, message = jackpotId) as a 256-bit integer) mod (H − S)
 * (modulo bias < 2^-190 for any realistic range; T > S because the meter starts at S, so T = S
 * would be "reached" before any bet and no contribution could cross it) and the operator publishes
 * commitment = SHA256(`${T}:${drawSeed}`) before the first contribution. Every in-house bet adds
 * bet × rate to the meter; the bet whose contribution makes the meter reach T wins exactly T (so a
 * bet's win chance is proportional to its contribution), the overshoot goes to a reserve, and T and
 * the draw seed are revealed so anyone can recompute both the draw and the commitment.
 * Money is bigint minor units; the meter is kept in 1/10,000 minor units so bps contributions are exact.
 * Pure functions: state in, state out; atomic increment + compare-and-set is the server's job.
 */
import { bytesToHex, hmacSha256, sha256Hex } from './hash.ts';
import { type Rational, ratio } from './rational.ts';

const SCALE = 10_000n;

export interface JackpotConfig {
  readonly seedMinor: bigint;
  /** Must-hit-by cap H. */
  readonly capMinor: bigint;
  /** Share of every bet added to the meter, in basis points (50 = 0.5%). */
  readonly contributionBps: bigint;
}

export interface JackpotReveal {
  readonly jackpotId: string;
  readonly triggerMinor: bigint;
  readonly drawSeed: string;
  readonly commitment: string;
}

export interface JackpotState {
  readonly jackpotId: string;
  readonly config: JackpotConfig;
  /** Meter in 1/10,000 minor units. */
  readonly meterScaled: bigint;
  /** Overshoot of past hits, 1/10,000 minor units (house reserve, reported). */
  readonly reserveScaled: bigint;
  readonly commitment: string;
  /** Secret until the hit. */
  readonly triggerMinor: bigint;
  readonly drawSeed: string;
}

export interface PublicJackpot {
  readonly jackpotId: string;
  readonly meterMinor: bigint;
  readonly seedMinor: bigint;
  readonly capMinor: bigint;
  readonly commitment: string;
}

function checkConfig(config: JackpotConfig): void {
  if (config.seedMinor < 0n || config.capMinor <= config.seedMinor) throw new Error('need 0 ≤ seed < cap');
  if (config.contributionBps <= 0n || config.contributionBps > SCALE)
    throw new Error('contribution out of range');
}

export async function drawTrigger(
  drawSeed: string,
  jackpotId: string,
  config: JackpotConfig,
): Promise<bigint> {
  checkConfig(config);
  const value = BigInt(`0x${bytesToHex(await hmacSha256(drawSeed, jackpotId))}`);
  return config.seedMinor + 1n + (value % (config.capMinor - config.seedMinor));
}

export function triggerCommitment(triggerMinor: bigint, drawSeed: string): Promise<string> {
  return sha256Hex(`${triggerMinor}:${drawSeed}`);
}

/** A new jackpot cycle; `drawSeed` is 32 CSPRNG bytes (hex) from the server, never reused. */
export async function resetJackpot(
  jackpotId: string,
  config: JackpotConfig,
  drawSeed: string,
  reserveScaled = 0n,
): Promise<JackpotState> {
  const triggerMinor = await drawTrigger(drawSeed, jackpotId, config);
  return {
    jackpotId,
    config,
    meterScaled: config.seedMinor * SCALE,
    reserveScaled,
    commitment: await triggerCommitment(triggerMinor, drawSeed),
    triggerMinor,
    drawSeed,
  };
}

export function publicJackpot(state: JackpotState): PublicJackpot {
  return {
    jackpotId: state.jackpotId,
    meterMinor: state.meterScaled / SCALE,
    seedMinor: state.config.seedMinor,
    capMinor: state.config.capMinor,
    commitment: state.commitment,
  };
}

export interface Contribution {
  readonly state: JackpotState;
  readonly contributionScaled: bigint;
  /** Set when this bet's contribution reached the trigger: pay `payoutMinor`, publish the reveal, reset. */
  readonly hit: { readonly payoutMinor: bigint; readonly reveal: JackpotReveal } | null;
}

export function contribute(state: JackpotState, betMinor: bigint): Contribution {
  if (betMinor < 0n) throw new Error('negative bet');
  if (state.meterScaled >= state.triggerMinor * SCALE) throw new Error('jackpot already hit; reset it first');
  const contributionScaled = betMinor * state.config.contributionBps;
  const meterScaled = state.meterScaled + contributionScaled;
  return { ...settleReached({ ...state, meterScaled }), contributionScaled };
}

/**
 * The hit rule on a derived meter (decision 073): the meter is the seed plus every contribution
 * committed so far, and concurrent bets add theirs without waiting for each other. A bet adds its
 * contribution, then looks: the first bet that finds the meter at or past T (its own contribution
 * included) wins exactly T, even when contributions committed alongside it took the meter past T a
 * moment before; the overshoot goes to the reserve, as in `contribute`. Played one bet at a time,
 * this is `contribute`: the bet that finds the meter past T is the one whose contribution took it there.
 */
export function settleReached(state: JackpotState): Omit<Contribution, 'contributionScaled'> {
  const target = state.triggerMinor * SCALE;
  if (state.meterScaled < target) return { state, hit: null };
  const reveal = {
    jackpotId: state.jackpotId,
    triggerMinor: state.triggerMinor,
    drawSeed: state.drawSeed,
    commitment: state.commitment,
  };
  return {
    state: { ...state, meterScaled: target, reserveScaled: state.reserveScaled + state.meterScaled - target },
    hit: { payoutMinor: state.triggerMinor, reveal },
  };
}

/** The player's check after a hit: the commitment matches and the draw seed yields T. */
export async function verifyJackpotReveal(reveal: JackpotReveal, config: JackpotConfig): Promise<boolean> {
  const commitment = await triggerCommitment(reveal.triggerMinor, reveal.drawSeed);
  const trigger = await drawTrigger(reveal.drawSeed, reveal.jackpotId, config);
  return commitment === reveal.commitment && trigger === reveal.triggerMinor;
}

/** E[payout per hit] = (S + 1 + H)/2. */
export function expectedHit(config: JackpotConfig): Rational {
  return ratio(config.seedMinor + 1n + config.capMinor, 2n);
}

/** E[coin-in per hit] = E[T − S]/c = (H − S + 1)/(2c). */
export function expectedCoinInPerHit(config: JackpotConfig): Rational {
  return ratio((config.capMinor - config.seedMinor + 1n) * SCALE, 2n * config.contributionBps);
}

/**
 * Jackpot return per unit staked = c(S + 1 + H)/(H − S + 1): c from the players' contributions plus
 * c·(2S + 1)/(H − S + 1) paid by the house as seed. Add it to a game's RTP when the game feeds this jackpot.
 */
export function jackpotRtp(config: JackpotConfig): Rational {
  checkConfig(config);
  return ratio(
    config.contributionBps * (config.seedMinor + 1n + config.capMinor),
    SCALE * (config.capMinor - config.seedMinor + 1n),
  );
}
