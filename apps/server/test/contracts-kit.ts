import { randomBytes, randomUUID } from 'node:crypto';
import type { ContractTier } from '@goldline/contract/contracts';
import { sql } from 'kysely';
import { createContractsService, type SettlementHooks } from '../src/modules/contracts/contracts.service.ts';
import type { TestApp } from './helpers.ts';

/** Shared set-up for the contracts tests (issue 14): members, money, bets in the past, a clock. */

export const tier = (rate: number, more: Partial<ContractTier> = {}): ContractTier => ({
  activeMembers: null,
  validBet: null,
  profitLoss: null,
  winRate: null,
  lossRate: null,
  rate,
  ...more,
});

export const ALL_ON = {
  enabled: { dividend: true, dailySalary: true, hourSalary: true, realtimeSalary: true },
  platformFeeBp: 0,
};

/** A member (agent type 1 or 2, or 0) under `parentId`, with a cash account. */
export async function member(t: TestApp, type: number, parentId: string | null, prefix = 'c') {
  const id = await t.services.memberRecords.insert({
    username: `${prefix}${randomBytes(5).toString('hex')}`,
    passwordHash: null,
    type,
    ...(parentId ? { parentId } : {}),
  });
  await t.services.ledger.ensureMemberAccount(id, 'cash', 'USD');
  return id;
}

export async function deposit(t: TestApp, memberId: string, amount: bigint) {
  await t.services.ledger.move({
    scope: 'test',
    key: randomUUID(),
    kind: 'deposit',
    postings: [
      { from: { system: 'payment_clearing', currency: 'USD' }, to: { memberId, kind: 'cash' }, amount },
    ],
  });
}

/** A settled round: `stake` bet, `win` paid back (0 = lost), as the game wallet books them. */
export async function round(t: TestApp, memberId: string, stake: bigint, win: bigint) {
  const ref = { type: 'DICE', id: randomUUID() };
  await t.services.ledger.move({
    scope: 'test',
    key: randomUUID(),
    kind: 'bet',
    reference: ref,
    postings: [{ from: { memberId, kind: 'cash' }, to: { system: 'house', currency: 'USD' }, amount: stake }],
  });
  if (win > 0n)
    await t.services.ledger.move({
      scope: 'test',
      key: randomUUID(),
      kind: 'win',
      reference: ref,
      postings: [{ from: { system: 'house', currency: 'USD' }, to: { memberId, kind: 'cash' }, amount: win }],
    });
}

export async function clockNow(t: TestApp): Promise<Date> {
  return (await sql<{ t: Date }>`SELECT clock_timestamp() AS t`.execute(t.db)).rows[0]!.t;
}

/**
 * Moves the ledger rows written since `mark` so that `mark` lands on `target` (as the demo seed's
 * wind-back, decision 084): bets "placed" in a past period. Must run before the rollup folds them.
 */
export async function windLedgerBack(t: TestApp, mark: Date, target: Date) {
  const secs = (mark.getTime() - target.getTime()) / 1000;
  await t.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql`UPDATE ledger_entries SET created_at = created_at - make_interval(secs => ${secs}) WHERE created_at >= ${mark}`.execute(
      trx,
    );
    await sql`UPDATE ledger_transactions SET created_at = created_at - make_interval(secs => ${secs}) WHERE created_at >= ${mark}`.execute(
      trx,
    );
  });
}

/** A contracts service on the app's services with its own clock and hooks (the app's keeps real time). */
export function clockedContracts(t: TestApp, clock: { now: Date }, hooks?: SettlementHooks) {
  return createContractsService({
    db: t.db,
    system: t.services.system,
    ledger: t.services.ledger,
    agent: t.services.agent,
    now: () => clock.now,
    ...(hooks ? { hooks } : {}),
  });
}

/** Statement payments in the ledger, by statement id. */
export async function payments(t: TestApp): Promise<Map<string, { count: number; amount: bigint }>> {
  const r = await sql<{ id: string; n: string; amount: string }>`
    SELECT t.reference_id AS id, count(DISTINCT t.id) AS n, sum(e.amount) FILTER (WHERE e.amount > 0)::text AS amount
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
     WHERE t.reference_type = 'contract_statement' GROUP BY t.reference_id`.execute(t.db);
  return new Map(r.rows.map((row) => [row.id, { count: Number(row.n), amount: BigInt(row.amount ?? 0) }]));
}

export interface StatementRow {
  id: string;
  contract_id: string;
  member_id: string;
  upline_id: string | null;
  kind: string;
  amount: string;
  rate: number;
  valid_bet: string;
  status: string;
  message: string | null;
  label: string;
}
export async function statementsOf(t: TestApp, memberIds: string[]): Promise<StatementRow[]> {
  const r = await sql<StatementRow>`
    SELECT id::text AS id, contract_id::text AS contract_id, member_id::text AS member_id, upline_id::text AS upline_id, kind,
           amount::text AS amount, rate, valid_bet::text AS valid_bet, status, message, label
      FROM contract_statements WHERE member_id = ANY(${memberIds}::bigint[]) ORDER BY id`.execute(t.db);
  return r.rows;
}
