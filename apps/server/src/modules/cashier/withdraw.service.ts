import type {
  BankAccount,
  BindBankAccountRequest,
  ConfirmReceiptRequest,
  CreateWithdrawalRequest,
  Withdrawal,
  WithdrawalList,
  WithdrawInfo,
} from '@goldline/contract/cashier';
import { MAX_BANK_ACCOUNTS } from '@goldline/contract/cashier';
import { minorToAmount } from '@goldline/contract/money';
import type { Db, Executor } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeProofImage } from '../../lib/images.ts';
import { maskAccountNumber } from '../../lib/masking.ts';
import type { LedgerService, Trx } from '../ledger/ledger.types.ts';
import { writeMessage } from '../messages/inbox.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SecurityService } from '../security/security.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { depositRepository } from './deposit.repository.ts';
import { startOfUtcDay, withdrawLimitProblem } from './limits.ts';
import { multipleToBp, turnoverState } from './turnover.ts';
import { readWalletSettings } from './wallet-settings.service.ts';
import { type BankAccountRecord, type WithdrawalRecord, withdrawRepository } from './withdraw.repository.ts';

export type WithdrawService = ReturnType<typeof createWithdrawService>;

/** Throws STEP_UP_REQUIRED unless the session proved a second factor moments ago. */
export interface StepUpCheck {
  assertStepUp(memberId: string, sessionId: string): Promise<void>;
}

export function createWithdrawService(deps: {
  db: Db;
  ledger: LedgerService;
  system: SystemService;
  security: SecurityService;
  /** The member's turnover since a date (modules/records owns the ledger reads). */
  records: Pick<RecordsService, 'cashTurnoverSince'>;
  /**
   * Bonus money (modules/promotions, decision 090): its wagering is shown with the turnover, and a
   * withdrawal request forfeits the active bonuses whose rules say so, in the request's transaction.
   * Declared here, not imported, so the cashier does not depend on the promotions module.
   */
  bonuses?: {
    wagering(memberId: string): Promise<{ required: bigint; done: bigint }>;
    forfeitOnWithdrawal(memberId: string, trx: Trx): Promise<number>;
  };
  /** A fresh second factor on the calling session (modules/two-step, decision 103). */
  stepUp?: StepUpCheck;
  now?: () => Date;
}) {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const site = async () => (await deps.system.setting('site')).currency;
  const cash = (memberId: string) => ({ memberId, kind: 'cash' as const });

  const accountView = (a: BankAccountRecord): BankAccount => ({
    id: a.id,
    bankName: a.bankName,
    accountName: a.accountName,
    accountNumberMasked: maskAccountNumber(a.accountNumber),
    branch: a.branch,
    createdAt: a.createdAt.toISOString(),
  });

  const withdrawalView = (w: WithdrawalRecord, d: number): Withdrawal => ({
    id: w.id,
    amount: minorToAmount(w.amount, d),
    status: w.status,
    bankName: w.bankName,
    accountName: w.accountName,
    accountNumberMasked: maskAccountNumber(w.accountNumber),
    rejectReason: w.rejectReason,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
    confirmDeadline:
      w.status === 'APPROVED' && !w.receipt ? (w.confirmDeadline?.toISOString() ?? null) : null,
    receipt: w.receipt,
    receiptRemaining: w.receiptRemaining === null ? null : minorToAmount(w.receiptRemaining, d),
    receiptAt: w.receiptAt?.toISOString() ?? null,
  });

  /** Balance, holds and the turnover lock of a member, read inside `ex` (a transaction when requesting). */
  async function position(trx: Trx | undefined, memberId: string, multiple: number) {
    const ex: Executor = trx ?? db;
    const bal = await ledger.balance(cash(memberId), trx);
    const since = await withdrawRepository.lastWithdrawalAt(ex, memberId);
    // Each deposit is turned over only by the bets placed after it was credited (turnover.ts).
    const deposits = [];
    for (const d of await depositRepository.approvedSince(ex, memberId, since))
      deposits.push({
        amount: d.amount,
        betsSinceCredit: await deps.records.cashTurnoverSince(memberId, d.creditedAt, ex),
      });
    const turnover = turnoverState({
      available: bal.available,
      deposits,
      multipleBp: multipleToBp(multiple),
    });
    return { bal, turnover };
  }

  return {
    /** GET /wps/cashier/withdraw/info */
    async info(memberId: string): Promise<WithdrawInfo> {
      const { decimals } = await site();
      const settings = await readWalletSettings(deps.system, db);
      const { bal, turnover } = await position(undefined, memberId, settings.turnoverMultiple);
      // Bonus wagering counts the same bets; the bonus itself is locked in its own account, so it
      // adds to the turnover figures but never to the cash locked here.
      const bonus = deps.bonuses ? await deps.bonuses.wagering(memberId) : { required: 0n, done: 0n };
      const f = (n: bigint) => minorToAmount(n, decimals);
      return {
        balance: f(bal.balance),
        held: f(bal.held),
        available: f(bal.available),
        withdrawableNow: f(turnover.withdrawable),
        lockedByTurnover: f(turnover.locked),
        turnoverRequired: f(turnover.required + bonus.required),
        turnoverDone: f(turnover.done + bonus.done),
        minAmount: settings.withdrawMin,
        maxAmount: settings.withdrawMax,
        dailyCount: settings.withdrawDailyCount,
        usedToday: await withdrawRepository.countSince(db, memberId, startOfUtcDay(now())),
        hasPaymentPassword: await deps.security.hasPaymentPassword(memberId),
        accounts: (await withdrawRepository.accounts(db, memberId)).map(accountView),
      };
    },

    accounts: async (memberId: string) => (await withdrawRepository.accounts(db, memberId)).map(accountView),

    /** Unmasked numbers of every payout account the member ever bound: self-referral (modules/referral). */
    payoutAccountNumbers: (memberId: string) => withdrawRepository.accountNumbersEver(db, memberId),

    /** POST /wps/cashier/bank-accounts: at most 3 bound at a time, behind the payment password. */
    async bindAccount(memberId: string, req: BindBankAccountRequest): Promise<BankAccount> {
      const { paymentPassword, ...fields } = req;
      await deps.security.assertPaymentPassword(memberId, paymentPassword);
      return db.transaction().execute(async (trx) => {
        await withdrawRepository.lockMember(trx, memberId);
        if ((await withdrawRepository.accounts(trx, memberId)).length >= MAX_BANK_ACCOUNTS)
          throw new AppError('LIMIT_EXCEEDED', undefined, `At most ${MAX_BANK_ACCOUNTS} bank accounts`);
        const id = await withdrawRepository.insertAccount(trx, memberId, {
          ...fields,
          branch: fields.branch ?? null,
        });
        const all = await withdrawRepository.accounts(trx, memberId);
        return accountView(all.find((a) => a.id === id)!);
      });
    },

    async removeAccount(memberId: string, id: string): Promise<void> {
      if (!(await withdrawRepository.removeAccount(db, memberId, id, now()))) throw new AppError('NOT_FOUND');
    },

    /**
     * POST /wps/cashier/withdrawals. Order of refusals: step-up, payment password, per-request limits, bank
     * account, daily count, available balance, turnover. Then the amount is held (available drops,
     * balance stays) in the same transaction as the PENDING row.
     */
    async request(memberId: string, req: CreateWithdrawalRequest, sessionId?: string): Promise<Withdrawal> {
      const { decimals, currency } = await site();
      const amount = toMinor(req.amount, decimals);
      const existing = await withdrawRepository.findByKey(db, memberId, req.idempotencyKey);
      if (existing) {
        if (existing.amount !== amount || existing.bankAccountId !== req.bankAccountId)
          throw new AppError('IDEMPOTENCY_CONFLICT');
        return withdrawalView(existing, decimals);
      }
      // Every HTTP call passes its session; only seeds and scripts (no member at a keyboard) do not.
      if (sessionId) await deps.stepUp?.assertStepUp(memberId, sessionId);
      await deps.security.assertPaymentPassword(memberId, req.paymentPassword);
      const settings = await readWalletSettings(deps.system, db);
      const min = toMinor(settings.withdrawMin, decimals);
      const max = toMinor(settings.withdrawMax, decimals);
      const perRequest = withdrawLimitProblem({ amount, min, max, usedToday: 0, dailyCount: 1 });
      if (perRequest) throw new AppError('LIMIT_EXCEEDED');

      const id = await db.transaction().execute(async (trx) => {
        await withdrawRepository.lockMember(trx, memberId);
        const replay = await withdrawRepository.findByKey(trx, memberId, req.idempotencyKey);
        if (replay) return replay.id;
        const account = (await withdrawRepository.accounts(trx, memberId)).find(
          (a) => a.id === req.bankAccountId,
        );
        if (!account) throw new AppError('NOT_FOUND', undefined, 'Bank account not found');
        const usedToday = await withdrawRepository.countSince(trx, memberId, startOfUtcDay(now()));
        if (withdrawLimitProblem({ amount, min, max, usedToday, dailyCount: settings.withdrawDailyCount }))
          throw new AppError('LIMIT_EXCEEDED');
        const { bal, turnover } = await position(trx, memberId, settings.turnoverMultiple);
        if (amount > bal.available) throw new AppError('INSUFFICIENT_BALANCE');
        if (amount > turnover.withdrawable) throw new AppError('TURNOVER_NOT_MET');
        const rowId = await withdrawRepository.insertWithdrawal(trx, {
          memberId,
          account,
          amount,
          currency,
          idempotencyKey: req.idempotencyKey,
          at: now(),
        });
        if (!rowId) throw new AppError('IDEMPOTENCY_CONFLICT');
        await deps.bonuses?.forfeitOnWithdrawal(memberId, trx);
        const hold = await ledger.hold(
          {
            scope: `client:${memberId}`,
            key: req.idempotencyKey,
            account: cash(memberId),
            amount,
            memo: `Withdrawal to ${account.bankName} ${maskAccountNumber(account.accountNumber)}`,
            reference: { type: 'withdrawal', id: rowId },
          },
          trx,
        );
        await withdrawRepository.setHold(trx, rowId, hold.holdId);
        return rowId;
      });
      return withdrawalView((await withdrawRepository.find(db, id))!, decimals);
    },

    /** GET /wps/cashier/withdrawals (own) */
    async list(
      memberId: string,
      q: { page: number; pageSize: number; status?: string | undefined },
    ): Promise<WithdrawalList> {
      const { decimals } = await site();
      const r = await withdrawRepository.page(db, {
        memberId,
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: r.rows.map((w) => withdrawalView(w, decimals)),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
      };
    },

    async adminList(q: { page: number; pageSize: number; status?: string | undefined }) {
      const { decimals } = await site();
      const r = await withdrawRepository.page(db, {
        status: q.status,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: r.rows.map((w) => ({
          ...withdrawalView(w, decimals),
          memberId: w.memberId,
          account: w.username,
          accountNumber: w.accountNumber,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
      };
    },

    /** Operator APPROVE: the hold is posted to withdrawal_clearing; "withdraw approve" message. */
    async approveIn(trx: Trx, id: string, operatorId: string): Promise<WithdrawalRecord> {
      await withdrawRepository.lock(trx, id);
      const w = await withdrawRepository.find(trx, id);
      if (!w) throw new AppError('NOT_FOUND');
      if (w.status !== 'PENDING' || !w.holdId) throw new AppError('INVALID_STATE');
      const settings = await readWalletSettings(deps.system, trx);
      const { decimals } = await site();
      const at = now();
      // The message rides on the posting: inbox row, money and live push commit together.
      const message = await writeMessage(trx, {
        memberId: w.memberId,
        kind: 'WITHDRAW_APPROVE',
        params: { amount: minorToAmount(w.amount, decimals), currency: w.currency, time: at.toISOString() },
        at,
      });
      const moved = await ledger.postHold(
        w.holdId,
        { system: 'withdrawal_clearing', currency: w.currency },
        { scope: 'withdrawal', key: `${id}:approve`, events: [message] },
        trx,
      );
      await withdrawRepository.decide(trx, id, {
        status: 'APPROVED',
        operatorId,
        at,
        ledgerTxId: moved.transactionId,
        confirmDeadline: new Date(at.getTime() + settings.autoConfirmMinutes * 60_000),
      });
      return w;
    },

    /** Operator REJECT: the hold is voided (available restored); "withdraw reject" with the reason. */
    async rejectIn(trx: Trx, id: string, operatorId: string, reason: string): Promise<WithdrawalRecord> {
      await withdrawRepository.lock(trx, id);
      const w = await withdrawRepository.find(trx, id);
      if (!w) throw new AppError('NOT_FOUND');
      if (w.status !== 'PENDING' || !w.holdId) throw new AppError('INVALID_STATE');
      const { decimals } = await site();
      const at = now();
      const message = await writeMessage(trx, {
        memberId: w.memberId,
        kind: 'WITHDRAW_REJECT',
        params: {
          amount: minorToAmount(w.amount, decimals),
          currency: w.currency,
          time: at.toISOString(),
          reason,
        },
        at,
      });
      // Released with the hold, so the message goes out live with the restored available balance.
      await ledger.voidHold(w.holdId, { scope: 'withdrawal', key: `${id}:reject`, events: [message] }, trx);
      await withdrawRepository.decide(trx, id, { status: 'REJECTED', operatorId, at, reason });
      return w;
    },

    /**
     * POST /wps/cashier/withdrawals/:id/receipt (spec section 4): ALL, PARTIAL with the amount still
     * missing, or NONE with proof images. PARTIAL and NONE open a case for the operator.
     */
    async confirmReceipt(memberId: string, id: string, req: ConfirmReceiptRequest): Promise<Withdrawal> {
      const { decimals } = await site();
      const remaining =
        req.result === 'PARTIAL' ? toMinor(req.remainingAmount, decimals, 'remainingAmount') : null;
      const proofs =
        req.result === 'NONE' ? req.proofImages.map((p, i) => decodeProofImage(p, `proofImages.${i}`)) : [];
      await db.transaction().execute(async (trx) => {
        await withdrawRepository.lock(trx, id);
        const w = await withdrawRepository.find(trx, id);
        if (!w || w.memberId !== memberId) throw new AppError('NOT_FOUND');
        if (w.status !== 'APPROVED' || w.receipt !== null) throw new AppError('INVALID_STATE');
        if (remaining !== null && remaining >= w.amount) throw new AppError('LIMIT_EXCEEDED');
        await withdrawRepository.setReceipt(trx, id, { receipt: req.result, remaining, at: now() });
        if (req.result !== 'ALL') {
          const caseId = await withdrawRepository.insertCase(trx, {
            withdrawalId: id,
            memberId,
            result: req.result,
            remaining,
            remark: req.remark ?? null,
          });
          for (const p of proofs) await withdrawRepository.insertProof(trx, caseId, p);
        }
      });
      return withdrawalView((await withdrawRepository.find(db, id))!, decimals);
    },

    /** Spec section 4: approved withdrawals not confirmed within N minutes count as received. */
    autoConfirmReceipts: (at: Date) => withdrawRepository.autoConfirm(db, at),

    async receiptCases(q: { page: number; pageSize: number }) {
      const { decimals } = await site();
      const r = await withdrawRepository.cases(db, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
      return {
        rows: r.rows.map((c) => ({
          id: c.id,
          withdrawalId: c.withdrawalId,
          memberId: c.memberId,
          account: c.username,
          amount: minorToAmount(c.amount, decimals),
          result: c.result,
          remainingAmount: c.remainingAmount === null ? null : minorToAmount(c.remainingAmount, decimals),
          remark: c.remark,
          proofCount: c.proofCount,
          createdAt: c.createdAt.toISOString(),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
      };
    },
  };
}
