import { randomBytes } from 'node:crypto';
import {
  type AdminChannel,
  MEMBER_HISTORY_DAYS,
  MEMBER_HISTORY_ROWS,
  type MemberHistory,
  type UpdateChannelsRequest,
  type WalletSettings,
} from '@goldline/contract/admin-wallet';
import { minorToAmount } from '@goldline/contract/money';
import type { Db } from '../../db/database.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { DepositService } from '../cashier/deposit.service.ts';
import { readWalletSettings, writeWalletSettings } from '../cashier/wallet-settings.service.ts';
import type { WithdrawService } from '../cashier/withdraw.service.ts';
import type { RecordsService } from '../records/records.service.ts';
import type { SystemService } from '../system/system.service.ts';

export type AdminWalletService = ReturnType<typeof createAdminWalletService>;

/**
 * Back-office cashier. Every action writes its audit_log row in the same transaction as the change,
 * so there is never a change without its audit trail (or an audit row for a change that failed).
 */
export function createAdminWalletService(deps: {
  db: Db;
  system: SystemService;
  /** The back office's audit trail and settings lock (modules/admin). */
  admin: Pick<AdminService, 'audit' | 'lockSettings'>;
  deposits: DepositService;
  withdrawals: WithdrawService;
  /** A member's bets by game type (modules/records), for the history beside a request. */
  records: Pick<RecordsService, 'profit'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  /** The operator's note goes into the audit row only when there is one. */
  const noted = (note: string | undefined) => (note ? { note } : {});
  const decimals = async () => (await deps.system.setting('site')).currency.decimals;

  async function channels(): Promise<AdminChannel[]> {
    const d = await decimals();
    return (await deps.deposits.allChannels()).map((c) => ({
      id: c.id,
      type: c.type,
      name: c.name,
      enabled: c.enabled,
      sort: c.sort,
      minAmount: minorToAmount(c.minAmount, d),
      maxAmount: minorToAmount(c.maxAmount, d),
      bank: c.bank,
      provider: c.provider,
    }));
  }

  return {
    channels,

    async updateChannels(operatorId: string, req: UpdateChannelsRequest): Promise<AdminChannel[]> {
      const d = await decimals();
      const before = await channels();
      await db.transaction().execute(async (trx) => {
        for (const [i, c] of req.channels.entries()) {
          const min = toMinor(c.minAmount, d, `channels.${i}.minAmount`);
          const max = toMinor(c.maxAmount, d, `channels.${i}.maxAmount`);
          if (min > max) throw validationFailed({ [`channels.${i}.minAmount`]: 'range' });
          if (c.type === 'BANK' && !c.bank) throw validationFailed({ [`channels.${i}.bank`]: 'required' });
          if (c.type === 'GATEWAY' && !c.provider)
            throw validationFailed({ [`channels.${i}.provider`]: 'required' });
          const row = {
            type: c.type,
            name: c.name,
            enabled: c.enabled,
            sort: c.sort,
            minAmount: min,
            maxAmount: max,
            bank: c.type === 'BANK' ? c.bank : null,
            provider: c.type === 'GATEWAY' ? c.provider : null,
          };
          if (c.id) {
            if (!(await deps.deposits.updateChannel(trx, c.id, row))) throw new AppError('NOT_FOUND');
          } else {
            // A new gateway channel gets its own random callback secret (shared with the provider).
            const secret = c.type === 'GATEWAY' ? randomBytes(32).toString('hex') : null;
            await deps.deposits.insertChannel(trx, { ...row, secret });
          }
        }
        await deps.admin.audit(trx, {
          operatorId,
          action: 'wallet.channels.update',
          before,
          after: req.channels,
        });
      });
      return channels();
    },

    async approveDeposit(operatorId: string, id: string, note?: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deps.deposits.approveIn(trx, id, operatorId);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'wallet.deposit.approve',
          before: { id, status: 'PENDING' },
          after: { id, status: 'APPROVED', ...noted(note) },
        });
      });
    },

    async rejectDeposit(operatorId: string, id: string, reason: string, note?: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deps.deposits.rejectIn(trx, id, operatorId, reason);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'wallet.deposit.reject',
          before: { id, status: 'PENDING' },
          after: { id, status: 'REJECTED', reason, ...noted(note) },
        });
      });
    },

    async approveWithdrawal(operatorId: string, id: string, note?: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deps.withdrawals.approveIn(trx, id, operatorId);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'wallet.withdrawal.approve',
          before: { id, status: 'PENDING' },
          after: { id, status: 'APPROVED', ...noted(note) },
        });
      });
    },

    async rejectWithdrawal(operatorId: string, id: string, reason: string, note?: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await deps.withdrawals.rejectIn(trx, id, operatorId, reason);
        await deps.admin.audit(trx, {
          operatorId,
          action: 'wallet.withdrawal.reject',
          before: { id, status: 'PENDING' },
          after: { id, status: 'REJECTED', reason, ...noted(note) },
        });
      });
    },

    /**
     * GET /admin/wallet/members/:id/history (issue 12): the member's money position, newest
     * deposits and withdrawals and the last 30 days of bets, shown beside a request.
     */
    async memberHistory(memberId: string): Promise<MemberHistory> {
      const page = { page: 1, pageSize: MEMBER_HISTORY_ROWS };
      const info = await deps.withdrawals.info(memberId);
      const deposits = await deps.deposits.list(memberId, page);
      const withdrawals = await deps.withdrawals.list(memberId, page);
      const to = now();
      const from = new Date(to.getTime() - MEMBER_HISTORY_DAYS * 86_400_000);
      const profit = await deps.records.profit(memberId, { from: from.toISOString(), to: to.toISOString() });
      return {
        memberId,
        balance: info.balance,
        held: info.held,
        available: info.available,
        lockedByTurnover: info.lockedByTurnover,
        turnoverRequired: info.turnoverRequired,
        turnoverDone: info.turnoverDone,
        deposits: { rows: deposits.rows, total: deposits.total },
        withdrawals: { rows: withdrawals.rows, total: withdrawals.total },
        bets: {
          days: MEMBER_HISTORY_DAYS,
          betCount: profit.rows.reduce((n, r) => n + r.betCount, 0),
          ...profit.totals,
          rows: profit.rows,
        },
      };
    },

    settings: () => readWalletSettings(deps.system, db),

    async updateSettings(operatorId: string, patch: Partial<WalletSettings>): Promise<WalletSettings> {
      const d = await decimals();
      return db.transaction().execute(async (trx) => {
        await deps.admin.lockSettings(trx);
        const before = await readWalletSettings(deps.system, trx);
        const after = { ...before, ...patch };
        if (toMinor(after.withdrawMin, d, 'withdrawMin') > toMinor(after.withdrawMax, d, 'withdrawMax'))
          throw validationFailed({ withdrawMin: 'range' });
        await writeWalletSettings(deps.system, trx, after);
        await deps.admin.audit(trx, { operatorId, action: 'wallet.settings.update', before, after });
        return after;
      });
    },
  };
}
