import type {
  Consolidated,
  Contract,
  ContractAction,
  ContractDetail,
  ContractKind,
  ContractList,
  ContractListQuery,
  ContractPreview,
  ContractTier,
  DividendPeriod,
  OfferContractRequest,
  PreviewContractRequest,
  Statement,
  StatementDetail,
  StatementPage,
  StatementQuery,
} from '@goldline/contract/contracts';
import { ContractsEnabled as ContractsEnabledSchema } from '@goldline/contract/contracts';
import { minorToAmount } from '@goldline/contract/money';
import * as z from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { AgentService } from '../agent/agent.service.ts';
import type { LedgerService } from '../ledger/ledger.types.ts';
import type { SystemService } from '../system/system.service.ts';
import { maxRateOf, statementMaths, type TierTerms } from './contract-maths.ts';
import { cadenceOf, duePeriods, lastCompletePeriod, periodAt } from './contract-period.ts';
import { contractView, statementView as sharedStatementView, tiersIn } from './contract-views.ts';
import {
  type ContractRecord,
  type NewStatement,
  contractsRepository as repo,
  type StatementRecord,
} from './contracts.repository.ts';
import { payLevels } from './pay-order.ts';

export type ContractsService = ReturnType<typeof createContractsService>;

/**
 * The operator's contract settings (a `settings` row this module owns the shape of, decision 085):
 * which kinds are enabled, and the platform fee taken off a dividend's net loss, in basis points.
 */
export const ContractsSetting = z.object({
  enabled: ContractsEnabledSchema,
  platformFeeBp: z.number().int().min(0).max(10_000),
});
export type ContractsSetting = z.infer<typeof ContractsSetting>;
export const CONTRACTS_SETTING_KEY = 'contracts';
const DEFAULT_SETTING: ContractsSetting = {
  enabled: { dividend: false, dailySalary: false, hourSalary: false, realtimeSalary: false },
  platformFeeBp: 0,
};

/** The house's own rate cap: a top-level agent's contract is with the house (decision 085). */
const HOUSE_CAP = 10_000;
/** At most this many periods per contract in one run (a long outage catches up over several runs). */
const MAX_PERIODS_PER_RUN = 400;
/** Statements written per INSERT. */
const BATCH = 1000;
/**
 * Statement payments sent to the ledger at once (decision 095): enough to fill several of its
 * group-commit batches (decision 097); marked paid together afterwards.
 */
const PAY_CHUNK = 1000;
/** Pending statements read per payment pass. */
const MAX_PENDING_PER_PASS = 20_000;

/**
 * Test hooks: throw in one to stop a run part-way (the crash-resume tests). A payment is reported
 * once its chunk is committed and marked.
 */
export interface SettlementHooks {
  afterStatements?: (count: number) => void | Promise<void>;
  afterPayment?: (statementId: string) => void | Promise<void>;
}

export function createContractsService(deps: {
  db: Db;
  system: Pick<SystemService, 'readSetting' | 'putSetting' | 'setting' | 'flag'>;
  ledger: Pick<LedgerService, 'move'>;
  agent: Pick<
    AgentService,
    'contractParty' | 'contractDownline' | 'figuresCurrentTo' | 'contractFigures' | 'directDownlines'
  >;
  now?: () => Date;
  hooks?: SettlementHooks;
}) {
  const { db, agent } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;

  async function settings(): Promise<ContractsSetting> {
    return (await deps.system.readSetting(CONTRACTS_SETTING_KEY, ContractsSetting)) ?? DEFAULT_SETTING;
  }
  async function requireEnabled(kind: ContractKind) {
    if (!(await settings()).enabled[kind]) throw new AppError('FEATURE_DISABLED');
  }

  const money = (v: bigint, decimals: number) => minorToAmount(v, decimals);
  // The caller's side decides the role; the mapping itself is shared with the back office.
  const roleOf = (memberId: string, callerId: string) => (memberId === callerId ? 'member' : 'upline');
  const view = (c: ContractRecord, callerId: string, decimals: number): Contract =>
    contractView(c, roleOf(c.memberId, callerId), decimals);
  const statementView = (s: StatementRecord, callerId: string, decimals: number): Statement =>
    sharedStatementView(s, roleOf(s.memberId, callerId), decimals);

  /** A contract the caller is a party of, or NOT_FOUND (never "exists but not yours"). */
  async function mine(callerId: string, id: string, kind?: ContractKind): Promise<ContractRecord> {
    const c = await repo.findById(db, id);
    if (!c || (c.memberId !== callerId && c.uplineId !== callerId) || (kind && c.kind !== kind))
      throw new AppError('NOT_FOUND');
    return c;
  }

  /** The payer's own rate for the kind (the cascade's cap), or null when it holds none. */
  async function uplineRate(uplineId: string | null, kind: ContractKind): Promise<number | null> {
    if (uplineId === null) return HOUSE_CAP;
    const own = await repo.inForce(db, uplineId, kind);
    return own ? own.maxRate : null;
  }

  function checkTerms(kind: ContractKind, period: DividendPeriod | undefined | null) {
    if (kind === 'dividend' && !period) throw validationFailed({ period: 'required' });
    if (kind !== 'dividend' && period) throw validationFailed({ period: 'salary_has_no_period' });
  }
  /** Whole hours east, rounded down like the agent reports (decision 078). */
  const zoneOf = (tzOffset: number) => Math.floor(tzOffset / 60) * 60;

  /** The statement a contract's terms would give for one period: shared by settlement and preview. */
  async function previewFor(
    memberId: string,
    uplineId: string | null,
    kind: ContractKind,
    period: DividendPeriod | null,
    tiers: TierTerms[],
    tzOffset: number,
  ): Promise<ContractPreview> {
    const [{ decimals }, setting] = await Promise.all([site(), settings()]);
    const p = lastCompletePeriod(cadenceOf(kind, period), tzOffset, now());
    const [figures, carries, cap] = await Promise.all([
      agent.contractFigures([memberId], p.start, p.end, { bonuses: kind === 'dividend' }),
      kind === 'dividend' ? repo.carries(db, [memberId], kind, p.start) : new Map<string, bigint>(),
      uplineRate(uplineId, kind),
    ]);
    const team = figures.get(memberId)!;
    const r = statementMaths(kind, tiers, team, carries.get(memberId) ?? 0n, setting.platformFeeBp, cap ?? 0);
    const m = (v: bigint) => money(v, decimals);
    return {
      periodStart: p.start.toISOString(),
      periodEnd: p.end.toISOString(),
      label: p.label,
      inputs: {
        validBet: m(team.validBet),
        payout: m(team.payout),
        profitLoss: m(r.profitLoss),
        activeMembers: team.activeMembers,
        winRate: r.winRate,
        lossRate: r.lossRate,
      },
      tierIndex: r.tierIndex,
      rate: r.rate,
      base: m(r.base),
      deductions: { bonuses: m(r.bonuses), platformFee: m(r.platformFee) },
      amount: m(r.amount),
    };
  }

  /**
   * One action on a version (spec section 4). Sign: the downline agrees, and its version in force
   * (if any, whatever its rate) ends at that moment ("terminated automatically if the user agrees").
   */
  async function act(
    callerId: string,
    id: string,
    action: ContractAction,
    ip: string | null,
    kind?: ContractKind,
  ): Promise<Contract> {
    const found = await mine(callerId, id, kind);
    await requireEnabled(found.kind);
    const { decimals } = await site();
    const role = found.memberId === callerId ? 'member' : 'upline';
    await db.transaction().execute(async (trx) => {
      await repo.lockPair(trx, found.memberId, found.kind);
      const c = (await repo.findById(trx, id, true))!;
      const at = now();
      const bad = () => new AppError('INVALID_STATE');
      switch (action) {
        case 'sign': {
          if (role !== 'member' || c.state !== 'newRequest') throw bad();
          const cap = await uplineRate(c.uplineId, c.kind);
          if (cap === null || c.maxRate > cap) throw new AppError('CONTRACT_ABOVE_UPLINE');
          const current = await repo.inForce(trx, c.memberId, c.kind);
          if (current) {
            await repo.setState(trx, current.id, { state: 'terminated', terminationBy: null, endedAt: at });
            await repo.audit(trx, { contractId: current.id, action: 'supersede', actorId: callerId, ip });
          }
          await repo.setState(trx, c.id, { state: 'accepted', terminationBy: null, signedAt: at });
          break;
        }
        case 'reject':
          // The downline rejects an offer; the upline may withdraw its own.
          if (c.state !== 'newRequest') throw bad();
          await repo.setState(trx, c.id, { state: 'rejected', terminationBy: null, endedAt: at });
          break;
        case 'requestTermination':
          if (c.state !== 'accepted') throw bad();
          // The house has no one to answer: a top-level agent's request ends its house contract.
          if (c.uplineId === null)
            await repo.setState(trx, c.id, { state: 'terminated', terminationBy: null, endedAt: at });
          else await repo.setState(trx, c.id, { state: 'terminationRequest', terminationBy: role });
          break;
        case 'acceptTermination':
          if (c.state !== 'terminationRequest' || c.terminationBy === role) throw bad();
          await repo.setState(trx, c.id, {
            state: 'terminated',
            terminationBy: c.terminationBy,
            endedAt: at,
          });
          break;
        case 'declineTermination':
          if (c.state !== 'terminationRequest' || c.terminationBy === role) throw bad();
          await repo.setState(trx, c.id, { state: 'accepted', terminationBy: null });
          break;
      }
      await repo.audit(trx, { contractId: c.id, action, actorId: callerId, ip });
    });
    return view((await repo.findById(db, id))!, callerId, decimals);
  }

  /** Settles every due period of one kind's contracts into statements (not yet paid). */
  async function writeStatements(kind: ContractKind): Promise<number> {
    const [currentTo, setting] = await Promise.all([agent.figuresCurrentTo(), settings()]);
    const until = new Date(Math.min(currentTo.getTime(), now().getTime()));
    const settling = await repo.settling(db, kind);
    // Every due (contract, period), grouped by window: contracts in one zone share their windows.
    const windows = new Map<string, { start: Date; end: Date; label: string; contracts: ContractRecord[] }>();
    for (const { contract: c, lastEnd } of settling) {
      const cadence = cadenceOf(c.kind, c.period);
      const from = lastEnd ?? c.signedAt!;
      const end = c.state === 'terminated' && c.endedAt && c.endedAt < until ? c.endedAt : until;
      for (const p of duePeriods(cadence, c.tzOffset, from, end, MAX_PERIODS_PER_RUN)) {
        const key = `${p.start.getTime()}:${p.end.getTime()}`;
        let w = windows.get(key);
        if (!w) {
          w = { start: p.start, end: p.end, label: p.label, contracts: [] };
          windows.set(key, w);
        }
        w.contracts.push(c);
      }
    }
    let written = 0;
    const ordered = [...windows.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
    for (const w of ordered) {
      const ids = w.contracts.map((c) => c.memberId);
      const uplines = [...new Set(w.contracts.map((c) => c.uplineId).filter((u): u is string => u !== null))];
      const [figures, carries, caps] = await Promise.all([
        agent.contractFigures(ids, w.start, w.end, { bonuses: kind === 'dividend' }),
        kind === 'dividend' ? repo.carries(db, ids, kind, w.start) : new Map<string, bigint>(),
        repo.inForceRates(db, uplines, kind),
      ]);
      const rows: NewStatement[] = w.contracts.map((c) => {
        const cap = c.uplineId === null ? HOUSE_CAP : (caps.get(c.uplineId) ?? 0);
        const team = figures.get(c.memberId)!;
        const r = statementMaths(
          kind,
          c.tiers,
          team,
          carries.get(c.memberId) ?? 0n,
          setting.platformFeeBp,
          cap,
        );
        return {
          contractId: c.id,
          memberId: c.memberId,
          uplineId: c.uplineId,
          kind,
          periodStart: w.start,
          periodEnd: w.end,
          label: periodAt(cadenceOf(c.kind, c.period), c.tzOffset, w.start).label,
          validBet: team.validBet,
          payout: team.payout,
          activeMembers: team.activeMembers,
          bonuses: r.bonuses,
          platformFee: r.platformFee,
          carryIn: r.carryIn,
          carryOut: r.carryOut,
          tierIndex: r.tierIndex,
          rate: r.rate,
          base: r.base,
          amount: r.amount,
          status: r.amount === 0n ? 'paid' : 'pending',
          message: r.message,
        };
      });
      for (let i = 0; i < rows.length; i += BATCH) {
        const n = await repo.insertStatements(db, rows.slice(i, i + BATCH));
        written += n;
        await deps.hooks?.afterStatements?.(n);
      }
    }
    return written;
  }

  /**
   * Pays up to PAY_CHUNK statements of one level (decision 095): every still-pending one's ledger
   * movement, keyed `statement:<id>`, sent at once, so the ledger's group commit (decision 097)
   * posts them in a few statements and commits; then the paid ones are marked paid in one UPDATE,
   * and those whose payer lacks the money keep 'uplineFunds'. The key is what makes a payment
   * once: a crash between the movements and the mark, or a second process paying the same chunk,
   * sends the same movements again, and the ledger answers them from the first without moving money.
   */
  async function payChunk(ids: string[], currency: string): Promise<string[]> {
    const byId = new Map((await repo.payable(db, ids)).map((s) => [s.id, s]));
    // In the level's order: one payer's oldest obligations first when its money runs short.
    const due = ids.map((id) => byId.get(id)).filter((s) => s !== undefined);
    const outcomes = await Promise.allSettled(
      due.map((s) =>
        deps.ledger.move({
          scope: 'contract',
          key: `statement:${s.id}`,
          kind: 'transfer',
          postings: [
            {
              from:
                s.uplineId === null
                  ? { system: 'agent_payable', currency }
                  : { memberId: s.uplineId, kind: 'cash' },
              to: { memberId: s.memberId, kind: 'cash' },
              amount: s.amount,
            },
          ],
          memo: `${s.kind} ${s.label}`,
          reference: { type: 'contract_statement', id: s.id },
        }),
      ),
    );
    const paid: string[] = [];
    const short: string[] = [];
    let failure: unknown = null;
    outcomes.forEach((o, i) => {
      if (o.status === 'fulfilled') paid.push(due[i]!.id);
      else if (o.reason instanceof AppError && o.reason.code === 'INSUFFICIENT_BALANCE')
        short.push(due[i]!.id);
      else failure ??= o.reason;
    });
    // The payments that went through are marked even when another failed (it stays pending).
    await repo.markPaid(db, paid);
    await repo.markWaiting(db, short, 'uplineFunds');
    if (failure) throw failure;
    return paid;
  }

  /**
   * Pays pending statements in payment levels (pay-order.ts), each level in chunks of PAY_CHUNK,
   * so an agent is paid what it is owed before it pays its own downline. A payer without the money
   * leaves the statement pending with 'uplineFunds'; a later run pays it. Passes repeat while they
   * pay something (more than a pass's worth pending, or money arriving meanwhile).
   */
  async function payPending(): Promise<number> {
    const { currency } = await site();
    let paid = 0;
    for (let pass = 0; pass < 10; pass++) {
      let paidInPass = 0;
      for (const level of payLevels(await repo.pending(db, MAX_PENDING_PER_PASS))) {
        for (let i = 0; i < level.length; i += PAY_CHUNK) {
          const done = await payChunk(
            level.slice(i, i + PAY_CHUNK).map((s) => s.id),
            currency,
          );
          paidInPass += done.length;
          for (const id of done) await deps.hooks?.afterPayment?.(id);
        }
      }
      paid += paidInPass;
      if (paidInPass === 0) break;
    }
    return paid;
  }

  return {
    settings,

    /** Operator (and seed) setting: which kinds are enabled, the dividend platform fee. */
    async configure(value: ContractsSetting): Promise<void> {
      await deps.system.putSetting(CONTRACTS_SETTING_KEY, ContractsSetting.parse(value));
    },

    /** GET /wps/member/info/funds/consolidated (spec sections 3, 4, 7). */
    async consolidated(memberId: string): Promise<Consolidated> {
      const [setting, policy, { decimals }] = await Promise.all([
        settings(),
        deps.system.flag('AGENTPOLICY3'),
        site(),
      ]);
      const e = setting.enabled;
      const pending = policy ? (await repo.awaiting(db, memberId)).filter((c) => e[c.kind]) : [];
      const flag = (kind: ContractKind) => {
        const c = pending.find((p) => p.kind === kind);
        return !c ? 0 : c.state === 'newRequest' ? 1 : 2;
      };
      return {
        dailysalreqtype: flag('dailySalary'),
        divtypereq: flag('dividend'),
        contracthoursalreq: flag('hourSalary'),
        realtimesalreqtype: flag('realtimeSalary'),
        dailySalary: policy && e.dailySalary,
        hourSalary: policy && e.hourSalary,
        salary: policy && e.realtimeSalary,
        enableCt: policy && (e.dividend || e.dailySalary || e.hourSalary || e.realtimeSalary),
        enabled: e,
        pending: pending.map((c) => view(c, memberId, decimals)),
      };
    },

    /** GET /wps/agent/contracts */
    async list(callerId: string, q: ContractListQuery): Promise<ContractList> {
      await agent.contractParty(callerId);
      if (q.role === 'upline' && q.memberId) await agent.contractDownline(callerId, q.memberId);
      const [rows, setting, { decimals }] = await Promise.all([
        repo.list(db, {
          ...(q.role === 'upline' ? { uplineId: callerId } : { memberId: callerId }),
          ...(q.role === 'upline' && q.memberId ? { memberId: q.memberId } : {}),
          kind: q.kind,
          history: q.history,
        }),
        settings(),
        site(),
      ]);
      return { rows: rows.map((c) => view(c, callerId, decimals)), enabled: setting.enabled };
    },

    /** GET /wps/agent/contracts/:id */
    async detail(callerId: string, id: string): Promise<ContractDetail> {
      const c = await mine(callerId, id);
      const [versions, audit, { decimals }] = await Promise.all([
        repo.versions(db, c.memberId, c.kind),
        repo.auditOf(db, c.memberId, c.kind),
        site(),
      ]);
      // The upline sees only the versions it offered (a downline's older house or other versions stay private).
      const visible = versions.filter((v) => v.memberId === callerId || v.uplineId === callerId);
      const ids = new Set(visible.map((v) => v.version));
      return {
        contract: view(c, callerId, decimals),
        versions: visible.map((v) => view(v, callerId, decimals)),
        audit: audit.filter((a) => ids.has(a.version)),
      };
    },

    /** POST /wps/agent/contracts: the upline offers a version to a direct downline (decision 085). */
    async offer(callerId: string, req: OfferContractRequest, ip: string | null): Promise<Contract> {
      await agent.contractParty(callerId);
      await requireEnabled(req.kind);
      const member = await agent.contractDownline(callerId, req.memberId);
      checkTerms(req.kind, req.period);
      const { decimals } = await site();
      const tiers = tiersIn(req.tiers, decimals);
      const maxRate = maxRateOf(tiers);
      const id = await db.transaction().execute(async (trx) => {
        await repo.lockPair(trx, member.id, req.kind);
        const own = await repo.inForce(trx, callerId, req.kind);
        if (!own || maxRate > own.maxRate) throw new AppError('CONTRACT_ABOVE_UPLINE');
        if (await repo.pendingOffer(trx, member.id, req.kind)) throw new AppError('INVALID_STATE');
        const newId = await repo.insert(trx, {
          uplineId: callerId,
          memberId: member.id,
          kind: req.kind,
          version: await repo.nextVersion(trx, member.id, req.kind),
          period: req.kind === 'dividend' ? req.period! : null,
          tiers,
          maxRate,
          tzOffset: zoneOf(req.tzOffset),
          state: 'newRequest',
          signedAt: null,
        });
        await repo.audit(trx, { contractId: newId, action: 'offer', actorId: callerId, ip });
        return newId;
      });
      return view((await repo.findById(db, id))!, callerId, decimals);
    },

    /**
     * A top-level agent's contract with the house (decision 085): written by the operator (or the
     * demo seed), in force at once. Only for a member without an upline.
     */
    async houseContract(
      memberId: string,
      terms: { kind: ContractKind; period?: DividendPeriod; tiers: ContractTier[]; tzOffset: number },
      signedAt?: Date,
    ): Promise<string> {
      const party = await agent.contractParty(memberId);
      if (party.parentId !== null) throw new AppError('INVALID_STATE');
      checkTerms(terms.kind, terms.period);
      const { decimals } = await site();
      const tiers = tiersIn(terms.tiers, decimals);
      return db.transaction().execute(async (trx) => {
        await repo.lockPair(trx, memberId, terms.kind);
        const current = await repo.inForce(trx, memberId, terms.kind);
        const at = signedAt ?? now();
        if (current) {
          await repo.setState(trx, current.id, { state: 'terminated', terminationBy: null, endedAt: at });
          await repo.audit(trx, { contractId: current.id, action: 'supersede', actorId: null, ip: null });
        }
        const id = await repo.insert(trx, {
          uplineId: null,
          memberId,
          kind: terms.kind,
          version: await repo.nextVersion(trx, memberId, terms.kind),
          period: terms.kind === 'dividend' ? terms.period! : null,
          tiers,
          maxRate: maxRateOf(tiers),
          tzOffset: zoneOf(terms.tzOffset),
          state: 'accepted',
          signedAt: at,
        });
        await repo.audit(trx, { contractId: id, action: 'offer', actorId: null, ip: null });
        await repo.audit(trx, { contractId: id, action: 'sign', actorId: null, ip: null });
        return id;
      });
    },

    act,

    /** The spec's per-kind process calls (MCS2_processDividendReq, ...): `act` on a contract of that kind. */
    process: (
      callerId: string,
      kind: ContractKind,
      contractId: string,
      action: ContractAction,
      ip: string | null,
    ) => act(callerId, contractId, action, ip, kind),

    /** POST /wps/agent/contracts/preview: proposed terms for a direct downline, on its last period. */
    async preview(callerId: string, req: PreviewContractRequest): Promise<ContractPreview> {
      await agent.contractParty(callerId);
      const member = await agent.contractDownline(callerId, req.memberId);
      checkTerms(req.kind, req.period);
      const { decimals } = await site();
      return previewFor(
        member.id,
        callerId,
        req.kind,
        req.period ?? null,
        tiersIn(req.tiers, decimals),
        zoneOf(req.tzOffset),
      );
    },

    /** GET /wps/agent/contracts/:id/preview: a version's terms on the member's last period. */
    async previewOf(callerId: string, id: string): Promise<ContractPreview> {
      const c = await mine(callerId, id);
      return previewFor(c.memberId, c.uplineId, c.kind, c.period, c.tiers, c.tzOffset);
    },

    /** GET /wps/agent/contracts/statements */
    async statements(callerId: string, q: StatementQuery): Promise<StatementPage> {
      await agent.contractParty(callerId);
      if (q.role === 'upline' && q.memberId) await agent.contractDownline(callerId, q.memberId);
      const { decimals } = await site();
      const r = await repo.statements(
        db,
        {
          kind: q.kind,
          ...(q.role === 'upline' ? { uplineId: callerId, memberId: q.memberId } : { memberId: callerId }),
          status: q.status,
          from: q.from,
          to: q.to,
        },
        { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
      );
      return {
        rows: r.rows.map((s) => statementView(s, callerId, decimals)),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
        totals: { amount: money(r.amount, decimals), pending: money(r.pending, decimals) },
      };
    },

    /** GET /wps/agent/contracts/statements/:id: the statement, its version and each direct downline's part. */
    async statement(callerId: string, id: string): Promise<StatementDetail> {
      const s = await repo.statementById(db, id);
      if (!s || (s.memberId !== callerId && s.uplineId !== callerId)) throw new AppError('NOT_FOUND');
      const [c, { decimals }, children] = await Promise.all([
        repo.findById(db, s.contractId),
        site(),
        agent.directDownlines(s.memberId),
      ]);
      const figures = await agent.contractFigures(
        children.map((ch) => ch.id),
        s.periodStart,
        s.periodEnd,
        { bonuses: false },
      );
      const m = (v: bigint) => money(v, decimals);
      let restBet = s.validBet;
      let restPayout = s.payout;
      const rows = children
        .map((ch) => ({ ch, f: figures.get(ch.id)! }))
        .filter(({ f }) => f.validBet !== 0n || f.payout !== 0n)
        .map(({ ch, f }) => {
          restBet -= f.validBet;
          restPayout -= f.payout;
          return {
            memberId: ch.id,
            account: ch.username,
            validBet: m(f.validBet),
            payout: m(f.payout),
            profitLoss: m(f.validBet - f.payout),
          };
        });
      return {
        statement: statementView(s, callerId, decimals),
        contract: view(c!, callerId, decimals),
        breakdown: [
          {
            memberId: s.memberId,
            account: s.memberAccount,
            validBet: m(restBet),
            payout: m(restPayout),
            profitLoss: m(restBet - restPayout),
          },
          ...rows,
        ],
      };
    },

    /**
     * The settlement job of one kind (jobs/jobs.ts, decision 086): statements for every complete
     * period up to the team figures' watermark, then payment of everything pending. Idempotent: a
     * statement is unique per version and period, its payment keyed by its id.
     */
    async settle(kind: ContractKind): Promise<number> {
      const written = await writeStatements(kind);
      const paid = await payPending();
      return written + paid;
    },

    payPending,

    /** Statement sums (tests and the bench). */
    totals: () => repo.totals(db),
  };
}
