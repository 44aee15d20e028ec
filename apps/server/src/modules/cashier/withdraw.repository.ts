import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface BankAccountRecord {
  id: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string | null;
  createdAt: Date;
}

export interface WithdrawalRecord {
  id: string;
  memberId: string;
  username: string;
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  amount: bigint;
  currency: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  holdId: string | null;
  rejectReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  confirmDeadline: Date | null;
  receipt: 'ALL' | 'PARTIAL' | 'NONE' | 'AUTO' | null;
  receiptRemaining: bigint | null;
  receiptAt: Date | null;
}

/** A member's report of a partial or missing withdrawal receipt, for the back office. */
export interface ReceiptCaseRecord {
  id: string;
  withdrawalId: string;
  memberId: string;
  username: string;
  /** The withdrawal's amount. */
  amount: bigint;
  result: 'PARTIAL' | 'NONE';
  remainingAmount: bigint | null;
  remark: string | null;
  proofCount: number;
  createdAt: Date;
}

function withdrawalQuery(db: Executor) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .select([
      'w.id',
      'w.member_id',
      'm.username',
      'w.bank_account_id',
      'w.bank_name',
      'w.account_name',
      'w.account_number',
      'w.amount',
      'w.currency',
      'w.status',
      'w.hold_id',
      'w.reject_reason',
      'w.created_at',
      'w.decided_at',
      'w.confirm_deadline',
      'w.receipt',
      'w.receipt_remaining',
      'w.receipt_at',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof withdrawalQuery>['executeTakeFirstOrThrow']>>;
const toRecord = (r: Row): WithdrawalRecord => ({
  id: r.id,
  memberId: r.member_id,
  username: r.username,
  bankAccountId: r.bank_account_id,
  bankName: r.bank_name,
  accountName: r.account_name,
  accountNumber: r.account_number,
  amount: BigInt(r.amount),
  currency: r.currency.trim(),
  status: r.status,
  holdId: r.hold_id,
  rejectReason: r.reject_reason,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
  confirmDeadline: r.confirm_deadline,
  receipt: r.receipt,
  receiptRemaining: r.receipt_remaining === null ? null : BigInt(r.receipt_remaining),
  receiptAt: r.receipt_at,
});

/** The only SQL for bank_accounts, withdrawals, receipt_cases and receipt_proofs. */
export const withdrawRepository = {
  /** One withdrawal request per member at a time, so the daily quota and turnover hold under races. */
  async lockMember(trx: Executor, memberId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`withdraw:${memberId}`}))`.execute(trx);
  },

  async accounts(db: Executor, memberId: string): Promise<BankAccountRecord[]> {
    const rows = await db
      .selectFrom('bank_accounts')
      .select(['id', 'bank_name', 'account_name', 'account_number', 'branch', 'created_at'])
      .where('member_id', '=', memberId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      bankName: r.bank_name,
      accountName: r.account_name,
      accountNumber: r.account_number,
      branch: r.branch,
      createdAt: r.created_at,
    }));
  },

  /** Every account number the member ever bound, removed ones too (refer and earn's payout check). */
  async accountNumbersEver(db: Executor, memberId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('bank_accounts')
      .select('account_number')
      .where('member_id', '=', memberId)
      .execute();
    return rows.map((r) => r.account_number);
  },

  async insertAccount(
    db: Executor,
    memberId: string,
    a: { bankName: string; accountName: string; accountNumber: string; branch: string | null },
  ): Promise<string> {
    const r = await db
      .insertInto('bank_accounts')
      .values({
        member_id: memberId,
        bank_name: a.bankName,
        account_name: a.accountName,
        account_number: a.accountNumber,
        branch: a.branch,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  /** Soft delete: past withdrawals keep pointing at the row. */
  async removeAccount(db: Executor, memberId: string, id: string, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('bank_accounts')
      .set({ removed_at: at })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('removed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return r !== undefined;
  },

  async insertWithdrawal(
    db: Executor,
    w: {
      memberId: string;
      account: BankAccountRecord;
      amount: bigint;
      currency: string;
      idempotencyKey: string;
      at: Date;
    },
  ): Promise<string | null> {
    const r = await db
      .insertInto('withdrawals')
      .values({
        member_id: w.memberId,
        bank_account_id: w.account.id,
        bank_name: w.account.bankName,
        account_name: w.account.accountName,
        account_number: w.account.accountNumber,
        amount: w.amount,
        currency: w.currency,
        idempotency_key: w.idempotencyKey,
        created_at: w.at,
      })
      .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r?.id ?? null;
  },

  async setHold(db: Executor, id: string, holdId: string): Promise<void> {
    await db.updateTable('withdrawals').set({ hold_id: holdId }).where('id', '=', id).execute();
  },

  async find(db: Executor, id: string): Promise<WithdrawalRecord | null> {
    const r = await withdrawalQuery(db).where('w.id', '=', id).executeTakeFirst();
    return r ? toRecord(r) : null;
  },

  async findByKey(db: Executor, memberId: string, key: string): Promise<WithdrawalRecord | null> {
    const r = await withdrawalQuery(db)
      .where('w.member_id', '=', memberId)
      .where('w.idempotency_key', '=', key)
      .executeTakeFirst();
    return r ? toRecord(r) : null;
  },

  /** Row lock, so approve / reject / receipt of one withdrawal are serialised. */
  async lock(db: Executor, id: string): Promise<void> {
    await db.selectFrom('withdrawals').select('id').where('id', '=', id).forUpdate().execute();
  },

  async decide(
    db: Executor,
    id: string,
    d: {
      status: 'APPROVED' | 'REJECTED';
      operatorId: string;
      at: Date;
      reason?: string;
      ledgerTxId?: string;
      confirmDeadline?: Date;
    },
  ): Promise<void> {
    await db
      .updateTable('withdrawals')
      .set({
        status: d.status,
        decided_by: d.operatorId,
        decided_at: d.at,
        reject_reason: d.reason ?? null,
        ledger_tx_id: d.ledgerTxId ?? null,
        confirm_deadline: d.confirmDeadline ?? null,
      })
      .where('id', '=', id)
      .execute();
  },

  async setReceipt(
    db: Executor,
    id: string,
    r: { receipt: 'ALL' | 'PARTIAL' | 'NONE'; remaining: bigint | null; at: Date },
  ): Promise<void> {
    await db
      .updateTable('withdrawals')
      .set({ receipt: r.receipt, receipt_remaining: r.remaining, receipt_at: r.at })
      .where('id', '=', id)
      .execute();
  },

  /** Spec section 4: unconfirmed past the deadline counts as received. One statement: idempotent. */
  async autoConfirm(db: Executor, at: Date): Promise<number> {
    const rows = await db
      .updateTable('withdrawals')
      .set({ receipt: 'AUTO', receipt_at: at })
      .where('status', '=', 'APPROVED')
      .where('receipt', 'is', null)
      .where('confirm_deadline', '<=', at)
      .returning('id')
      .execute();
    return rows.length;
  },

  async insertCase(
    db: Executor,
    c: {
      withdrawalId: string;
      memberId: string;
      result: 'PARTIAL' | 'NONE';
      remaining: bigint | null;
      remark: string | null;
    },
  ): Promise<string> {
    const r = await db
      .insertInto('receipt_cases')
      .values({
        withdrawal_id: c.withdrawalId,
        member_id: c.memberId,
        result: c.result,
        remaining_amount: c.remaining,
        remark: c.remark,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return r.id;
  },

  async insertProof(db: Executor, caseId: string, p: { mime: string; data: Buffer }): Promise<void> {
    await db.insertInto('receipt_proofs').values({ case_id: caseId, mime: p.mime, data: p.data }).execute();
  },

  async cases(
    db: Executor,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReceiptCaseRecord[]; total: number }> {
    const rows = await db
      .selectFrom('receipt_cases as c')
      .innerJoin('withdrawals as w', 'w.id', 'c.withdrawal_id')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select((eb) => [
        'c.id',
        'c.withdrawal_id',
        'c.member_id',
        'm.username',
        'w.amount',
        'c.result',
        'c.remaining_amount',
        'c.remark',
        'c.created_at',
        eb
          .selectFrom('receipt_proofs as p')
          .select((e2) => e2.fn.countAll<string>().as('n'))
          .whereRef('p.case_id', '=', 'c.id')
          .as('proofs'),
      ])
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const { n } = await db
      .selectFrom('receipt_cases')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      rows: rows.map((c) => ({
        id: c.id,
        withdrawalId: c.withdrawal_id,
        memberId: c.member_id,
        username: c.username,
        amount: BigInt(c.amount),
        result: c.result,
        remainingAmount: c.remaining_amount === null ? null : BigInt(c.remaining_amount),
        remark: c.remark,
        proofCount: Number(c.proofs ?? 0),
        createdAt: c.created_at,
      })),
      total: Number(n),
    };
  },

  async page(
    db: Executor,
    f: { memberId?: string; status?: string | undefined; limit: number; offset: number },
  ) {
    let q = withdrawalQuery(db);
    let c = db.selectFrom('withdrawals as w').select((eb) => eb.fn.countAll<string>().as('n'));
    if (f.memberId) {
      q = q.where('w.member_id', '=', f.memberId);
      c = c.where('w.member_id', '=', f.memberId);
    }
    if (f.status) {
      const s = f.status as WithdrawalRecord['status'];
      q = q.where('w.status', '=', s);
      c = c.where('w.status', '=', s);
    }
    const rows = await q.orderBy('w.id', 'desc').limit(f.limit).offset(f.offset).execute();
    const { n } = await c.executeTakeFirstOrThrow();
    return { rows: rows.map(toRecord), total: Number(n) };
  },

  /** Requests that use the daily quota (rejected ones give it back). */
  async countSince(db: Executor, memberId: string, since: Date): Promise<number> {
    const { n } = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('status', '!=', 'REJECTED')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  /** The turnover window starts at the last withdrawal that was not rejected. */
  async lastWithdrawalAt(db: Executor, memberId: string): Promise<Date | null> {
    const r = await db
      .selectFrom('withdrawals')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('status', '!=', 'REJECTED')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r?.created_at ?? null;
  },
};
