import { minorToAmount } from '@goldline/contract/money';
import type {
  RgAdminView,
  RgExcludedPage,
  RgExcludeRequest,
  RgMemberLookup,
  RgMoneyLimit,
  RgOverview,
  RgSessionStatus,
  RgSetLimitRequest,
} from '@goldline/contract/responsible-gaming';
import type { Db, Executor } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MovementGuard } from '../ledger/ledger.types.ts';
import { type PeriodTotals, responsibleGamingRepository as repo } from './responsible-gaming.repository.ts';
import { createRgCache } from './rg-cache.ts';
import { createRgMoneyGuard } from './rg-money-guard.ts';
import {
  activeExclusion,
  changeLimit,
  effectiveLimit,
  effectiveLimits,
  excludedError,
  hasMoneyLimits,
  limitError,
  newExclusion,
  type RgState,
  type StoredLimit,
} from './rg-rules.ts';

const DAY_MS = 86_400_000;
const EMPTY: RgState = { limits: [], realityCheckMinutes: 0, exclusion: null };

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;

/**
 * Responsible gaming (issue 17; decision 107): limits, reality check, time-out and self-exclusion,
 * and the money guard the ledger runs for every bet and deposit. Other modules' figures come in
 * as functions from the composition root: net results and totals from the records, the member's
 * sessions from the token service.
 */
export function createResponsibleGamingService(deps: {
  db: Db;
  /** The LISTEN connection's database (decision 067); without it nothing is cached. */
  connectionString?: string;
  decimals: () => Promise<number>;
  /** Net game loss (stakes - wins - refunds) of the member's cash over [from, to). */
  netLoss: (memberId: string, from: Date, to: Date) => Promise<bigint>;
  /** The member's cash stakes and deposits over [from, to) (the ledger's records). */
  totals: (memberId: string, from: Date, to: Date) => Promise<{ validBet: bigint; deposits: bigint }>;
  /** Ends every session of the member (an exclusion logs out at once). */
  revokeSessions: (ex: Executor, memberId: string) => Promise<unknown>;
  /** A member by username (the member module's records), for the back office's lookup. */
  findMember: (username: string) => Promise<{ id: string; username: string } | null>;
  /** When the member's session started (null: unknown session). */
  sessionStartedAt: (memberId: string, sessionId: string) => Promise<Date | null>;
  /** The operator's calendar for day, week and month limits (IANA zone). */
  timeZone?: string;
  now?: () => Date;
  log?: (message: string) => void;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const timeZone = deps.timeZone ?? 'UTC';
  const cache = createRgCache({
    connectionString: deps.connectionString,
    load: (memberId) => repo.find(db, memberId),
    log: deps.log ?? (() => {}),
  });
  const guard: MovementGuard = createRgMoneyGuard({ cache, timeZone, now });

  /** One change of the member's settings, under the row's lock; every process drops it at commit. */
  async function change(
    memberId: string,
    work: (trx: Executor, state: RgState, at: Date) => Promise<RgState>,
  ): Promise<RgState> {
    const at = now();
    const saved = await db.transaction().execute(async (trx) => {
      const before = await repo.lock(trx, memberId);
      const after = await work(trx, before, at);
      // Totals are kept only while a money limit exists: starting again, they are read from the records.
      if (!hasMoneyLimits(before, at) && hasMoneyLimits(after, at)) await backfill(trx, memberId, at);
      await repo.save(trx, memberId, after, at);
      return after;
    });
    // Dropped here at once; the trigger's NOTIFY drops it in every other process.
    cache.drop(memberId);
    return saved;
  }

  async function backfill(trx: Executor, memberId: string, at: Date): Promise<void> {
    const periods = await repo.current(trx, memberId, at, timeZone);
    const totals = await Promise.all(
      periods.map(async (p) => {
        const [t, loss] = await Promise.all([
          deps.totals(memberId, p.start, at),
          deps.netLoss(memberId, p.start, at),
        ]);
        return { deposited: t.deposits, wagered: t.validBet, returned: t.validBet - loss };
      }),
    );
    await repo.reset(trx, memberId, at, timeZone, totals);
  }

  async function overview(memberId: string): Promise<RgOverview> {
    const at = now();
    const decimals = await deps.decimals();
    const money = (minor: bigint) => minorToAmount(minor, decimals);
    const state = (await repo.find(db, memberId)) ?? EMPTY;
    const totals = await repo.current(db, memberId, at, timeZone);
    const shown = state.limits.flatMap((l) => effectiveLimit(l, at) ?? []);
    const limits: RgMoneyLimit[] = shown.flatMap((l) => {
      const t = totals.find((x) => x.period === l.period);
      if (l.kind === 'SESSION' || !t) return [];
      return [
        {
          kind: l.kind,
          period: l.period as RgMoneyLimit['period'],
          amount: money(l.amount),
          used: money(used(l, t)),
          resetsAt: t.end.toISOString(),
          pending: l.pending
            ? {
                amount: l.pending.amount === null ? null : money(l.pending.amount),
                effectiveAt: l.pending.effectiveAt.toISOString(),
              }
            : null,
        },
      ];
    });
    const session = shown.find((l) => l.kind === 'SESSION');
    const since = (days: number) => new Date(at.getTime() - days * DAY_MS);
    const [day, week, month] = await Promise.all(
      [1, 7, 30].map((days) => deps.netLoss(memberId, since(days), at)),
    );
    return {
      limits,
      sessionLimit: session
        ? {
            minutes: Number(session.amount),
            pending: session.pending
              ? {
                  minutes: session.pending.amount === null ? null : Number(session.pending.amount),
                  effectiveAt: session.pending.effectiveAt.toISOString(),
                }
              : null,
          }
        : null,
      realityCheckMinutes: state.realityCheckMinutes,
      netPosition: { day: money(-day!), week: money(-week!), month: money(-month!) },
      timeZone,
    };
  }

  return {
    guard,
    startCache: () => cache.start(),
    stopCache: () => cache.stop(),
    overview,

    /** POST /wps/rg/limits: lower or new at once, raise or removal after 24 hours. */
    async setLimit(memberId: string, req: RgSetLimitRequest): Promise<RgOverview> {
      const amount = req.amount === null ? null : toMinor(req.amount, await deps.decimals());
      await change(memberId, async (_trx, state, at) => ({
        ...state,
        limits: changeLimit(state.limits, { kind: req.kind, period: req.period, amount }, at),
      }));
      return overview(memberId);
    },

    /** POST /wps/rg/session-limit: minutes per session (null: none), with the same cool-off. */
    async setSessionLimit(memberId: string, minutes: number | null): Promise<RgOverview> {
      await change(memberId, async (_trx, state, at) => ({
        ...state,
        limits: changeLimit(
          state.limits,
          { kind: 'SESSION', period: 'SESSION', amount: minutes === null ? null : BigInt(minutes) },
          at,
        ),
      }));
      return overview(memberId);
    },

    async setRealityCheck(memberId: string, minutes: number): Promise<RgOverview> {
      await change(memberId, async (_trx, state) => ({ ...state, realityCheckMinutes: minutes }));
      return overview(memberId);
    },

    /** POST /wps/rg/exclusion: a time-out or self-exclusion; every session of the member ends now. */
    async exclude(memberId: string, req: RgExcludeRequest) {
      const saved = await change(memberId, async (trx, state, at) => {
        await deps.revokeSessions(trx, memberId);
        return { ...state, exclusion: newExclusion(activeExclusion(state, at), req, at) };
      });
      const e = saved.exclusion;
      if (!e) throw new Error('exclusion not saved');
      return { type: e.type, until: e.until.toISOString() };
    },

    /**
     * Before a session opens (every login path): an excluded member is refused with the end date;
     * otherwise the session's longest life, from the member's session time limit (null: none).
     */
    async beforeLogin(memberId: string): Promise<{ maxSessionMs: number | null }> {
      const at = now();
      const state = await cache.get(memberId);
      const exclusion = activeExclusion(state, at);
      if (exclusion) throw excludedError(exclusion);
      const session = state ? effectiveLimits(state, at).find((l) => l.kind === 'SESSION') : undefined;
      return { maxSessionMs: session ? Number(session.amount) * 60_000 : null };
    },

    /** A deposit request (modules/cashier): refused during an exclusion or past a deposit limit. */
    async checkDeposit(memberId: string, amount: bigint): Promise<void> {
      const at = now();
      const state = await cache.get(memberId);
      const exclusion = activeExclusion(state, at);
      if (exclusion) throw excludedError(exclusion);
      const limits = state ? effectiveLimits(state, at).filter((l) => l.kind === 'DEPOSIT') : [];
      if (limits.length === 0) return;
      const totals = await repo.current(db, memberId, at, timeZone);
      for (const l of limits) {
        const t = totals.find((x) => x.period === l.period);
        if (t && t.deposited + amount > l.amount) throw limitError(l, t.end);
      }
    },

    /** GET /wps/rg/session: the reality check's figures for this session. */
    async session(memberId: string, sessionId: string): Promise<RgSessionStatus> {
      const at = now();
      const startedAt = (await deps.sessionStartedAt(memberId, sessionId)) ?? at;
      const [loss, state, decimals] = await Promise.all([
        deps.netLoss(memberId, startedAt, at),
        cache.get(memberId),
        deps.decimals(),
      ]);
      return {
        startedAt: startedAt.toISOString(),
        net: minorToAmount(-loss, decimals),
        realityCheckMinutes: state?.realityCheckMinutes ?? 0,
      };
    },

    /** The back office's read-only view: the member centre's figures and the exclusion. */
    async adminView(memberId: string): Promise<RgAdminView> {
      const [figures, state] = await Promise.all([overview(memberId), repo.find(db, memberId)]);
      const e = activeExclusion(state, now());
      return { ...figures, exclusion: e ? { type: e.type, until: e.until.toISOString() } : null };
    },

    /** The back office finds a member by username before opening the view (NOT_FOUND: none). */
    async adminFindMember(username: string): Promise<RgMemberLookup> {
      const member = await deps.findMember(username);
      if (!member) throw new AppError('NOT_FOUND');
      return { memberId: member.id, username: member.username };
    },

    /** The back office's list of members on a time-out or self-exclusion now. */
    async adminExclusions(page: number, pageSize: number): Promise<RgExcludedPage> {
      const found = await repo.excluded(db, now(), { limit: pageSize, offset: (page - 1) * pageSize });
      return {
        rows: found.rows.map((r) => ({ ...r, until: r.until.toISOString() })),
        page,
        pageSize,
        total: found.total,
      };
    },

    /** Nobody lifts an exclusion before its end (AGCO 2.13/2.14): an active one is refused. */
    async adminLift(memberId: string): Promise<void> {
      if (activeExclusion(await repo.find(db, memberId), now())) throw new AppError('RG_EXCLUSION_LOCKED');
    },
  };
}

/** What a limit's period has used: deposits, stakes, or net losses (never below zero). */
function used(l: StoredLimit, t: PeriodTotals): bigint {
  if (l.kind === 'DEPOSIT') return t.deposited;
  if (l.kind === 'WAGER') return t.wagered;
  const loss = t.wagered - t.returned;
  return loss > 0n ? loss : 0n;
}
