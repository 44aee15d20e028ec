import type {
  AffiliateLink,
  AgentCapabilities,
  AgentMe,
  BettingLockResult,
  DownlineDetail,
  DownlineNode,
  DownlinePage,
  DownlineTransferResult,
  DownlineTxPage,
  DownlineTxType,
  PnlStatement,
  RegisterDownlineRequest,
  RegisterDownlineResult,
  ResolvedPeriod,
  RevenueReport,
  TeamBetPage,
  TeamFigures,
  TeamOverview,
} from '@goldline/contract/agent';
import type { Announcement } from '@goldline/contract/content';
import { isAgentType, MEMBER_TYPE } from '@goldline/contract/member';
import { minorToAmount } from '@goldline/contract/money';
import { checkRegistrationField } from '@goldline/contract/registration-rules';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { randomCode } from '../../lib/crypto.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { ContentService } from '../content/content.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { TransfersService } from '../transfers/transfers.service.ts';
import {
  addFigures,
  agentRepository,
  type Figures,
  type TreeMember,
  zeroFigures,
} from './agent.repository.ts';
import { type Period, type PeriodQuery, resolvePeriod } from './agent-period.ts';

export type AgentService = ReturnType<typeof createAgentService>;

/**
 * What each agent type may do (decision 077). The spec names the types (section 3) but not their
 * rights; 1 and 2 are the full agent and its sub-agent, 41 and 42 the promoter kind.
 */
export const CAPABILITIES: Record<number, AgentCapabilities> = {
  1: {
    registerMembers: true,
    registerSubAgents: true,
    transferToDownline: true,
    lockBetting: true,
    contracts: true,
  },
  2: {
    registerMembers: true,
    registerSubAgents: true,
    transferToDownline: true,
    lockBetting: true,
    contracts: true,
  },
  41: {
    registerMembers: true,
    registerSubAgents: false,
    transferToDownline: false,
    lockBetting: true,
    contracts: true,
  },
  42: {
    registerMembers: true,
    registerSubAgents: false,
    transferToDownline: false,
    lockBetting: false,
    contracts: false,
  },
};
/** A sub-agent registered by an agent of type 1 or 2 is a type 2. */
export const SUB_AGENT_TYPE = 2;
const NONE: AgentCapabilities = {
  registerMembers: false,
  registerSubAgents: false,
  transferToDownline: false,
  lockBetting: false,
  contracts: false,
};
export const capabilitiesOf = (type: number): AgentCapabilities => CAPABILITIES[type] ?? NONE;

const KIND_FILTER: Record<Exclude<DownlineTxType, 'all'>, string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  transfer: ['transfer'],
  bet: ['bet'],
  win: ['win', 'rollback'],
  bonus: ['bonus'],
  adjustment: ['adjustment', 'reversal'],
};

export function createAgentService(deps: {
  db: Db;
  hasher: PasswordHasher;
  system: SystemService;
  memberRecords: MemberRecords;
  ledger: Pick<LedgerService, 'ensureMemberAccount'>;
  transfers: Pick<TransfersService, 'toDownlineMember'>;
  content: Pick<ContentService, 'agentAnnouncements'>;
  admin: Pick<AdminService, 'audit'>;
  /** Drops this process's cached facts of a member at once (the NOTIFY reaches the others). */
  forgetMember: (memberId: string) => void;
  now?: () => Date;
}) {
  const { db, system } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await system.setting('site')).currency;

  async function agentOf(agentId: string) {
    const m = await deps.memberRecords.findById(agentId);
    if (!m || !isAgentType(m.type)) throw new AppError('NOT_AGENT');
    return m;
  }
  async function require(agentId: string, right: keyof AgentCapabilities) {
    const m = await agentOf(agentId);
    if (!capabilitiesOf(m.type)[right]) throw new AppError('AGENT_PERMISSION');
    return m;
  }
  /** The one gate for a member id in a request: in the downline, or NOT_FOUND (decision 077). */
  async function downline(agentId: string, memberId: string, ex: Executor = db): Promise<TreeMember> {
    const m = await agentRepository.findInDownline(ex, agentId, memberId);
    if (!m) throw new AppError('NOT_FOUND');
    return m;
  }

  const money = (minor: bigint, decimals: number) => minorToAmount(minor, decimals);
  const figures = (f: Figures, decimals: number): TeamFigures => ({
    deposits: money(f.deposits, decimals),
    withdrawals: money(f.withdrawals, decimals),
    validBet: money(f.validBet, decimals),
    payout: money(f.payout, decimals),
    profitLoss: money(f.payout - f.validBet, decimals),
    betCount: f.betCount,
  });
  /** The period as reported, with the rollup's watermark (read once per call: rollupState). */
  const rangeOf = (p: Period, currentTo: Date): ResolvedPeriod => ({
    period: p.period,
    from: p.from,
    to: p.to,
    start: p.start.toISOString(),
    end: p.end.toISOString(),
    currentTo: currentTo.toISOString(),
  });
  const page = (q: { page: number; pageSize: number }) => ({
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });

  async function nodes(members: TreeMember[], decimals: number): Promise<DownlineNode[]> {
    const ids = members.map((m) => m.id);
    const end = now();
    const start = new Date(Math.floor((end.getTime() - 30 * 86_400_000) / 3_600_000) * 3_600_000);
    const [counts, balances, figs] = await Promise.all([
      agentRepository.teamCounts(db, ids),
      agentRepository.balances(db, ids),
      agentRepository.figuresOf(db, ids, start, new Date(end.getTime() + 3_600_000)),
    ]);
    return members.map((m) => ({
      id: m.id,
      account: m.username,
      nickname: m.nickname,
      type: m.type,
      isAgent: isAgentType(m.type),
      level: m.level,
      directCount: counts.get(m.id)?.direct ?? 0,
      teamSize: counts.get(m.id)?.team ?? 0,
      balance: money(balances.get(m.id) ?? 0n, decimals),
      bettingLocked: m.bettingLocked,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
      last30Days: figures(figs.get(m.id) ?? zeroFigures(), decimals),
    }));
  }

  async function pathTo(agentId: string, memberId: string | null) {
    if (!memberId) {
      const a = await agentOf(agentId);
      return [{ id: a.id, account: a.username }];
    }
    const chain = await agentRepository.pathFrom(db, agentId, memberId);
    return chain.map((c) => ({ id: c.id, account: c.username }));
  }

  /**
   * Distinct active players of a period (decision 084): exact from the job's additive counts when
   * the caller's days are the reporting offset's (a preset is one row, a range's days one row each,
   * a custom range's total one distinct count over recorded active days); otherwise counted from
   * the member rollup through the downline predicate (correct, slower at scale).
   */
  async function activeOf(
    agentId: string,
    p: Period,
    reportingOffset: number,
  ): Promise<{ byDay: Map<string, number>; total: number; byType: Map<string, number> }> {
    if (reportingOffset !== p.offsetMinutes) {
      const [all, types] = await Promise.all([
        agentRepository.activePlayers(db, agentId, p.start, p.end, p.offsetMinutes),
        agentRepository.activeByGameType(db, agentId, p.start, p.end),
      ]);
      return { byDay: all.byDay, total: all.total, byType: types };
    }
    const whole: { kind: 'day' | 'week' | 'month'; start: string } | null =
      p.from === p.to
        ? { kind: 'day', start: p.from }
        : p.period === 'thisWeek'
          ? { kind: 'week', start: p.from }
          : p.period === 'thisMonth'
            ? { kind: 'month', start: p.from }
            : null;
    const [days, totals] = await Promise.all([
      agentRepository.teamActive(db, agentId, 'day', p.days),
      whole
        ? agentRepository
            .teamActive(db, agentId, whole.kind, [whole.start])
            .then((rows) => new Map(rows.map((r) => [r.gameType, r.players])))
        : agentRepository.activeOverDays(db, agentId, p.from, p.to),
    ]);
    const byDay = new Map(days.filter((d) => d.gameType === '').map((d) => [d.periodStart, d.players]));
    const byType = new Map([...totals].filter(([type]) => type !== ''));
    return { byDay, total: totals.get('') ?? 0, byType };
  }

  return {
    capabilitiesOf,

    /** GET /wps/agent/me */
    async me(agentId: string): Promise<AgentMe> {
      const [m, cur, balances] = await Promise.all([
        agentOf(agentId),
        site(),
        agentRepository.balances(db, [agentId]),
      ]);
      return {
        id: m.id,
        account: m.username,
        nickname: m.nickname,
        type: m.type,
        capabilities: capabilitiesOf(m.type),
        balance: money(balances.get(agentId) ?? 0n, cur.decimals),
        currency: cur.currency,
        currencySymbol: cur.currencySymbol,
      };
    },

    /** GET /wps/agent/team/overview: every figure from the rollups (decision 078). */
    async overview(agentId: string, q: PeriodQuery): Promise<TeamOverview> {
      const p = resolvePeriod(q, now());
      const [{ decimals }, state] = await Promise.all([site(), agentRepository.rollupState(db)]);
      const [teamSize, byDay, active] = await Promise.all([
        agentRepository.teamSize(db, agentId),
        agentRepository.teamByDay(db, agentId, p.start, p.end, p.offsetMinutes),
        activeOf(agentId, p, state.activeOffset),
      ]);
      let total = zeroFigures();
      const series = p.days.map((date) => {
        const f = byDay.get(date) ?? zeroFigures();
        total = addFigures(total, f);
        return {
          date,
          ...figures(f, decimals),
          newMembers: f.registrations,
          firstDeposits: f.firstDeposits,
          activePlayers: active.byDay.get(date) ?? 0,
        };
      });
      return {
        range: rangeOf(p, state.currentTo),
        teamSize,
        newMembers: total.registrations,
        firstDeposits: total.firstDeposits,
        activePlayers: active.total,
        ...figures(total, decimals),
        series,
      };
    },

    /** GET /wps/agent/downlines */
    async downlines(
      agentId: string,
      q: { parentId?: string | undefined; search?: string | undefined; page: number; pageSize: number },
    ): Promise<DownlinePage> {
      // The parent to drill into must itself be in the downline (or be the agent).
      const parentId = q.parentId && q.parentId !== agentId ? (await downline(agentId, q.parentId)).id : null;
      const { decimals } = await site();
      const list = await agentRepository.listDownline(db, agentId, {
        parentId: q.search ? null : (parentId ?? agentId),
        search: q.search || null,
        ...page(q),
      });
      const [rows, path, state] = await Promise.all([
        nodes(list.rows, decimals),
        pathTo(agentId, parentId),
        agentRepository.rollupState(db),
      ]);
      return {
        rows,
        page: q.page,
        pageSize: q.pageSize,
        total: list.total,
        path,
        currentTo: state.currentTo.toISOString(),
      };
    },

    /** GET /wps/agent/downlines/:id */
    async downline(agentId: string, memberId: string): Promise<DownlineDetail> {
      const m = await downline(agentId, memberId);
      const { decimals } = await site();
      const [[node], path, state] = await Promise.all([
        nodes([m], decimals),
        pathTo(agentId, m.id),
        agentRepository.rollupState(db),
      ]);
      return { ...node!, path, currentTo: state.currentTo.toISOString() };
    },

    /** POST /wps/agent/downlines (register centre). */
    async registerDownline(agentId: string, req: RegisterDownlineRequest): Promise<RegisterDownlineResult> {
      const agent = await require(agentId, req.kind === 'agent' ? 'registerSubAgents' : 'registerMembers');
      const rules = await system.registrationRules();
      for (const field of ['username', 'password'] as const) {
        const rule = rules[field];
        const problem = rule ? checkRegistrationField(rule, req[field]) : null;
        if (problem) throw validationFailed({ [field]: problem });
      }
      const type = req.kind === 'agent' ? SUB_AGENT_TYPE : MEMBER_TYPE;
      const [passwordHash, cur] = await Promise.all([deps.hasher.hash(req.password), site()]);
      const id = await db.transaction().execute(async (trx) => {
        if (await deps.memberRecords.findByUsername(req.username, trx)) throw new AppError('USERNAME_TAKEN');
        const id = await deps.memberRecords.insert(
          {
            username: req.username,
            passwordHash,
            type,
            parentId: agent.id,
            referralCode: randomCode(8),
            nickname: req.nickname || null,
            profile: { registeredBy: 'agent' },
          },
          trx,
        );
        await deps.ledger.ensureMemberAccount(id, 'cash', cur.currency, trx);
        return id;
      });
      return { id, account: req.username, type };
    },

    /** POST /wps/agent/downlines/:id/transfer: through the transfers module (ledger, payment password). */
    async transfer(
      agentId: string,
      memberId: string,
      req: { amount: string; paymentPassword: string; memo?: string | undefined; idempotencyKey: string },
    ): Promise<DownlineTransferResult> {
      const m = await downline(agentId, memberId);
      await require(agentId, 'transferToDownline');
      return deps.transfers.toDownlineMember(agentId, { id: m.id, username: m.username }, req);
    },

    /** PUT /wps/agent/downlines/:id/betting-lock, audited. */
    async setBettingLock(agentId: string, memberId: string, locked: boolean): Promise<BettingLockResult> {
      const m = await downline(agentId, memberId);
      await require(agentId, 'lockBetting');
      if (m.bettingLocked !== locked) {
        await db.transaction().execute(async (trx) => {
          await deps.memberRecords.setBettingLocked(m.id, locked, trx);
          await deps.admin.audit(trx, {
            operatorId: null,
            action: 'agent.betting_lock',
            before: { agentId, memberId: m.id, bettingLocked: m.bettingLocked },
            after: { agentId, memberId: m.id, bettingLocked: locked },
          });
        });
        deps.forgetMember(m.id);
      }
      return { id: m.id, bettingLocked: locked };
    },

    /** GET /wps/agent/affiliate/links */
    async links(agentId: string, origin: string): Promise<{ rows: AffiliateLink[] }> {
      await agentOf(agentId);
      const rows = await agentRepository.links(db, agentId);
      return { rows: rows.map((l) => linkView(l, origin)) };
    },

    /** POST /wps/agent/affiliate/links: a new code for the register centre's links and QR. */
    async createLink(agentId: string, domain: string | undefined, origin: string): Promise<AffiliateLink> {
      await require(agentId, 'registerMembers');
      const code = randomCode(8).toUpperCase();
      await deps.memberRecords.insertAffiliateCode(code, agentId, db, domain || null);
      const link = (await agentRepository.links(db, agentId)).find((l) => l.code === code);
      if (!link) throw new AppError('INTERNAL_ERROR');
      return linkView(link, origin);
    },

    /** GET /wps/agent/reports/bets (live from the game rounds). */
    async bets(
      agentId: string,
      q: PeriodQuery & {
        memberId?: string | undefined;
        gameType?: string | undefined;
        language?: string | undefined;
        page: number;
        pageSize: number;
      },
    ): Promise<TeamBetPage> {
      if (q.memberId) await downline(agentId, q.memberId);
      const p = resolvePeriod(q, now());
      const [{ decimals }, state, r] = await Promise.all([
        site(),
        agentRepository.rollupState(db),
        agentRepository.bets(db, agentId, {
          memberId: q.memberId ?? null,
          gameType: q.gameType ?? null,
          start: p.start,
          end: p.end,
          language: (q.language ?? 'EN').toUpperCase(),
          ...page(q),
        }),
      ]);
      const staked = r.stake - r.refunded;
      return {
        range: rangeOf(p, state.currentTo),
        rows: r.rows.map((b) => ({
          id: b.id,
          roundId: b.roundId,
          memberId: b.memberId,
          account: b.username,
          gameType: b.gameType ?? 'UNKNOWN',
          gameName: b.gameName,
          stake: money(b.stake - b.refunded, decimals),
          payout: money(b.payout, decimals),
          profit: money(b.payout - (b.stake - b.refunded), decimals),
          status: b.status,
          time: b.createdAt.toISOString(),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
        totals: {
          count: r.total,
          stake: money(staked, decimals),
          payout: money(r.payout, decimals),
          profit: money(r.payout - staked, decimals),
        },
      };
    },

    /** GET /wps/agent/reports/pnl: by day (the team) or by direct downline of parentId. */
    async pnl(
      agentId: string,
      q: PeriodQuery & {
        groupBy: 'day' | 'downline';
        parentId?: string | undefined;
      },
    ): Promise<PnlStatement> {
      const parentId = q.parentId && q.parentId !== agentId ? (await downline(agentId, q.parentId)).id : null;
      const p = resolvePeriod(q, now());
      const { decimals } = await site();
      const [state, path] = await Promise.all([agentRepository.rollupState(db), pathTo(agentId, parentId)]);
      const range = rangeOf(p, state.currentTo);
      let total = zeroFigures();
      if (q.groupBy === 'day') {
        const byDay = await agentRepository.teamByDay(
          db,
          parentId ?? agentId,
          p.start,
          p.end,
          p.offsetMinutes,
        );
        const rows = p.days.map((date) => {
          const f = byDay.get(date) ?? zeroFigures();
          total = addFigures(total, f);
          return { key: date, memberId: null, isAgent: false, ...figures(f, decimals) };
        });
        return { range, groupBy: 'day', path, rows, totals: figures(total, decimals) };
      }
      // By downline: each direct downline's own figures plus its team's (an agent's), at most 500.
      const list = await agentRepository.listDownline(db, agentId, {
        parentId: parentId ?? agentId,
        search: null,
        limit: 500,
        offset: 0,
      });
      const figs = await agentRepository.figuresOf(
        db,
        list.rows.map((m) => m.id),
        p.start,
        p.end,
      );
      const rows = list.rows.map((m) => {
        const f = figs.get(m.id) ?? zeroFigures();
        total = addFigures(total, f);
        return { key: m.username, memberId: m.id, isAgent: isAgentType(m.type), ...figures(f, decimals) };
      });
      rows.sort((a, b) => b.betCount - a.betCount || a.key.localeCompare(b.key));
      return { range, groupBy: 'downline', path, rows, totals: figures(total, decimals) };
    },

    /** GET /wps/agent/reports/revenue: by game type. */
    async revenue(agentId: string, q: PeriodQuery): Promise<RevenueReport> {
      const p = resolvePeriod(q, now());
      const [{ decimals }, state] = await Promise.all([site(), agentRepository.rollupState(db)]);
      const [byType, active] = await Promise.all([
        agentRepository.teamByGameType(db, agentId, p.start, p.end),
        activeOf(agentId, p, state.activeOffset),
      ]);
      let total = zeroFigures();
      const rows = byType.map((t) => {
        total = addFigures(total, t.figures);
        return {
          gameType: t.gameType,
          betCount: t.figures.betCount,
          validBet: money(t.figures.validBet, decimals),
          payout: money(t.figures.payout, decimals),
          revenue: money(t.figures.validBet - t.figures.payout, decimals),
          activePlayers: active.byType.get(t.gameType) ?? 0,
        };
      });
      return {
        range: rangeOf(p, state.currentTo),
        rows,
        totals: {
          betCount: total.betCount,
          validBet: money(total.validBet, decimals),
          payout: money(total.payout, decimals),
          revenue: money(total.validBet - total.payout, decimals),
        },
      };
    },

    /** GET /wps/agent/reports/transactions: the downline's ledger lines (live). */
    async transactions(
      agentId: string,
      q: PeriodQuery & {
        memberId?: string | undefined;
        type: DownlineTxType;
        page: number;
        pageSize: number;
      },
    ): Promise<DownlineTxPage> {
      if (q.memberId) await downline(agentId, q.memberId);
      const p = resolvePeriod(q, now());
      const [{ decimals }, state, r] = await Promise.all([
        site(),
        agentRepository.rollupState(db),
        agentRepository.transactions(db, agentId, {
          memberId: q.memberId ?? null,
          kinds: q.type === 'all' ? null : KIND_FILTER[q.type],
          start: p.start,
          end: p.end,
          ...page(q),
        }),
      ]);
      return {
        range: rangeOf(p, state.currentTo),
        rows: r.rows.map((t) => ({
          id: t.id,
          time: t.time.toISOString(),
          memberId: t.memberId,
          account: t.username,
          type: t.kind,
          amount: money(t.amount, decimals),
          balanceAfter: money(t.balanceAfter, decimals),
          memo: t.memo,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
        totals: {
          in: money(r.in, decimals),
          out: money(r.out, decimals),
          net: money(r.in - r.out, decimals),
        },
      };
    },

    /** GET /wps/agent/announcements */
    async announcements(language: string): Promise<{ rows: Announcement[] }> {
      return { rows: await deps.content.agentAnnouncements(language) };
    },

    /**
     * For the contracts module (issue 14, decision 085): the caller as a contract party. An agent
     * whose type has the contracts right, else NOT_AGENT / AGENT_PERMISSION.
     */
    async contractParty(agentId: string): Promise<{ id: string; username: string; parentId: string | null }> {
      const m = await require(agentId, 'contracts');
      return { id: m.id, username: m.username, parentId: m.parentId };
    },

    /**
     * A direct downline of the agent that may hold contracts. Anyone else, a deeper member included,
     * is NOT_FOUND (decision 077: no probing who exists); a direct member whose type cannot hold
     * contracts is AGENT_PERMISSION.
     */
    async contractDownline(agentId: string, memberId: string): Promise<{ id: string; username: string }> {
      const m = await downline(agentId, memberId);
      if (m.level !== 1) throw new AppError('NOT_FOUND');
      if (!capabilitiesOf(m.type).contracts) throw new AppError('AGENT_PERMISSION');
      return { id: m.id, username: m.username };
    },

    /** Until when the team figures are complete (the rollup's watermark, decision 078). */
    async figuresCurrentTo(): Promise<Date> {
      return (await agentRepository.rollupState(db)).currentTo;
    },

    /**
     * Each id's team (itself and its whole downline) over [start, end): valid bet, payout, distinct
     * members with a bet, and with `bonuses` the bonuses credited to it. Hour-aligned windows read
     * the rollup; shorter ones (5-minute real-time salary) read the ledger (decision 086).
     */
    async contractFigures(
      ids: string[],
      start: Date,
      end: Date,
      opts: { bonuses: boolean },
    ): Promise<Map<string, { validBet: bigint; payout: bigint; activeMembers: number; bonuses: bigint }>> {
      const hourly = start.getTime() % 3_600_000 === 0 && end.getTime() % 3_600_000 === 0;
      const [figures, bonuses] = await Promise.all([
        hourly
          ? agentRepository.contractTeamFigures(db, ids, start, end)
          : agentRepository.contractLiveFigures(db, ids, start, end),
        opts.bonuses ? agentRepository.contractTeamBonuses(db, ids, start, end) : new Map<string, bigint>(),
      ]);
      const out = new Map<
        string,
        { validBet: bigint; payout: bigint; activeMembers: number; bonuses: bigint }
      >();
      for (const id of ids) {
        const f = figures.get(id);
        out.set(id, {
          validBet: f?.validBet ?? 0n,
          payout: f?.payout ?? 0n,
          activeMembers: f?.activeMembers ?? 0,
          bonuses: bonuses.get(id) ?? 0n,
        });
      }
      return out;
    },

    /** A member's direct downlines, for a statement's drill-down. */
    directDownlines: (memberId: string) => agentRepository.directDownlines(db, memberId),

    /** The rollup job (jobs/jobs.ts): folds everything up to the horizon; returns the rows touched. */
    async rollup(): Promise<number> {
      const r = await db.transaction().execute((trx) => agentRepository.advance(trx, null));
      return r.rows;
    },
  };
}

function linkView(
  l: { code: string; domain: string | null; active: boolean; createdAt: Date; registrations: number },
  origin: string,
): AffiliateLink {
  const base = l.domain ? (/^https?:\/\//.test(l.domain) ? l.domain : `https://${l.domain}`) : origin;
  return {
    code: l.code,
    url: `${base.replace(/\/+$/, '')}/register?affiliateCode=${encodeURIComponent(l.code)}`,
    domain: l.domain,
    active: l.active,
    registrations: l.registrations,
    createdAt: l.createdAt.toISOString(),
  };
}
