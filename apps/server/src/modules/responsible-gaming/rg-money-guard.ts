import type { Executor } from '../../db/database.ts';
import type { MovementGuard, MovementRequest, Trx } from '../ledger/ledger.types.ts';
import { type PeriodTotals, responsibleGamingRepository as repo } from './responsible-gaming.repository.ts';
import type { RgCache } from './rg-cache.ts';
import {
  activeExclusion,
  effectiveLimits,
  excludedError,
  hasMoneyLimits,
  limitError,
  type RgState,
} from './rg-rules.ts';

/** Movements that change what a member deposited, staked or got back. */
const WATCHED = new Set(['bet', 'win', 'rollback', 'deposit']);

/** The member's own cash: play money and bonus money are not the member's money at risk. */
function cashFlows(request: MovementRequest): Map<string, { out: bigint; in: bigint }> {
  const flows = new Map<string, { out: bigint; in: bigint }>();
  const flow = (memberId: string) => {
    const known = flows.get(memberId);
    if (known) return known;
    const f = { out: 0n, in: 0n };
    flows.set(memberId, f);
    return f;
  };
  for (const p of request.postings) {
    if ('memberId' in p.from && p.from.kind === 'cash') flow(p.from.memberId).out += p.amount;
    if ('memberId' in p.to && p.to.kind === 'cash') flow(p.to.memberId).in += p.amount;
  }
  return flows;
}

/** A stake or a deposit: what an exclusion or a limit may refuse. */
const isRisk = (kind: string, f: { out: bigint; in: bigint }) =>
  (kind === 'bet' && f.out > 0n) || (kind === 'deposit' && f.in > 0n);

/**
 * The one check of the money path (decision 107): the ledger calls it for every movement, so
 * originals, crash, lottery, vendor debits through the game wallet and deposits are all covered.
 * `before` reads only the per-process cache on a hit: an excluded member's stake or deposit is
 * refused there. For members with a money limit the ledger then runs the movement in a
 * transaction and calls `after`, which adds it to the period totals (row locks order the member's
 * concurrent bets) and refuses it, rolling it back, if a limit is passed.
 */
export function createRgMoneyGuard(deps: {
  cache: RgCache;
  timeZone: string;
  now: () => Date;
}): MovementGuard {
  const { cache } = deps;

  const stateOf = (memberId: string, ex: Executor): Promise<RgState | null> =>
    cache.get(memberId, (id) => repo.find(ex, id));

  function refuseIfPassed(
    request: MovementRequest,
    f: { out: bigint; in: bigint },
    state: RgState,
    totals: PeriodTotals[],
    at: Date,
  ): void {
    for (const limit of effectiveLimits(state, at)) {
      const t = totals.find((x) => x.period === limit.period);
      if (!t) continue;
      let used: bigint | null = null;
      if (request.kind === 'deposit' && limit.kind === 'DEPOSIT') used = t.deposited;
      if (request.kind === 'bet' && limit.kind === 'WAGER') used = t.wagered;
      // The stake counts as lost until its payout: a bet may lose at most what the limit has left.
      if (request.kind === 'bet' && limit.kind === 'LOSS') used = t.wagered - (t.returned - f.in);
      if (used === null || used <= limit.amount) continue;
      throw limitError(limit, t.end);
    }
  }

  return {
    async before(request, ex) {
      if (!WATCHED.has(request.kind)) return false;
      const at = deps.now();
      let watch = false;
      for (const [memberId, f] of cashFlows(request)) {
        const state = await stateOf(memberId, ex);
        if (!state) continue;
        const exclusion = activeExclusion(state, at);
        if (exclusion && isRisk(request.kind, f)) throw excludedError(exclusion);
        if (hasMoneyLimits(state, at)) watch = true;
      }
      return watch;
    },

    async after(trx: Trx, request) {
      const at = deps.now();
      for (const [memberId, f] of cashFlows(request)) {
        const state = await stateOf(memberId, trx);
        if (!state || !hasMoneyLimits(state, at)) continue;
        const delta =
          request.kind === 'deposit'
            ? { deposited: f.in - f.out, wagered: 0n, returned: 0n }
            : request.kind === 'bet'
              ? { deposited: 0n, wagered: f.out, returned: f.in }
              : { deposited: 0n, wagered: 0n, returned: f.in - f.out };
        const totals = await repo.add(trx, memberId, at, deps.timeZone, delta);
        if (isRisk(request.kind, f)) refuseIfPassed(request, f, state, totals, at);
      }
    },
  };
}
