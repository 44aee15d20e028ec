import type { ContractAuditRow, ContractKind, StatementStatus } from '@goldline/contract/contracts';
import type { HouseAuditRow } from '@goldline/contract/contracts-office';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import {
  type ContractRecord,
  type ContractRow,
  contractSelect,
  type StatementRecord,
  type StatementRow,
  statementSelect,
  toContract,
  toStatement,
} from './contracts.repository.ts';

/**
 * The back office's reads and writes on the contracts module's tables (docs/decisions/096): house
 * contracts (upline_id NULL), every statement, and audit rows naming the operator (migration 0026).
 * The settlement's own SQL stays in contracts.repository.ts.
 */
export const contractsOfficeRepository = {
  /** Contracts with the house, newest version first per agent and kind. */
  async houseContracts(
    ex: Executor,
    q: { kind?: ContractKind | undefined; history: boolean },
  ): Promise<ContractRecord[]> {
    const where = [sql`c.upline_id IS NULL`];
    if (q.kind) where.push(sql`c.kind = ${q.kind}`);
    if (!q.history) where.push(sql`c.state IN ('newRequest', 'accepted', 'terminationRequest')`);
    const r = await sql<ContractRow>`${contractSelect} WHERE ${sql.join(where, sql` AND `)}
      ORDER BY m.username, c.kind, c.version DESC LIMIT 1000`.execute(ex);
    return r.rows.map(toContract);
  },

  /** Members without an upline whose type is one of `types` (the agent types that may hold contracts). */
  async topLevel(ex: Executor, types: number[]): Promise<{ id: string; account: string }[]> {
    const r = await sql<{ id: string; username: string }>`
      SELECT id::text AS id, username FROM members
       WHERE parent_id IS NULL AND type = ANY(${types}::int[]) ORDER BY username LIMIT 1000`.execute(ex);
    return r.rows.map((row) => ({ id: row.id, account: row.username }));
  },

  /** A contract's audit row for an operator's action, with the operator's IP. */
  async audit(
    trx: Executor,
    a: { contractId: string; action: ContractAuditRow['action']; operatorId: string; ip: string | null },
  ): Promise<void> {
    await sql`INSERT INTO contract_audit (contract_id, action, operator_id, ip)
              VALUES (${a.contractId}, ${a.action}, ${a.operatorId}, ${a.ip})`.execute(trx);
  },

  /** Every version's trail of one agent's contracts of a kind, oldest first, naming operators. */
  async auditOf(ex: Executor, memberId: string, kind: ContractKind): Promise<HouseAuditRow[]> {
    const r = await sql<{
      at: Date;
      version: number;
      action: ContractAuditRow['action'];
      actor_id: string | null;
      actor_account: string | null;
      operator_account: string | null;
      ip: string | null;
    }>`
      SELECT a.at, c.version, a.action, a.actor_id::text AS actor_id, m.username AS actor_account,
             o.username AS operator_account, a.ip
        FROM contract_audit a JOIN contracts c ON c.id = a.contract_id
        LEFT JOIN members m ON m.id = a.actor_id
        LEFT JOIN operators o ON o.id = a.operator_id
       WHERE c.member_id = ${memberId} AND c.kind = ${kind}
       ORDER BY a.id`.execute(ex);
    return r.rows.map((row) => ({
      at: row.at.toISOString(),
      version: row.version,
      action: row.action,
      actorId: row.actor_id,
      actorAccount: row.actor_account,
      operatorAccount: row.operator_account,
      ip: row.ip,
    }));
  },

  /** Every statement (the house's and the agents'), newest period first, with the filter's sums. */
  async statements(
    ex: Executor,
    f: {
      kind?: ContractKind | undefined;
      status?: StatementStatus | undefined;
      payer?: 'house' | 'agents' | undefined;
    },
    page: { limit: number; offset: number },
  ): Promise<{ rows: StatementRecord[]; total: number; amount: bigint; pending: bigint }> {
    const conditions = [sql`true`];
    if (f.kind) conditions.push(sql`s.kind = ${f.kind}`);
    if (f.status) conditions.push(sql`s.status = ${f.status}`);
    if (f.payer === 'house') conditions.push(sql`s.upline_id IS NULL`);
    if (f.payer === 'agents') conditions.push(sql`s.upline_id IS NOT NULL`);
    const where = sql.join(conditions, sql` AND `);
    const [rows, totals] = await Promise.all([
      sql<StatementRow>`${statementSelect} WHERE ${where}
        ORDER BY s.period_start DESC, s.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(ex),
      sql<{ n: string; amount: string | null; pending: string | null }>`
        SELECT count(*) AS n, sum(amount)::text AS amount, sum(amount) FILTER (WHERE status = 'pending')::text AS pending
          FROM contract_statements s WHERE ${where}`.execute(ex),
    ]);
    const t = totals.rows[0];
    return {
      rows: rows.rows.map(toStatement),
      total: Number(t?.n ?? 0),
      amount: BigInt(t?.amount ?? 0),
      pending: BigInt(t?.pending ?? 0),
    };
  },
};
