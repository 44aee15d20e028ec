import type { Contract, ContractAuditRow, OfferContractRequest } from '@goldline/contract/contracts';
import type {
  HouseContractAction,
  HouseContractDetail,
  HouseContracts,
  HouseContractsQuery,
  OfficeStatementPage,
  OfficeStatementQuery,
} from '@goldline/contract/contracts-office';
import { AGENT_TYPES } from '@goldline/contract/member';
import { minorToAmount } from '@goldline/contract/money';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { AgentService } from '../agent/agent.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { maxRateOf } from './contract-maths.ts';
import { contractView, statementView, tiersIn } from './contract-views.ts';
import { contractsRepository as repo } from './contracts.repository.ts';
import type { ContractsService } from './contracts.service.ts';
import { contractsOfficeRepository as office } from './contracts-office.repository.ts';

export type ContractsOfficeService = ReturnType<typeof createContractsOfficeService>;

/**
 * The operator's side of house contracts (issue 14; docs/decisions/085 and 096). The house is the
 * upline of every top-level agent: the operator offers a version (a new request the agent signs or
 * rejects in its contract popup, like any downline), withdraws an offer still waiting, or asks to
 * end a version in force (the agent accepts or declines). Each action writes the contract's audit
 * row (operator, IP, time) and the back office's audit_log row in the same transaction.
 */
export function createContractsOfficeService(deps: {
  db: Db;
  contracts: Pick<ContractsService, 'settings'>;
  agent: Pick<AgentService, 'contractParty' | 'capabilitiesOf'>;
  admin: Pick<AdminService, 'audit'>;
  system: Pick<SystemService, 'setting'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const decimalsOf = async () => (await deps.system.setting('site')).currency.decimals;
  const contractTypes = AGENT_TYPES.filter((type) => deps.agent.capabilitiesOf(type).contracts);

  /** A top-level agent that may hold contracts, or NOT_FOUND (a sub-agent's upline is its parent). */
  async function topLevelAgent(memberId: string) {
    const party = await deps.agent.contractParty(memberId).catch((e: unknown) => {
      if (e instanceof AppError) throw new AppError('NOT_FOUND');
      throw e;
    });
    if (party.parentId !== null) throw new AppError('NOT_FOUND');
    return party;
  }

  async function houseContract(id: string, ex: Executor = db, forUpdate = false) {
    const c = await repo.findById(ex, id, forUpdate);
    if (!c || c.uplineId !== null) throw new AppError('NOT_FOUND');
    return c;
  }

  async function audited(
    trx: Executor,
    e: {
      contractId: string;
      action: ContractAuditRow['action'];
      operatorId: string;
      ip: string | null;
      after: object;
    },
  ) {
    await office.audit(trx, e);
    await deps.admin.audit(trx, {
      operatorId: e.operatorId,
      action: `contracts.house.${e.action}`,
      before: null,
      after: { contractId: e.contractId, ip: e.ip, ...e.after },
    });
  }

  return {
    /** GET /admin/contracts: the house's versions, the top-level agents to offer to, the enabled kinds. */
    async list(q: HouseContractsQuery): Promise<HouseContracts> {
      const [rows, agents, setting, decimals] = await Promise.all([
        office.houseContracts(db, q),
        office.topLevel(db, contractTypes),
        deps.contracts.settings(),
        decimalsOf(),
      ]);
      return { rows: rows.map((c) => contractView(c, 'upline', decimals)), agents, enabled: setting.enabled };
    },

    /** GET /admin/contracts/:id */
    async detail(id: string): Promise<HouseContractDetail> {
      const c = await houseContract(id);
      const [versions, audit, decimals] = await Promise.all([
        repo.versions(db, c.memberId, c.kind),
        office.auditOf(db, c.memberId, c.kind),
        decimalsOf(),
      ]);
      return {
        contract: contractView(c, 'upline', decimals),
        versions: versions.map((v) => contractView(v, 'upline', decimals)),
        audit,
      };
    },

    /** POST /admin/contracts: a new version offered to a top-level agent, waiting for its signature. */
    async offer(operatorId: string, req: OfferContractRequest, ip: string | null): Promise<Contract> {
      const agent = await topLevelAgent(req.memberId);
      if (!(await deps.contracts.settings()).enabled[req.kind]) throw new AppError('FEATURE_DISABLED');
      if (req.kind === 'dividend' && !req.period) throw validationFailed({ period: 'required' });
      if (req.kind !== 'dividend' && req.period) throw validationFailed({ period: 'salary_has_no_period' });
      const decimals = await decimalsOf();
      const tiers = tiersIn(req.tiers, decimals);
      const id = await db.transaction().execute(async (trx) => {
        await repo.lockPair(trx, agent.id, req.kind);
        if (await repo.pendingOffer(trx, agent.id, req.kind)) throw new AppError('INVALID_STATE');
        const version = await repo.nextVersion(trx, agent.id, req.kind);
        const newId = await repo.insert(trx, {
          uplineId: null,
          memberId: agent.id,
          kind: req.kind,
          version,
          period: req.kind === 'dividend' ? req.period! : null,
          tiers,
          maxRate: maxRateOf(tiers),
          // Whole hours east, rounded down like the agent reports (decision 078).
          tzOffset: Math.floor(req.tzOffset / 60) * 60,
          state: 'newRequest',
          signedAt: null,
        });
        await audited(trx, {
          contractId: newId,
          action: 'offer',
          operatorId,
          ip,
          after: { memberId: agent.id, kind: req.kind, version, tiers: req.tiers },
        });
        return newId;
      });
      return contractView((await repo.findById(db, id))!, 'upline', decimals);
    },

    /** POST /admin/contracts/:id/action: withdraw a waiting offer, or ask the agent to end one in force. */
    async act(
      operatorId: string,
      id: string,
      action: HouseContractAction,
      ip: string | null,
    ): Promise<Contract> {
      const found = await houseContract(id);
      await db.transaction().execute(async (trx) => {
        await repo.lockPair(trx, found.memberId, found.kind);
        const c = await houseContract(id, trx, true);
        if (action === 'withdraw') {
          if (c.state !== 'newRequest') throw new AppError('INVALID_STATE');
          await repo.setState(trx, c.id, { state: 'rejected', terminationBy: null, endedAt: now() });
          await audited(trx, {
            contractId: c.id,
            action: 'reject',
            operatorId,
            ip,
            after: { state: 'rejected' },
          });
        } else {
          if (c.state !== 'accepted') throw new AppError('INVALID_STATE');
          await repo.setState(trx, c.id, { state: 'terminationRequest', terminationBy: 'upline' });
          await audited(trx, {
            contractId: c.id,
            action: 'requestTermination',
            operatorId,
            ip,
            after: { state: 'terminationRequest' },
          });
        }
      });
      return contractView((await repo.findById(db, id))!, 'upline', await decimalsOf());
    },

    /** GET /admin/contracts/statements */
    async statements(q: OfficeStatementQuery): Promise<OfficeStatementPage> {
      const [r, decimals] = await Promise.all([
        office.statements(db, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
        decimalsOf(),
      ]);
      return {
        rows: r.rows.map((s) => statementView(s, 'upline', decimals)),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
        totals: { amount: minorToAmount(r.amount, decimals), pending: minorToAmount(r.pending, decimals) },
      };
    },
  };
}
